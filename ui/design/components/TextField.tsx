import {
  Input,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';

type Base = Omit<RACTextFieldProps, 'className' | 'style' | 'children'> & FieldBaseProps;

/** Props of TextField. */
export interface TextFieldProps extends Base {
  placeholder?: string;
  /** Monospace input, for keys and ids. */
  mono?: boolean;
}

/** A labelled single-line text input with description and error under it (red outline when invalid). */
export function TextField({ label, hideLabel, description, errorMessage, placeholder, mono, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <Input placeholder={placeholder} className={mono ? `${field.control} ${field.mono}` : field.control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/** Props of TextArea. */
export interface TextAreaProps extends Base {
  placeholder?: string;
  mono?: boolean;
  /** Visible rows (default 4). */
  rows?: number;
}

/** A labelled multi-line text input; `mono` for JSON. */
export function TextArea({ label, hideLabel, description, errorMessage, placeholder, mono, rows = 4, ...props }: TextAreaProps) {
  const className = [field.control, field.textarea, mono ? field.mono : ''].filter(Boolean).join(' ');
  return (
    <RACTextField {...props} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <RACTextArea placeholder={placeholder} rows={rows} className={className} spellCheck={mono ? false : undefined} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
