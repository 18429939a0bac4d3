// The one form engine of the console (STYLE §5): a valibot schema in, field errors and submit
// state out. The values are edits kept over the values given (the entity's live ones, or a new
// one's defaults), so a change made elsewhere shows at once and a saved form is clean again. A
// field's errors show once it is touched (or from the first submit on); a server refusal of a
// field shows under it until the next change, anything else above the form and in the error toast.
// `errors` has the shape React Aria's <Form validationErrors> takes.
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { parseForm, serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { toast } from './Toast';

type Values = Record<string, unknown>;

/** Options of useForm. */
export interface FormOptions<V extends Values, O> {
  /** The values to edit: an entity's (edits stay on top when it changes) or a new one's defaults. */
  values: V;
  /** The rules: its issues are the field errors (by dot path), its output is what `save` receives. */
  schema: v.GenericSchema<unknown, O>;
  /** Saves; resolves to `false` when it has reported the outcome itself and nothing more should happen. */
  save: (output: O) => Promise<unknown>;
  /** The values after `field` changes to `value`, for rules between fields (the key following the name). */
  apply?: (values: V, field: keyof V & string, value: unknown) => V;
  /**
   * When a field's errors show: once it is changed or left (default), once it is changed (leaving
   * an untouched field says nothing), or only from the first submit on.
   */
  showErrors?: 'touched' | 'changed' | 'submitted';
  /** Fields whose errors show as soon as they occur (a running total the field displays anyway). */
  alwaysShow?: readonly string[];
  /** Submit waits for a change and for valid values (default); 'always' lets a press show the errors. */
  submit?: 'when-valid' | 'always';
  /** Read-only: no field takes input and nothing submits. */
  disabled?: boolean;
  /** The success toast (SPEC §8), if any. */
  savedText?: string;
  /** Runs after a save with what `save` resolved to. */
  onSaved?: (saved: unknown) => void;
  /** Keep the values after a save (a form that only asks, like the console's); by default edits are dropped. */
  keepValues?: boolean;
}

type Server = { fields: FieldErrors; form: string | null };
const NO_SERVER: Server = { fields: {}, form: null };

/** The state of one form and what its fields, submit button and <Form> need. */
export function useForm<V extends Values, O>(options: FormOptions<V, O>) {
  const { values: base, schema, apply, showErrors = 'touched', disabled = false } = options;
  const [edits, setEdits] = useState<Partial<V>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState(NO_SERVER);
  const [pending, setPending] = useState(false);
  const values = { ...base, ...edits } as V;
  const parsed = parseForm(schema, values);
  const issues = parsed.ok ? {} : parsed.errors;
  const valid = parsed.ok;
  const dirty = Object.entries(edits).some(([name, value]) => value !== base[name]);
  const shows = (field: string) => submitted || (showErrors !== 'submitted' && touched.has(field)) || !!options.alwaysShow?.includes(field);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(issues).filter(([field]) => shows(field))), ...server.fields };
  const canSubmit = !disabled && !pending && (options.submit === 'always' || (dirty && valid));
  const touch = (field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  /**
   * Sets `field` (through `apply`); `owner` is the field whose errors it touches (a date is part of
   * a value). Changes made one after another in one event all count.
   */
  const change =
    (field: keyof V & string, owner: string = field) =>
    (value: unknown) => {
      setEdits((prev) => {
        const current = { ...base, ...prev } as V;
        const next = apply ? apply(current, field, value) : { ...current, [field]: value };
        return Object.fromEntries(Object.entries(next).filter(([name, v]) => v !== base[name])) as Partial<V>;
      });
      touch(owner);
      setServer(NO_SERVER);
    };
  /** Sets several fields, each as `change` does. */
  const patch = (values: Partial<V>) => Object.entries(values).forEach(([field, value]) => change(field as keyof V & string)(value));
  const saved = (result: unknown) => {
    if (options.savedText) toast.success(options.savedText);
    if (!options.keepValues) {
      setEdits({});
      setTouched(new Set());
      setSubmitted(false);
    }
    options.onSaved?.(result);
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!canSubmit || !parsed.ok) return;
    setPending(true);
    try {
      const result = await options.save(parsed.value);
      // The save has reported its outcome and closed the form (a rule saved in part).
      if (result === false) return;
      saved(result);
    } catch (error) {
      setServer(serverErrors(error, Object.keys(values)));
      toast.error(errorText(error));
    }
    setPending(false);
  };
  /** Props of a text field bound to `name`: value, change, touch on leaving, its first error, read-only state. */
  const field = (name: keyof V & string) => {
    const message = errors[name]?.[0];
    const onBlur = () => showErrors === 'touched' && touch(name);
    return { name, value: String(values[name] ?? ''), onChange: change(name), onBlur, isInvalid: !!message, errorMessage: message, isDisabled: disabled };
  };
  const output = parsed.ok ? parsed.value : undefined;
  return { values, output, issues, errors, formError: server.form, pending, dirty, valid, canSubmit, disabled, change, patch, touch, submit, field };
}

/** What useForm returns. */
export type FormState<V extends Values = Values> = ReturnType<typeof useForm<V, unknown>>;
