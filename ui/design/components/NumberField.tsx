import { Group, Input, NumberField as RACNumberField, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { IconButton } from './Button';
import { MinusIcon, PlusIcon } from './Icon';
import * as styles from './NumberField.css';

/** Props of NumberField (minValue, maxValue, step, formatOptions, value/onChange from RAC). */
export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  placeholder?: string;
}

/** A labelled, locale-aware number input with decrement and increment buttons and arrow-key stepping. */
export function NumberField({ label, hideLabel, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <Group className={`${field.control} ${styles.group}`}>
        <Input placeholder={placeholder} className={styles.input} />
        <span className={styles.steppers}>
          <IconButton slot="decrement" icon={MinusIcon} label="Decrease" size="sm" />
          <IconButton slot="increment" icon={PlusIcon} label="Increase" size="sm" />
        </span>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
