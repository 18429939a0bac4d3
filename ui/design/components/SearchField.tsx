// A native search input (React Aria's SearchField adds ~0.7 kB gzip for what the browser does).
import { useRef } from 'react';
import * as field from '../recipes/field.css';
import { IconButton } from './Button';
import { NativeField, useNativeField, type FieldBaseProps } from './Field';
import { CloseIcon, SearchIcon } from './Icon';
import * as styles from './SearchField.css';

/** Props of SearchField: `defaultValue` is the text it starts with, `onChange` hears every change. */
export interface SearchFieldProps extends FieldBaseProps {
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter pressed in the field. */
  onSubmit?: (value: string) => void;
  /** The field was cleared with Escape or the clear button. */
  onClear?: () => void;
  placeholder?: string;
  name?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
}

/**
 * A labelled search input with a clear button; Escape clears it. Debounce in the caller if needed.
 * The input keeps its own text (uncontrolled) and CSS hides the clear button while the placeholder
 * shows (so the placeholder must not be empty), so a keystroke renders nothing and costs the
 * browser's own editing plus the caller's `onChange` (issue 15). To set the text from outside,
 * give it a new `key`.
 */
export function SearchField({ defaultValue = '', onChange, onSubmit, onClear, placeholder = 'Search', ...props }: SearchFieldProps) {
  const state = useNativeField(props);
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    if (state.isInvalid) state.dismissErrors();
    onChange?.(next);
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    change('');
    onClear?.();
  };
  return (
    <NativeField {...props} state={state}>
      <div className={styles.wrap}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <input
          ref={input}
          id={state.id}
          type="search"
          name={props.name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          disabled={props.isDisabled}
          autoFocus={props.autoFocus}
          aria-invalid={state.isInvalid || undefined}
          aria-describedby={state.describedBy}
          className={`${field.control} ${field.nativeControl} ${styles.input}`}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={(e) => {
            const text = e.currentTarget.value;
            // Escape on an empty field is left to the page (it may close a dialog).
            if (e.key === 'Escape' && text) {
              e.preventDefault();
              e.stopPropagation();
              clear();
            } else if (e.key === 'Enter') onSubmit?.(text);
          }}
        />
        {!props.isDisabled && (
          <span className={styles.clear}>
            <IconButton
              icon={CloseIcon}
              label="Clear search"
              size="sm"
              excludeFromTabOrder
              onPress={() => {
                clear();
                input.current?.focus();
              }}
            />
          </span>
        )}
      </div>
    </NativeField>
  );
}
