// A form's edits kept over the values given (useForm): the values shown, whether they differ, and
// what the operator started from (the values given when the first edit was made), which the
// conflict guard compares with the record as it is now (issue 26).
import { useState } from 'react';
import { sameValue } from '../../lib/conflicts';

type Values = Record<string, unknown>;

/** The values after `field` changes to `value`, for rules between fields. */
export type Apply<V> = ((values: V, field: keyof V & string, value: unknown) => V) | undefined;

type EditState<V> = { started: V | null; edits: Partial<V> };

const CLEAN = { started: null, edits: {} };

/** The entries of `values` that differ from `base`. */
const differing = <V extends Values>(values: Partial<V>, base: V) => Object.fromEntries(Object.entries(values).filter(([name, v]) => v !== base[name])) as Partial<V>;

/** Edits kept over `base`: the values shown, whether they differ, the started values, and changes. */
export function useEdits<V extends Values>(base: V, apply: Apply<V>) {
  const [state, setState] = useState<EditState<V>>(CLEAN);
  const set = (field: keyof V & string, value: unknown) =>
    // From the latest edits, so changes made one after another in one event all count.
    setState((prev) => {
      const current = { ...base, ...prev.edits } as V;
      const edits = differing(apply ? apply(current, field, value) : { ...current, [field]: value }, base);
      return { edits, started: Object.keys(edits).length ? (prev.started ?? base) : null };
    });
  const values = { ...base, ...state.edits } as V;
  const dirty = Object.entries(state.edits).some(([name, value]) => value !== base[name]);
  return {
    values,
    dirty,
    edits: state.edits,
    /** The values given when the first of the current edits was made (the values given when clean). */
    started: state.started ?? base,
    set,
    clear: () => setState(CLEAN),
    /** Starts over from `to` (the record as it is now), keeping the edits that still differ from it. */
    rebase: (to: V) =>
      setState((prev) => {
        const edits = Object.fromEntries(Object.entries(prev.edits).filter(([name, v]) => !sameValue(v, to[name]))) as Partial<V>;
        return { edits, started: Object.keys(edits).length ? to : null };
      }),
  };
}
