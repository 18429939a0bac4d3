// Native text inputs in the design's field shell (React Aria's TextField, Input and validation
// state cost ~3 kB gzip for what the browser does).
import { useState, type FocusEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormContext, useSlottedContext } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { hasHidden } from '../../lib/text';
import { NativeField, useNativeField, type FieldBaseProps } from './Field';
import { HiddenNote } from './VisibleText';

type Native = 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'disabled' | 'readOnly' | 'required' | 'id';

interface TextProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  placeholder?: string;
  /** Monospace input, for keys and ids. */
  mono?: boolean;
  /** The element id, when a stable one is part of the screen's contract (e.g. `key`). */
  id?: string;
  /**
   * Told on each input and on leaving whether the field holds text the browser cannot read as its
   * type (`1-2` in a number input, 02/31 in a date input), whose value is then '' (issue 29.5).
   */
  onBadInput?: (bad: boolean) => void;
  /** Warn under the field while its text holds hidden characters (keys and names, issue 43). */
  warnHidden?: boolean;
}

/** Props of TextField (plus the native input attributes: type, autoComplete, maxLength, onBlur…). */
export interface TextFieldProps extends TextProps, Omit<InputHTMLAttributes<HTMLInputElement>, Native | keyof TextProps> {}

/** Props of TextArea. */
export interface TextAreaProps extends TextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Native | keyof TextProps> {
  /** Visible rows (default 4). */
  rows?: number;
}

/**
 * The control's props and field state. With the Form's default (native) validation, the
 * browser's message for a failed constraint shows under the field instead of a bubble, from the
 * first submit on; with validationBehavior="aria", `isInvalid`/`errorMessage` say it.
 */
function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(props: TextProps & { name?: string }, className: string) {
  const { label, hideLabel, errorMessage, value, defaultValue, onChange, isRequired, isDisabled, isReadOnly, isInvalid, mono, id, onBadInput, warnHidden, ...rest } = props;
  const hidden = warnHidden && value && hasHidden(value);
  const description = hidden ? (
    <>
      {props.description}
      <HiddenNote text={value} />
    </>
  ) : (
    props.description
  );
  const native = useSlottedContext(FormContext)?.validationBehavior !== 'aria';
  const [browserError, setBrowserError] = useState<string | null>(null);
  const state = useNativeField({ id, description, errorMessage, name: props.name, isInvalid, browserError });
  const control = {
    ...rest,
    id: state.id,
    value,
    defaultValue,
    disabled: isDisabled,
    readOnly: isReadOnly,
    required: isRequired && native,
    'aria-required': isRequired && !native ? true : undefined,
    'aria-invalid': state.isInvalid || undefined,
    'aria-describedby': state.describedBy,
    className: `${field.control} ${field.nativeControl} ${mono ? field.mono : ''} ${className}`,
    onChange: (e: { currentTarget: E }) => {
      state.dismissErrors();
      if (browserError !== null) setBrowserError(e.currentTarget.validity.valid ? null : e.currentTarget.validationMessage);
      onChange?.(e.currentTarget.value);
    },
    onInvalid: (e: { currentTarget: E; preventDefault(): void }) => {
      e.preventDefault();
      setBrowserError(e.currentTarget.validationMessage);
    },
    ...(onBadInput && {
      onInput: (e: { currentTarget: E }) => onBadInput(e.currentTarget.validity.badInput),
      onBlur: (e: FocusEvent<E>) => {
        (rest as { onBlur?: (e: FocusEvent<E>) => void }).onBlur?.(e);
        onBadInput(e.currentTarget.validity.badInput);
      },
    }),
  };
  return { state, control, field: { label, hideLabel, description, errorMessage, isRequired } };
}

/** A labelled single-line text input with description and error under it (red outline when invalid). */
export function TextField(props: TextFieldProps) {
  const { state, control, field: shell } = useTextControl<HTMLInputElement>(props, '');
  return (
    <NativeField {...shell} state={state}>
      <input {...control} />
    </NativeField>
  );
}

/** A labelled multi-line text input; `mono` for JSON. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { state, control, field: shell } = useTextControl<HTMLTextAreaElement>(props, field.textarea);
  return (
    <NativeField {...shell} state={state}>
      <textarea {...control} rows={rows} spellCheck={props.mono ? false : undefined} />
    </NativeField>
  );
}
