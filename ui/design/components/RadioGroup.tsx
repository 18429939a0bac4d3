// Native radios in a fieldset (React Aria's RadioGroup costs ~3 kB gzip): the browser gives the
// arrow keys, one Tab stop and form submission; Toggle.css draws the circles.
import { useState } from 'react';
import { FormContext, useSlottedContext } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { visuallyHidden } from '../recipes/a11y.css';
import { useNativeField, type FieldBaseProps } from './Field';
import { isFocusVisible } from './focusVisible';
import type { Option } from './Select';
import * as toggle from './Toggle.css';
import * as styles from './RadioGroup.css';

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

interface RadioOptionProps {
  option: Option;
  /** The group's radio name and the prefix of ids. */
  name: string;
  idPrefix: string;
  checked: boolean;
  isDisabled?: boolean;
  isInvalid: boolean;
  isRequired?: boolean;
  onChoose: (id: string) => void;
  onInvalid: (message: string) => void;
}

function RadioOption({ option, name, idPrefix, checked, isDisabled, isInvalid, isRequired, onChoose, onInvalid }: RadioOptionProps) {
  const [focusVisible, setFocusVisible] = useState(false);
  const helpId = `${idPrefix}-${option.id}`;
  return (
    <div className={toggle.field}>
      <label
        className={toggle.button}
        data-selected={checked || undefined}
        data-disabled={isDisabled || option.isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        data-focus-visible={focusVisible || undefined}
      >
        <input
          type="radio"
          className={visuallyHidden}
          name={name}
          value={option.id}
          checked={checked}
          disabled={option.isDisabled}
          required={isRequired}
          aria-describedby={option.description ? helpId : undefined}
          onChange={() => onChoose(option.id)}
          onInvalid={(e) => {
            e.preventDefault();
            onInvalid(e.currentTarget.validationMessage);
          }}
          onFocus={(e) => setFocusVisible(isFocusVisible(e.currentTarget))}
          onBlur={() => setFocusVisible(false)}
        />
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
export function RadioGroup({ options, value, defaultValue = null, onChange, orientation, ...props }: RadioGroupProps) {
  const [browserError, setBrowserError] = useState<string | null>(null);
  const state = useNativeField({ ...props, browserError });
  const native = useSlottedContext(FormContext)?.validationBehavior !== 'aria';
  const [own, setOwn] = useState(defaultValue);
  const chosen = value === undefined ? own : value;
  const { id, error } = state;
  const choose = (option: string) => {
    state.dismissErrors();
    setBrowserError(null);
    setOwn(option);
    onChange?.(option);
  };
  const shared = { name: props.name ?? id, idPrefix: id, isDisabled: props.isDisabled, isInvalid: state.isInvalid, isRequired: props.isRequired && native, onChoose: choose, onInvalid: setBrowserError };
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-l`}
      aria-describedby={state.describedBy}
      aria-invalid={state.isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      disabled={props.isDisabled}
      className={`${field.field} ${styles.group}`}
    >
      <legend id={`${id}-l`} className={props.hideLabel ? visuallyHidden : `${field.label} ${styles.legend}`}>
        {props.label}
        {props.isRequired && !props.hideLabel && <span aria-hidden="true"> *</span>}
      </legend>
      <div className={orientation === 'horizontal' ? `${toggle.options} ${toggle.optionsRow}` : toggle.options}>
        {options.map((option) => (
          <RadioOption key={option.id} option={option} checked={chosen === option.id} {...shared} />
        ))}
      </div>
      {props.description && <span id={`${id}-d`} className={field.description}>{props.description}</span>}
      {error && <span id={`${id}-e`} className={field.error}>{error}</span>}
    </fieldset>
  );
}
