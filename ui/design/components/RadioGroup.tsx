// React Aria's RadioGroup: one Tab stop, arrow keys move the choice, native radios submit with the
// form, and the Form's validation (native or aria, server errors by name) shows under the group.
// Toggle.css draws the circles on each Radio's label.
import { useId } from 'react';
import { Radio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
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

/** One radio with its label and, under it, its option's description. */
function RadioOption({ option, idPrefix }: { option: Option; idPrefix: string }) {
  const helpId = `${idPrefix}-${option.id}`;
  return (
    <div className={toggle.field}>
      <Radio value={option.id} isDisabled={option.isDisabled} aria-describedby={option.description ? helpId : undefined} className={toggle.button}>
        <span className={toggle.radio} aria-hidden="true" />
        {option.label}
      </Radio>
      {option.description && (
        <span id={helpId} className={field.description}>
          {option.description}
        </span>
      )}
    </div>
  );
}

/** A labelled group of radio buttons (arrow keys move between options), with description and error. */
export function RadioGroup({ options, label, hideLabel, description, errorMessage, orientation = 'vertical', ...props }: RadioGroupProps) {
  const idPrefix = useId();
  return (
    <RACRadioGroup {...props} orientation={orientation} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <div className={orientation === 'horizontal' ? `${toggle.options} ${toggle.optionsRow}` : toggle.options}>
        {options.map((option) => (
          <RadioOption key={option.id} option={option} idPrefix={idPrefix} />
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}
