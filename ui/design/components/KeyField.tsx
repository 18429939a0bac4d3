// A key input that says what it could not take (issue 29.13): the form drops characters a key may
// not hold as they are typed (lib/slug), and without a word the operator's keystrokes vanished.
import { useState } from 'react';
import { droppedFromKey } from '../../lib/slug';
import { TextField, type TextFieldProps } from './TextField';

/** A monospace key field; while the last edit lost characters, its description says which and why. */
export function KeyField({ description, onChange, ...props }: TextFieldProps) {
  const [dropped, setDropped] = useState('');
  const note = dropped && (
    <span role="status">
      Left out {dropped}: a key holds only letters, numbers, &quot;-&quot;, &quot;_&quot; and &quot;,&quot;.
    </span>
  );
  return (
    <TextField
      {...props}
      mono
      description={note || description}
      onChange={(text) => {
        setDropped(droppedFromKey(text));
        onChange?.(text);
      }}
    />
  );
}
