// The one form engine of the console (STYLE §5): a valibot schema in, field errors and submit
// state out. The values are edits kept over the values given (the entity's live ones, or a new
// one's defaults), so a change made elsewhere shows at once and a saved form is clean again. A
// field's errors show once it is touched (or from the first submit on); a server refusal of a
// field shows under it (only there) until the next change, anything else above the form and in
// the error toast.
// `errors` has the shape React Aria's <Form validationErrors> takes.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { isChosenNotSaved, NotSaved } from '../../lib/conflicts';
import { parseForm, serverErrors, type FieldErrors } from '../../lib/forms';
import { setDirty } from '../../lib/unsaved';
import { changedElsewhere, guardedFormSave, type FormCurrent } from './formGuard';
import { toast } from './Toast';
import { useEdits } from './useEdits';

type Values = Record<string, unknown>;

/** Options of useForm. */
export interface FormOptions<V extends Values, O, S = unknown> {
  /** The values to edit: an entity's (edits stay on top when it changes) or a new one's defaults. */
  values: V;
  /** The rules: its issues are the field errors (by dot path), its output is what `save` receives. */
  schema: v.GenericSchema<unknown, O>;
  /**
   * Saves; resolves to `false` when it has reported the outcome itself and nothing more should
   * happen. With `current`, `source` is the record as just read, to build the request on.
   */
  save: (output: O, source: S | undefined) => Promise<unknown>;
  /**
   * The conflict guard of a form of a saved record (issue 26): how to read the record now. A save
   * then writes the edits over the record as it is now, asking first when a field the operator
   * edits changed elsewhere; `elsewhere` says so while editing.
   */
  current?: FormCurrent<V, S>;
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
  /** The success toast (SPEC §8), if any. */
  savedText?: string;
  /** Runs after a save with what `save` resolved to. */
  onSaved?: (saved: unknown) => void;
  /** Keep the values after a save (a form that only asks, like the console's); by default edits are dropped. */
  keepValues?: boolean;
  /** Ask before edits are lost by leaving (default); false for a form whose edits are scratch. */
  guard?: boolean;
  /** Whether the form is still on screen at route `path` (its page's other tabs): going there does not ask. */
  stays?: (path: string) => boolean;
  /**
   * The record was deleted elsewhere (issue 36): the form says so, keeps the values and does not
   * submit; `recreate` creates a new record from the output (checked as a submit checks it), and
   * `discard` (also run once it is re-created) drops the form.
   */
  gone?: { recreate: (output: O) => Promise<unknown>; discard: () => void } | false | null;
}

/** The server's last refusal; `gone`: the save found the record deleted. */
type Server = { fields: FieldErrors; form: string | null; gone?: boolean };
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
function useSave(onSaved: (result: unknown) => void, onNotSaved: (error: NotSaved) => void) {
  const [server, setServer] = useState(NO_SERVER);
  const [pending, setPending] = useState(false);
  const run = async (save: () => Promise<unknown>, fields: readonly string[]) => {
    setPending(true);
    try {
      const result = await save();
      // The save has reported its outcome and closed the form (a rule saved in part).
      if (result === false) return;
      onSaved(result);
    } catch (error) {
      // The operator chose to keep the other change or to review: nothing to report.
      if (isChosenNotSaved(error)) {
        setPending(false);
        return onNotSaved(error);
      }
      const refusal = serverErrors(error, fields);
      setServer({ ...refusal, gone: error instanceof NotSaved });
      // An error shown under its field is not toasted as well; only a form-level one is (SPEC §8).
      if (refusal.form !== null) toast.error(refusal.form);
    }
    setPending(false);
  };
  return { server, pending, run, clear: () => setServer(NO_SERVER) };
}

/** Registers the form as holding unsaved edits while `dirty` (lib/unsaved); `release` unregisters it at once. */
function useUnsavedGuard(dirty: boolean, stays: ((path: string) => boolean) | undefined) {
  const id = useRef({}).current;
  const latest = useRef(stays);
  latest.current = stays;
  useEffect(() => setDirty(id, dirty ? { stays: (path) => latest.current?.(path) ?? false } : null), [id, dirty]);
  useEffect(() => () => setDirty(id, null), [id]);
  return { release: () => setDirty(id, null) };
}

/** The state of one form and what its fields, submit button and <Form> need. */
export function useForm<V extends Values, O, S = unknown>(options: FormOptions<V, O, S>) {
  const { schema, showErrors = 'touched', disabled = false, current, gone } = options;
  const edits = useEdits(options.values, options.apply);
  const marks = useTouched();
  const guard = useUnsavedGuard(edits.dirty && !disabled && options.guard !== false, options.stays);
  const onNotSaved = (error: NotSaved) => (error.reason === 'discard' ? reset() : edits.rebase((error.current ?? options.values) as V));
  const saving = useSave((result) => {
    // Saved: a navigation in onSaved (to a created entity) must not ask.
    guard.release();
    const text = gone ? `Re-created ${current?.what}` : options.savedText;
    if (text) toast.success(text);
    if (!options.keepValues) {
      edits.clear();
      marks.clear();
    }
    (gone ? gone.discard : options.onSaved)?.(result);
  }, onNotSaved);
  const { server, pending } = saving;
  const { values } = edits;
  const parsed = parseForm(schema, values);
  const issues = parsed.ok ? {} : parsed.errors;
  const shows = (field: string) => marks.submitted || (showErrors !== 'submitted' && marks.touched.has(field)) || !!options.alwaysShow?.includes(field);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(issues).filter(([field]) => shows(field))), ...server.fields };
  const ready = { always: true, 'when-changed': edits.dirty, 'when-valid': edits.dirty && parsed.ok }[options.submit ?? 'when-valid'];
  const canSubmit = !disabled && !pending && !gone && ready;

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
  /** Saves the output; with `current`, the edits over the record as it is now, compared with `started`. */
  const save = (output: O, started: V) =>
    saving.run(() => (current ? guardedFormSave({ current, schema, save: options.save, started, edits: edits.edits }) : options.save(output, undefined)), Object.keys(values));
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    marks.submit();
    if (canSubmit && parsed.ok) await save(parsed.value, edits.started);
  };
  const clash = changedElsewhere(current as FormCurrent<V, unknown> | undefined, edits.started, edits.edits, options.values);
  /** The banner's comparison: mine on top saves over the values now, review starts over from them. */
  const compare = async () => {
    const choice = await clash?.compare();
    if (choice === 'discard') reset();
    else if (choice === 'review') edits.rebase(options.values);
    else if (choice === 'mine' && parsed.ok) await save(parsed.value, options.values);
  };
  const elsewhere = clash && current && !pending ? { what: current.what, fields: clash.fields, compare } : null;
  /** Re-creates the record from the values, as a submit would save them (every error shows). */
  const recreate = async () => {
    marks.submit();
    if (gone && parsed.ok) await saving.run(() => gone.recreate(parsed.value), Object.keys(values));
  };
  const deleted = gone && current ? { what: current.what, pending, recreate, discard: gone.discard } : null;
  /** Props of a text field bound to `name`: value, change, touch on leaving, its first error, read-only state. */
  const field = (name: keyof V & string) => {
    const message = errors[name]?.[0];
    const onBlur = () => showErrors === 'touched' && marks.touch(name);
    return { name, value: String(values[name] ?? ''), onChange: change(name), onBlur, isInvalid: !!message, errorMessage: message, isDisabled: disabled };
  };
  /** Drops the edits, the marks and the server's refusal: the values given are shown again. */
  const reset = () => [edits.clear, marks.clear, saving.clear].forEach((clear) => clear());
  const output = parsed.ok ? parsed.value : undefined;
  // A save that found the record deleted says so above the form until the form knows (the banner).
  return { values, output, issues, errors, formError: gone && server.gone ? null : server.form, pending, dirty: edits.dirty, valid: parsed.ok, canSubmit, disabled, change, patch, touch: marks.touch, submit, field, reset, elsewhere, deleted };
}

/** What useForm returns. */
export type FormState<V extends Values = Values> = ReturnType<typeof useForm<V, unknown, unknown>>;
