// A JSON field on a plain textarea (DESIGN.md: no code editor; CodeMirror alone outweighs the console).
import { useMemo, useRef, useState } from 'react';
import { jsonSyntaxError, parseJson } from '../../lib/json';
import { escapedControls, isLongText, shortened } from '../../lib/text';
import { Button } from './Button';
import { useLongPaste } from './longPaste';
import type { FieldBaseProps } from './Field';
import { TextArea } from './TextField';
import * as styles from './JsonEditor.css';

/** Props of JsonEditor. */
export interface JsonEditorProps extends FieldBaseProps {
  /** The form field name: the Form's validationErrors[name] show under it. */
  name?: string;
  value: string;
  onChange: (text: string) => void;
  /** Leaving the field (a form engine marks it touched). */
  onBlur?: () => void;
  isDisabled?: boolean;
  /** Visible rows (default 6). */
  rows?: number;
}

/**
 * A monospace JSON textarea with a "Format" button (2-space indent). The caller's `errorMessage`
 * (its form's rule, e.g. "Must be valid context value") shows as given; without one, text that
 * does not parse shows its syntax error with line and column once the field is touched (SPEC §5).
 * Tab leaves the field as usual. Bidi controls show as their `\u` escapes (the same JSON), so they
 * cannot reorder the text around them (issue 13). A text too long to lay out (a 1 MB context,
 * issue 43) is kept but not shown, with its length, its start and Clear; typing replaces it.
 */
export function JsonEditor({ value, onChange, onBlur, errorMessage, rows = 6, isDisabled, ...field }: JsonEditorProps) {
  const [touched, setTouched] = useState(false);
  const own = touched && value.trim() !== '' ? jsonSyntaxError(value) : null;
  const problem = typeof errorMessage === 'string' && errorMessage !== '' ? errorMessage : own;
  const parsed = value.trim() === '' ? null : parseJson(value);
  // A text too long to lay out in a textarea is kept but not shown: typing or pasting replaces it.
  const long = isLongText(value);
  // Once per text: a megabyte of it is a long task on every render otherwise (issue 43).
  const shown = useMemo(() => (long ? '' : escapedControls(value)), [value, long]);
  const note = long && (
    <>
      {field.description} Too long to show; typing replaces it: <code>{escapedControls(shortened(value, 100))}</code>
    </>
  );
  const root = useRef<HTMLDivElement>(null);
  useLongPaste(root, (text) => {
    setTouched(true);
    onChange(text);
  });
  const format = () => {
    if (parsed?.ok) onChange(JSON.stringify(parsed.value, null, 2));
  };
  return (
    <div ref={root} className={field.hideLabel ? styles.editorHiddenLabel : styles.editor}>
      <TextArea
        {...field}
        description={note || field.description}
        mono
        rows={rows}
        value={shown}
        isDisabled={isDisabled}
        isInvalid={!!problem}
        errorMessage={problem ?? errorMessage}
        onChange={(text) => {
          setTouched(true);
          onChange(text);
        }}
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
      />
      <div className={styles.tools}>
        {long && (
          <Button tone="quiet" size="sm" onPress={() => onChange('')} isDisabled={isDisabled}>
            Clear
          </Button>
        )}
        <Button tone="quiet" size="sm" onPress={format} isDisabled={isDisabled || long || !parsed?.ok}>
          Format
        </Button>
      </div>
    </div>
  );
}
