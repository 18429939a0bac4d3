// The state every slide-over form shares (SPEC §4–5): controlled values, messages shown once a
// field is touched, a server refusal by its field (or above the form), and a pending save. Submit
// waits for a valid change; after a save the success toast shows and the form closes.
import { useState, type FormEvent } from 'react';
import { serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { toast } from './Toast';

/** Options of useFormState. */
export interface FormStateOptions<V extends Record<string, string>> {
  initial: V;
  /** The fields that show messages; a server message for any other goes above the form. */
  fields: readonly string[];
  /** Client-side messages by field for the values as they stand. */
  check: (values: V) => FieldErrors;
  /** The values after `field` changes to `text` (default: just that field). */
  apply?: (values: V, field: keyof V & string, text: string) => V;
  save: (values: V) => Promise<unknown>;
  /** The success toast (SPEC §8). */
  savedText: string;
  onClose: () => void;
}

type ServerErrors = { fields: FieldErrors; form: string | null };

// A server message shows until the next change: the change may well have fixed it.
const NO_SERVER_ERRORS: ServerErrors = { fields: {}, form: null };

/** Values, shown messages and handlers of a controlled create or edit form. */
export function useFormState<V extends Record<string, string>>({ initial, fields, check, apply, save, savedText, onClose }: FormStateOptions<V>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState(NO_SERVER_ERRORS);
  const [pending, setPending] = useState(false);
  const client = check(values);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(client).filter(([field]) => touched.has(field))), ...server.fields };
  const invalid = Object.keys(client).length > 0;
  const touch = (field: string) => setTouched((prev) => new Set(prev).add(field));
  /** A change of `field`; `owner` is the field whose messages it affects (a date is part of a value). */
  const change =
    (field: keyof V & string, owner: string = field) =>
    (text: string) => {
      setValues((prev) => (apply ? apply(prev, field, text) : { ...prev, [field]: text }));
      touch(owner);
      setServer(NO_SERVER_ERRORS);
    };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return setTouched(new Set(fields));
    setPending(true);
    try {
      await save(values);
      toast.success(savedText);
      onClose();
    } catch (error) {
      setServer(serverErrors(error, fields));
      toast.error(errorText(error));
      setPending(false);
    }
  };
  /** Props of a text field bound to `name`: value, change, touch on blur, its first message. */
  const field = (name: keyof V & string) => {
    const message = errors[name]?.[0];
    return { name, value: values[name], onChange: change(name), onBlur: () => touch(name), isInvalid: !!message, errorMessage: message };
  };
  const dirty = Object.keys(values).some((name) => values[name] !== start[name]);
  return { values, errors, formError: server.form, pending, canSubmit: dirty && !invalid, change, touch, submit, field };
}

/** What useFormState returns. */
export type FormState<V extends Record<string, string>> = ReturnType<typeof useFormState<V>>;
