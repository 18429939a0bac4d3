// The shared part of Checkbox and Switch: their props, the native input's state and the
// description under them. The input is a native checkbox inside the label (a click anywhere on
// the label toggles it, Space toggles it from the keyboard); the label carries the state as data
// attributes, which Toggle.css.ts styles it by. React Aria's Checkbox and Switch did the same
// with press, hover and focus hooks the native input does not need (and ~3 kB of the bundle).
import { useId, useState } from 'react';
import * as field from '../recipes/field.css';

/** Props shared by Checkbox and Switch. */
export interface ToggleProps {
  /** The visible (or, with hideLabel, screen-reader-only) label. */
  label: string;
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  description?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Submitted under this name (with `value`, default "on") when selected. */
  name?: string;
  value?: string;
  autoFocus?: boolean;
}

/** The label's data attributes, the native input's props and the description element of a toggle. */
export function useToggle({ label: _label, hideLabel: _hide, description, isSelected, defaultSelected = false, onChange, isDisabled, isInvalid, isRequired, name, value, autoFocus }: ToggleProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultSelected);
  const checked = isSelected ?? own;
  return {
    checked,
    data: { 'data-selected': checked || undefined, 'data-disabled': isDisabled || undefined, 'data-invalid': isInvalid || undefined },
    input: {
      type: 'checkbox' as const,
      checked,
      disabled: isDisabled,
      required: isRequired,
      name,
      value,
      autoFocus,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': description ? id : undefined,
      onChange: (e: { currentTarget: HTMLInputElement }) => {
        const next = e.currentTarget.checked;
        if (isSelected === undefined) setOwn(next);
        onChange?.(next);
      },
    },
    help: description ? (
      <span id={id} className={field.description}>
        {description}
      </span>
    ) : null,
  };
}
