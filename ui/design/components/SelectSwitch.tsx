// A true/false choice that looks and flips like a Switch but is a native <select> inside its
// label (issue 42): Flipt 1.56+ scripts click the control by its id to flip it, Flipt 1.54's
// `selectOption` it (browser automation follows a label to its control); assistive technology
// and the keyboard get the select itself (a combobox whose arrows change it).
import { useId, type MouseEvent } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import * as styles from './Toggle.css';

/** Props of SelectSwitch: `id` names the clickable control (the label). */
export interface SelectSwitchProps {
  id: string;
  label: string;
  description?: string;
  value: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
}

/** A labelled true/false select shown as a switch. */
export function SelectSwitch({ id, label, description, value, onChange, isDisabled }: SelectSwitchProps) {
  const own = useId();
  // A click on the switch flips it; one on the select (it has no area of its own) is the select's.
  const flip = (e: MouseEvent<HTMLLabelElement>) => {
    if (e.target instanceof HTMLSelectElement) return;
    e.preventDefault();
    e.currentTarget.querySelector('select')?.focus();
    if (!isDisabled) onChange(!value);
  };
  return (
    <div className={styles.field}>
      <span id={`${own}l`} className={field.label}>
        {label}
      </span>
      {description && (
        <span id={`${own}d`} className={field.description}>
          {description}
        </span>
      )}
      <label id={id} className={styles.button} data-selected={value || undefined} data-disabled={isDisabled || undefined} onClick={flip}>
        <select
          className={visuallyHidden}
          aria-labelledby={`${own}l`}
          aria-describedby={description ? `${own}d` : undefined}
          value={String(value)}
          disabled={isDisabled}
          onChange={(e) => onChange(e.currentTarget.value === 'true')}
        >
          <option value="true">True</option>
          <option value="false">False</option>
        </select>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span aria-hidden="true">{value ? 'True' : 'False'}</span>
      </label>
    </div>
  );
}
