// A form of the console's records: the form engine (design's useForm, mechanics only) with the
// guards composed on top. The unsaved-edit guard (lib/unsaved) asks before edits are lost by
// leaving; the conflict guard (issue 26, lib/conflicts) writes the edits over the record as it is
// now and says while editing that a field the operator edits changed elsewhere; a record deleted
// elsewhere (issue 36) keeps the values and offers Re-create or Discard. The success toast, and a
// refusal no field owns in the error toast (SPEC §8), are said here too.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast, useForm, type FormOptions } from '../../design/components';
import { isChosenNotSaved, NotSaved } from '../../lib/conflicts';
import { serverErrors } from '../../lib/forms';
import { setDirty } from '../../lib/unsaved';
import { changedElsewhere, guardedFormSave, type FormCurrent } from './formGuard';

type Values = Record<string, unknown>;

/** Options of useGuardedForm: the engine's, a save on the record as just read, and the guards. */
export interface GuardedFormOptions<V extends Values, O, S = unknown> extends Omit<FormOptions<V, O>, 'save'> {
  /** Saves; with `current`, `source` is the record as just read, to build the request on. Resolving to `false`: reported already. */
  save: (output: O, source: S | undefined) => Promise<unknown>;
  /** The conflict guard of a form of a saved record: how to read the record now. */
  current?: FormCurrent<V, S>;
  /** The success toast (SPEC §8), if any. */
  savedText?: string;
  /** Runs after a save with what `save` resolved to. */
  onSaved?: (saved: unknown) => void;
  /** Keep the values after a save; by default edits are dropped (a saved form is clean again). */
  keepValues?: boolean;
  /** Ask before edits are lost by leaving (default); false for a form whose edits are scratch. */
  guard?: boolean;
  /** Whether the form is still on screen at route `path` (its page's other tabs): going there does not ask. */
  stays?: (path: string) => boolean;
  /**
   * The record was deleted elsewhere: the form says so, keeps the values and does not submit;
   * `recreate` creates a new record from the output (checked as a submit checks it), and
   * `discard` (also run once it is re-created) drops the form.
   */
  gone?: { recreate: (output: O) => Promise<unknown>; discard: () => void } | false | null;
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

/** The state of a record's form: useForm's, with the banners' `elsewhere` and `deleted`. */
export function useGuardedForm<V extends Values, O, S = unknown>(options: GuardedFormOptions<V, O, S>) {
  const { current, gone, schema } = options;
  const form = useForm({ ...options, save: (output: O): Promise<unknown> => guarded(() => write(output, form.engine.started))() });
  const { engine } = form;
  const guard = useUnsavedGuard(form.dirty && !form.disabled && options.guard !== false, options.stays);
  // Whether the last refusal was the record found deleted: the banner says so, not the form error.
  const [foundGone, setFoundGone] = useState(false);
  const write = (output: O, started: V): Promise<unknown> =>
    current ? guardedFormSave({ current, schema, save: options.save, started, edits: engine.edits }) : options.save(output, undefined);
  /** `save` with the guards' outcomes: saved (toast, clean, onSaved), chosen not saved, refused (toast). */
  const guarded =
    (save: () => Promise<unknown>) =>
    async (): Promise<unknown> => {
      try {
        const result = await save();
        if (result !== false) saved(result);
        return result;
      } catch (error) {
        // The operator chose to keep the other change or to review: nothing to report.
        if (isChosenNotSaved(error)) return void (error.reason === 'discard' ? form.reset() : engine.rebase((error.current ?? options.values) as V));
        setFoundGone(error instanceof NotSaved);
        // An error shown under its field is not toasted as well; only a form-level one is.
        const refusal = serverErrors(error, Object.keys(form.values));
        if (refusal.form !== null) toast.error(refusal.form);
        throw error;
      }
    };
  const saved = (result: unknown): void => {
    // Saved: a navigation in onSaved (to a created entity) must not ask.
    guard.release();
    const text = gone ? `Re-created ${current?.what}` : options.savedText;
    if (text) toast.success(text);
    if (!options.keepValues) form.reset();
    (gone ? gone.discard : options.onSaved)?.(result);
  };
  const submit = async (event?: FormEvent) => {
    if (!gone) return form.submit(event);
    event?.preventDefault();
    engine.showAll();
    return false;
  };
  const clash = changedElsewhere(current as FormCurrent<V, unknown> | undefined, engine.started, engine.edits, options.values);
  /** The banner's comparison: mine on top saves over the values now, review starts over from them. */
  const compare = async () => {
    const choice = await clash?.compare();
    if (choice === 'discard') form.reset();
    else if (choice === 'review') engine.rebase(options.values);
    else if (choice === 'mine' && form.output !== undefined) await engine.run(guarded(() => write(form.output as O, options.values)));
  };
  const elsewhere = clash && current && !form.pending ? { what: current.what, fields: clash.fields, compare } : null;
  /** Re-creates the record from the values, as a submit would save them (every error shows). */
  const recreate = async () => {
    engine.showAll();
    if (gone && form.valid) await engine.run(guarded(() => gone.recreate(form.output as O)));
  };
  const deleted = gone && current ? { what: current.what, pending: form.pending, recreate, discard: gone.discard } : null;
  const formError = gone && foundGone ? null : form.formError;
  return { ...form, canSubmit: form.canSubmit && !gone, submit, formError, elsewhere, deleted };
}

/** What useGuardedForm returns. */
export type GuardedFormState<V extends Values = Values> = ReturnType<typeof useGuardedForm<V, unknown, unknown>>;
