import { Switch as RACSwitch } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import { useToggle, type ToggleProps } from './toggle';
import * as styles from './Toggle.css';

/** Props of Switch: `isSelected`/`defaultSelected`/`onChange`, `name` and `value` for forms. */
export type SwitchProps = ToggleProps;

/** An on/off switch (React Aria's: a native checkbox with role switch) with its label; `hideLabel` keeps the name for screen readers only. */
export function Switch(props: SwitchProps) {
  const toggle = useToggle(props);
  return (
    <div className={styles.field}>
      <RACSwitch {...toggle.props} className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={props.hideLabel ? visuallyHidden : undefined}>{props.label}</span>
      </RACSwitch>
      {toggle.help}
    </div>
  );
}
