// The shared part of Checkbox and Switch: a native checkbox inside its label, with the state
// React Aria's toggles exposed as data attributes (Toggle.css.ts styles the label by them).
import { useId, useState, type FocusEvent } from 'react';
import * as field from '../recipes/field.css';
import { isFocusVisible } from './focusVisible';

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

/** Props for the label, the input and the description of a toggle. */
export function useToggle(props: ToggleProps) {
  const { isSelected, defaultSelected = false, onChange, isDisabled, isInvalid, description } = props;
  const [own, setOwn] = useState(defaultSelected);
  const [focusVisible, setFocusVisible] = useState(false);
  const id = useId();
  const checked = isSelected ?? own;
  return {
    checked,
    label: {
      'data-selected': checked || undefined,
      'data-disabled': isDisabled || undefined,
      'data-invalid': isInvalid || undefined,
      'data-focus-visible': focusVisible || undefined,
    },
    input: {
      type: 'checkbox',
      checked,
      name: props.name,
      value: props.value,
      disabled: isDisabled,
      required: props.isRequired,
      autoFocus: props.autoFocus,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': description ? id : undefined,
      onChange: (e: { currentTarget: HTMLInputElement }) => {
        if (isSelected === undefined) setOwn(e.currentTarget.checked);
        onChange?.(e.currentTarget.checked);
      },
      onFocus: (e: FocusEvent<HTMLInputElement>) => setFocusVisible(isFocusVisible(e.currentTarget)),
      onBlur: () => setFocusVisible(false),
    },
    help: description ? (
      <span id={id} className={field.description}>
        {description}
      </span>
    ) : null,
  };
}
