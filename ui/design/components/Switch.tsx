import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import { useToggle, type ToggleProps } from './toggle';
import * as styles from './Toggle.css';

/** Props of Switch: `isSelected`/`defaultSelected`/`onChange`, `name` and `value` for forms. */
export interface SwitchProps extends ToggleProps {
  /** A line under the label that is part of the switch's name (as in Flipt's "UTC Timezone"). */
  detail?: string;
}

/** An on/off switch (a native checkbox with role switch) with its label; `hideLabel` keeps the name for screen readers only. */
export function Switch({ detail, ...props }: SwitchProps) {
  const toggle = useToggle(props);
  return (
    <div className={styles.field}>
      <label className={styles.button} {...toggle.data}>
        <span>
          <input role="switch" {...toggle.input} />
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={props.hideLabel ? visuallyHidden : styles.labelText}>
          {props.label}
          {detail && <span className={field.description}> {detail}</span>}
        </span>
      </label>
      {toggle.help}
    </div>
  );
}
