// A native <select> in the design's field shell: the platform's own picker (a combobox to
// assistive technology, `selectOption` to browser automation), for short fixed lists where a
// custom listbox adds nothing: theme, constraint type and operator, a boolean value.
import type { SelectHTMLAttributes } from 'react';
import * as field from '../recipes/field.css';
import { NativeField, useNativeField, type FieldBaseProps } from './Field';
import type { Option } from './options';
import * as styles from './Select.css';

type Native = 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'disabled' | 'required' | 'id';

/** Props of NativeSelect: `value`/`onChange` carry the option id. */
export interface NativeSelectProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, Native | keyof FieldBaseProps> {
  options: readonly Option[];
  value: string;
  onChange: (id: string) => void;
  /** The element id, when a stable one is part of the screen's contract (e.g. `defaultValue`). */
  id?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
}

/** A labelled native single-choice select. */
export function NativeSelect({ options, value, onChange, id, label, hideLabel, description, errorMessage, isDisabled, isRequired, isInvalid, ...rest }: NativeSelectProps) {
  const state = useNativeField({ id, description, errorMessage, name: rest.name, isInvalid });
  return (
    <NativeField label={label} hideLabel={hideLabel} description={description} isRequired={isRequired} state={state}>
      <select
        {...rest}
        id={state.id}
        value={value}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={state.isInvalid || undefined}
        aria-describedby={state.describedBy}
        className={`${field.control} ${field.nativeControl} ${styles.native}`}
        onChange={(e) => {
          state.dismissErrors();
          onChange(e.currentTarget.value);
        }}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id} disabled={o.isDisabled}>
            {o.label}
          </option>
        ))}
      </select>
    </NativeField>
  );
}
