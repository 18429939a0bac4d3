// A JSON field on a plain textarea (DESIGN.md: no code editor; CodeMirror alone outweighs the console).
import { useState } from 'react';
import { parseJson } from '../../lib/json';
import { Button } from './Button';
import type { FieldBaseProps } from './Field';
import { TextArea } from './TextField';
import * as styles from './JsonEditor.css';

/** Props of JsonEditor. */
export interface JsonEditorProps extends FieldBaseProps {
  /** The form field name: the Form's validationErrors[name] show under it. */
  name?: string;
  value: string;
  onChange: (text: string) => void;
  /** The field's own rule (e.g. checkContext); its message shows exactly as returned. Without it, any non-empty text must parse. */
  validate?: (text: string) => string | null;
  isDisabled?: boolean;
  /** Visible rows (default 6). */
  rows?: number;
}

/** The message for `text`: validate's, or a syntax error with its line and column. */
function problemOf(text: string, validate: JsonEditorProps['validate']): string | null {
  if (validate) return validate(text);
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  return parsed.ok ? null : `Must be valid JSON (line ${parsed.line}, column ${parsed.column})`;
}

/**
 * A monospace JSON textarea with a "Format" button (2-space indent). Its error shows once the
 * field is touched (SPEC §5); an `errorMessage` string always shows. Tab leaves the field as usual.
 */
export function JsonEditor({ value, onChange, validate, errorMessage, rows = 6, isDisabled, ...field }: JsonEditorProps) {
  const [touched, setTouched] = useState(false);
  const problem = touched ? problemOf(value, validate) : null;
  const parsed = value.trim() === '' ? null : parseJson(value);
  const format = () => {
    if (parsed?.ok) onChange(JSON.stringify(parsed.value, null, 2));
  };
  return (
    <div className={field.hideLabel ? styles.editorHiddenLabel : styles.editor}>
      <TextArea
        {...field}
        mono
        rows={rows}
        value={value}
        isDisabled={isDisabled}
        isInvalid={!!problem || (typeof errorMessage === 'string' && errorMessage !== '')}
        errorMessage={problem ?? errorMessage}
        onChange={(text) => {
          setTouched(true);
          onChange(text);
        }}
        onBlur={() => setTouched(true)}
      />
      <div className={styles.tools}>
        <Button tone="quiet" size="sm" onPress={format} isDisabled={isDisabled || !parsed?.ok}>
          Format
        </Button>
      </div>
    </div>
  );
}
