import { RadioButton, RadioField, RadioGroup as RACRadioGroup, type RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import type { Option } from './Select';
import * as styles from './Toggle.css';

/** Props of RadioGroup: `value`/`defaultValue`/`onChange` carry the option id; `name` for forms. */
export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  options: readonly Option[];
}

/** A labelled group of radio buttons (arrow keys move between options). */
export function RadioGroup({ label, hideLabel, description, errorMessage, options, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <div className={props.orientation === 'horizontal' ? `${styles.options} ${styles.optionsRow}` : styles.options}>
        {options.map((option) => (
          <RadioField key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.field}>
            <RadioButton className={styles.button}>
              <span className={styles.radio} aria-hidden="true" />
              {option.label}
            </RadioButton>
            {option.description && <FieldHelp description={option.description} />}
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}
