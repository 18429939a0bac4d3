// The shared part of Checkbox and Switch: their props and the description under them. React
// Aria's Checkbox and Switch render the hidden native input inside the label and expose the
// state as data attributes, which Toggle.css.ts styles the label by.
import { useId } from 'react';
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

/** React Aria's props for the toggle (minus the label parts) and its description element. */
export function useToggle({ label: _label, hideLabel: _hide, description, ...props }: ToggleProps) {
  const id = useId();
  return {
    props: { ...props, 'aria-describedby': description ? id : undefined },
    help: description ? (
      <span id={id} className={field.description}>
        {description}
      </span>
    ) : null,
  };
}
