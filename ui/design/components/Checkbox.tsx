import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import { CheckIcon, MinusIcon } from './Icon';
import { useToggle, type ToggleProps } from './toggle';
import * as styles from './Toggle.css';

/** Props of Checkbox: `isSelected`/`defaultSelected`/`onChange`, `isIndeterminate`, `name`, `value`. */
export interface CheckboxProps extends ToggleProps {
  /** Shows a dash (and "mixed" to screen readers), e.g. select-all over a partial selection. */
  isIndeterminate?: boolean;
}

/** The box with its check or dash; also used by Table's selection column. */
export function CheckboxIndicator({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
    </span>
  );
}

/** A labelled checkbox (a native input, visually replaced by the box) with an optional description. */
export function Checkbox({ isIndeterminate = false, ...props }: CheckboxProps) {
  const toggle = useToggle(props);
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only; the browser then reports the box as "mixed".
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <div className={styles.field}>
      <label className={styles.button} {...toggle.data} data-indeterminate={isIndeterminate || undefined}>
        <span>
          <input ref={input} {...toggle.input} />
        </span>
        <CheckboxIndicator isSelected={toggle.checked} isIndeterminate={isIndeterminate} />
        <span className={props.hideLabel ? visuallyHidden : undefined}>{props.label}</span>
      </label>
      {toggle.help}
    </div>
  );
}
