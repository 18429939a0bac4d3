// A native <select>: keyboard, screen-reader and touch behaviour come from the browser, and it
// costs almost nothing in the bundle (React Aria's Select + ListBox cost ~9 kB gzip).
import { FormContext, useSlottedContext } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { NativeField, useNativeField, type FieldBaseProps } from './Field';
import { ChevronDownIcon } from './Icon';
import * as styles from './Select.css';

/** One choice of a Select or RadioGroup. */
export interface Option {
  id: string;
  label: string;
  /** Shown under the label by RadioGroup (Select shows labels only). */
  description?: string;
  isDisabled?: boolean;
}

/** Props of Select: single choice; `value`/`defaultValue`/`onChange` carry the option id. */
export interface SelectProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen id (controlled); null or an unknown id shows the placeholder. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /** Submitted under this name; the Form's `validationErrors[name]` show under the field. */
  name?: string;
  /** Shown (and submitted as "") while nothing is chosen. */
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
}

/** A labelled single-choice dropdown (a native select), submitted under `name` in forms. */
export function Select({ options, value, defaultValue, placeholder, onChange, ...props }: SelectProps) {
  const state = useNativeField(props);
  // With validationBehavior="aria" the Form validates; the browser must not block the submit.
  const native = useSlottedContext(FormContext)?.validationBehavior !== 'aria';
  const chosen = value === undefined ? defaultValue : value;
  return (
    <NativeField {...props} state={state}>
      <div className={styles.wrapper}>
        <select
          id={state.id}
          name={props.name}
          className={`${field.control} ${field.nativeControl} ${styles.select}`}
          value={value === undefined ? undefined : (value ?? '')}
          defaultValue={value === undefined ? (defaultValue ?? '') : undefined}
          disabled={props.isDisabled}
          required={props.isRequired && native}
          aria-required={props.isRequired && !native ? true : undefined}
          aria-invalid={state.isInvalid || undefined}
          aria-describedby={state.describedBy}
          autoFocus={props.autoFocus}
          onChange={(e) => {
            state.dismissErrors();
            onChange?.(e.currentTarget.value);
          }}
        >
          {!options.some((o) => o.id === chosen) && (
            <option value="" disabled hidden>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((o) => (
            <option key={o.id} value={o.id} disabled={o.isDisabled}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </div>
    </NativeField>
  );
}
