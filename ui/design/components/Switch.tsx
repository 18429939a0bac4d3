import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import { FieldHelp } from './Field';
import * as styles from './Toggle.css';

/** Props of Switch: `isSelected`/`defaultSelected`/`onChange`, `name` and `value` for forms. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  hideLabel?: boolean;
  description?: string;
}

/** An on/off switch (role switch) with its label; `hideLabel` keeps the name for screen readers only. */
export function Switch({ label, hideLabel, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
      </SwitchButton>
      {description && <FieldHelp description={description} />}
    </SwitchField>
  );
}
