import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import { FieldHelp } from './Field';
import { CheckIcon, MinusIcon } from './Icon';
import * as styles from './Toggle.css';

/** Props of Checkbox: `isSelected`/`defaultSelected`/`onChange`, `isIndeterminate`, `name`, `value`. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  hideLabel?: boolean;
  description?: string;
}

/** The box with its check or dash; also used by Table's selection column. */
export function CheckboxIndicator({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
    </span>
  );
}

/** A labelled checkbox with optional description and validation message. */
export function Checkbox({ label, hideLabel, description, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxIndicator isSelected={isSelected} isIndeterminate={isIndeterminate} />
            <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} />
    </CheckboxField>
  );
}
