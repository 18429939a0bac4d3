// The selection checkboxes of Table's rows and header: native <input type="checkbox"> in the look of
// Checkbox. A table is plain HTML (Table.tsx) and a row checkbox has no hard part React Aria would
// carry, while React Aria's Checkbox costs about 2.5 ms per row to mount, most of a 20-row page's
// render (issue 15: time to list).
import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import { CheckboxIndicator } from './Checkbox';
import * as styles from './Toggle.css';

/** Props of TableCheckbox. */
export interface TableCheckboxProps {
  /** The accessible name ("Select checkout", "Select all"). */
  label: string;
  isSelected: boolean;
  /** Some rows but not all are selected: shown as a dash, "mixed" to screen readers. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

/** A row's or the header's selection checkbox. */
export function TableCheckbox({ label, isSelected, isIndeterminate = false, isDisabled, onChange }: TableCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label className={styles.button} data-selected={isSelected || undefined} data-indeterminate={isIndeterminate || undefined} data-disabled={isDisabled || undefined}>
      <input ref={input} type="checkbox" className={visuallyHidden} aria-label={label} checked={isSelected} disabled={isDisabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <CheckboxIndicator isSelected={isSelected} isIndeterminate={isIndeterminate} />
    </label>
  );
}
