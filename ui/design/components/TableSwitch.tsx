// The on/off switch of a table row ("Enabled checkout"): a native <input type="checkbox"
// role="switch"> in the look of Switch. Like TableCheckbox, it carries nothing React Aria would do
// better in a plain table, while React Aria's Switch costs about 2 ms per row to mount (its press,
// hover and focus hooks), a tenth of the time a 20-row page takes to show (issue 15: time to list).
import { visuallyHidden } from '../recipes/a11y.css';
import * as styles from './Toggle.css';

/** Props of TableSwitch. */
export interface TableSwitchProps {
  /** The accessible name. */
  label: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

/** A row's switch; Space toggles it, like React Aria's. */
export function TableSwitch({ label, isSelected, isDisabled, onChange }: TableSwitchProps) {
  return (
    <label className={styles.button} data-selected={isSelected || undefined} data-disabled={isDisabled || undefined}>
      <input
        type="checkbox"
        role="switch"
        className={visuallyHidden}
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </label>
  );
}
