// The conflict guard as a form uses it (issue 26): a form of a saved record says how to read that
// record now, as the form's values; its save then goes through lib/conflicts' guardedWrite with
// the values the operator started from and their edits on top, and the form learns while editing
// that a field it edits changed elsewhere (the banner's comparison). No JSX here.
import type * as v from 'valibot';
import { askConflict, compareChanges, fieldLabel, guardedWrite, type Choice, type ConflictView } from '../../lib/conflicts';
import { capitalized } from '../../lib/text';
import { parseForm } from '../../lib/forms';

/** How a form reads its record as it is now: its values, and the record its save builds on. */
export interface FormCurrent<V, S> extends ConflictView {
  /** Names the record: "flag checkout". */
  what: string;
  /** The record now (null when it is gone): as form values, and as `source` for the save. */
  read: () => Promise<{ values: V; source: S } | null>;
}

/** What a guarded form save needs: the guard, the rules, the save, and the values to compare. */
type FormSave<V, O, S> = {
  current: FormCurrent<V, S>;
  schema: v.GenericSchema<unknown, O>;
  save: (output: O, source: S | undefined) => Promise<unknown>;
  started: V;
  edits: Partial<V>;
};

/**
 * Saves the edits over the record as it is now, through guardedWrite: the save gets the merged
 * values' output and the record just read. Throws NotSaved when nothing was written.
 */
export function guardedFormSave<V extends Record<string, unknown>, O, S>({ current, schema, save, started, edits }: FormSave<V, O, S>): Promise<unknown> {
  let source: S | undefined;
  return guardedWrite({
    ...current,
    started,
    mine: { ...started, ...edits },
    read: async () => {
      const now = await current.read();
      source = now?.source;
      return now?.values ?? null;
    },
    write: async (merged) => {
      const parsed = parseForm(schema, merged);
      if (!parsed.ok) throw new Error(`${capitalized(current.what)} changed elsewhere and the merged values do not fit it; nothing was saved.`);
      return save(parsed.value, source);
    },
  });
}

/**
 * The fields the operator edits that changed elsewhere since they started (the live values moved
 * under them), and the comparison the banner offers; null while nothing clashes.
 */
export function changedElsewhere<V extends Record<string, unknown>>(current: FormCurrent<V, unknown> | undefined, started: V, edits: Partial<V>, live: V) {
  if (!current || Object.keys(edits).length === 0) return null;
  const { changes, clashes } = compareChanges(started, { ...started, ...edits }, live);
  if (clashes.length === 0) return null;
  return {
    fields: clashes.map((change) => (current.label ?? fieldLabel)(change.field)),
    compare: (): Promise<Choice> => askConflict(current.what, changes, current, 'banner'),
  };
}
