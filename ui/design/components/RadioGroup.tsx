// A radio group of native radios sharing one name: one Tab stop, arrow keys move the choice (the
// browser's own behaviour), the radios submit with the form, and the Form's server errors for the
// name show under the group. Toggle.css draws the circles on each radio's label.
import { useState } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import { FieldMessages, useNativeField, WithRequiredMark, type FieldBaseProps } from './Field';
import type { Option } from './options';
import * as toggle from './Toggle.css';

/** Props of RadioGroup: `value`/`defaultValue`/`onChange` carry the option id; `name` for forms. */
export interface RadioGroupProps extends FieldBaseProps {
  options: readonly Option[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  name?: string;
  orientation?: 'horizontal' | 'vertical';
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
}

type RadioOptionProps = { option: Option; name: string; checked: boolean; disabled: boolean; required: boolean; helpId: string; onPick: (id: string) => void };

/** One radio with its label and, under it, its option's description. */
function RadioOption({ option, name, checked, disabled, required, helpId, onPick }: RadioOptionProps) {
  const isDisabled = disabled || !!option.isDisabled;
  return (
    <div className={toggle.field}>
      <label className={toggle.button} data-selected={checked || undefined} data-disabled={isDisabled || undefined}>
        <span>
          <input type="radio" name={name} value={option.id} checked={checked} disabled={isDisabled} required={required} aria-describedby={option.description ? helpId : undefined} onChange={() => onPick(option.id)} />
        </span>
        <span className={toggle.radio} aria-hidden="true" />
        {option.label}
      </label>
      {option.description && (
        <span id={helpId} className={field.description}>
          {option.description}
        </span>
      )}
    </div>
  );
}

/** A labelled group of radio buttons (arrow keys move between options), with description and error. */
export function RadioGroup({ options, label, hideLabel, description, errorMessage, orientation = 'vertical', value, defaultValue = null, onChange, name, isDisabled = false, isRequired = false, isInvalid }: RadioGroupProps) {
  const state = useNativeField({ description, errorMessage, name, isInvalid });
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const pick = (id: string) => {
    if (value === undefined) setOwn(id);
    state.dismissErrors();
    onChange?.(id);
  };
  const { id } = state;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-l`}
      aria-describedby={state.describedBy}
      aria-orientation={orientation}
      aria-required={isRequired || undefined}
      aria-invalid={state.isInvalid || undefined}
      aria-disabled={isDisabled || undefined}
      className={field.field}
      data-invalid={state.isInvalid || undefined}
    >
      <WithRequiredMark isRequired={isRequired && !hideLabel}>
        <span id={`${id}-l`} className={hideLabel ? visuallyHidden : field.label}>
          {label}
        </span>
      </WithRequiredMark>
      <div className={orientation === 'horizontal' ? `${toggle.options} ${toggle.optionsRow}` : toggle.options}>
        {options.map((option) => (
          <RadioOption key={option.id} option={option} name={name ?? id} checked={current === option.id} disabled={isDisabled} required={isRequired} helpId={`${id}-${option.id}`} onPick={pick} />
        ))}
      </div>
      <FieldMessages state={state} description={description} />
    </div>
  );
}
