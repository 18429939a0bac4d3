// The one form engine of the console (STYLE §5), form mechanics only: a valibot schema in, field
// errors and submit state out. The values are edits kept over the values given (the entity's live
// ones, or a new one's defaults), so a change made elsewhere shows at once. A field's errors show
// once it is touched (or from the first submit on); a server refusal of a field shows under it
// (only there) until the next change, anything else above the form (`formError`).
// The conflict guard, the unsaved-edit guard and the toasts compose on top (features/forms'
// useGuardedForm); this hook knows none of them.
// `errors` has the shape React Aria's <Form validationErrors> takes.
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { parseForm, serverErrors, type FieldErrors } from '../../lib/forms';
import { useEdits } from './useEdits';

type Values = Record<string, unknown>;

/** Options of useForm (at most eight: mechanics only). */
export interface FormOptions<V extends Values, O> {
  /** The values to edit: an entity's (edits stay on top when it changes) or a new one's defaults. */
  values: V;
  /** The rules: its issues are the field errors (by dot path), its output is what `save` receives. */
  schema: v.GenericSchema<unknown, O>;
  /** Saves; a refusal shows by field or above the form. Resolving to `false` ends quietly (still pending: the form closes). */
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
  /**
   * Submit waits for a change and for valid values (default); 'always' lets a press show the
   * errors; 'when-changed' too, but only once something changed (an edit of a saved record).
   */
  submit?: 'when-valid' | 'when-changed' | 'always';
  /** Read-only: no field takes input and nothing submits. */
  disabled?: boolean;
}

/** The server's last refusal. */
type Server = { fields: FieldErrors; form: string | null };
const NO_SERVER: Server = { fields: {}, form: null };

/** The fields touched so far, and whether the form was submitted (then every error shows). */
function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const touch = (field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const clear = () => {
    setTouched(new Set());
    setSubmitted(false);
  };
  return { touched, submitted, touch, submit: () => setSubmitted(true), clear };
}

/** The save in flight, and the server's last refusal: by field when it names one of `fields`, else form-level. */
function useSave() {
  const [server, setServer] = useState(NO_SERVER);
  const [pending, setPending] = useState(false);
  /** Resolves to whether the save went through (false: refused). */
  const run = async (save: () => Promise<unknown>, fields: readonly string[]) => {
    setPending(true);
    try {
      // The save has reported its outcome and closed the form (a rule saved in part).
      if ((await save()) === false) return true;
    } catch (error) {
      setServer(serverErrors(error, fields));
      setPending(false);
      return false;
    }
    setPending(false);
    return true;
  };
  return { server, pending, run, clear: () => setServer(NO_SERVER) };
}

/** The state of one form and what its fields, submit button and <Form> need. */
export function useForm<V extends Values, O>(options: FormOptions<V, O>) {
  const { schema, showErrors = 'touched', disabled = false } = options;
  const edits = useEdits(options.values, options.apply);
  const marks = useTouched();
  const saving = useSave();
  const { server, pending } = saving;
  const { values } = edits;
  const parsed = parseForm(schema, values);
  const issues = parsed.ok ? {} : parsed.errors;
  const shows = (field: string) => marks.submitted || (showErrors !== 'submitted' && marks.touched.has(field)) || !!options.alwaysShow?.includes(field);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(issues).filter(([field]) => shows(field))), ...server.fields };
  const ready = { always: true, 'when-changed': edits.dirty, 'when-valid': edits.dirty && parsed.ok }[options.submit ?? 'when-valid'];
  const canSubmit = !disabled && !pending && ready;

  /** Sets `field`; `owner` is the field whose errors it touches (a date is part of a value). */
  const change =
    (field: keyof V & string, owner: string = field) =>
    (value: unknown) => {
      edits.set(field, value);
      marks.touch(owner);
      saving.clear();
    };
  /** Sets several fields, each as `change` does. */
  const patch = (next: Partial<V>) => Object.entries(next).forEach(([field, value]) => change(field as keyof V & string)(value));
  /** Runs `save` as the form's save: pending meanwhile, a refusal by field or above the form. */
  const run = (save: () => Promise<unknown>) => saving.run(save, Object.keys(values));
  /** Resolves to whether the values were saved (a dialog closes then). */
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    marks.submit();
    return canSubmit && parsed.ok && (await run(() => options.save(parsed.value)));
  };
  /** Props of a text field bound to `name`: value, change, touch on leaving, its first error, read-only state. */
  const field = (name: keyof V & string) => {
    const message = errors[name]?.[0];
    const onBlur = () => showErrors === 'touched' && marks.touch(name);
    return { name, value: String(values[name] ?? ''), onChange: change(name), onBlur, isInvalid: !!message, errorMessage: message, isDisabled: disabled };
  };
  /** Drops the edits, the marks and the server's refusal: the values given are shown again. */
  const reset = () => [edits.clear, marks.clear, saving.clear].forEach((clear) => clear());
  const output = parsed.ok ? parsed.value : undefined;
  return {
    ...{ values, output, issues, errors, formError: server.form, pending, dirty: edits.dirty, valid: parsed.ok, canSubmit, disabled },
    ...{ change, patch, touch: marks.touch, submit, field, reset },
    /** For guards composed on top: every error shows, a save run as the form's, the edits and what they started from. */
    engine: { showAll: marks.submit, run, edits: edits.edits, started: edits.started, rebase: edits.rebase },
  };
}

/** What useForm returns. */
export type FormState<V extends Values = Values> = ReturnType<typeof useForm<V, unknown>>;
