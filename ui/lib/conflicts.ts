// The conflict guard (issue 26). Flipt v1.54's updates are unconditional: a PUT built from data
// read before someone else's change silently replaces it. So every save reads what it is about to
// change first and compares three versions of the fields it depends on: what the operator started
// from, what they want, and what the server holds now. Fields only one side changed merge without
// asking; a field both changed differently stops the save and asks (one question at a time, shown
// by design's ConflictDialog). No React here.
import { capitalized } from './text';

/** The fields a save depends on, by name; a plain object value is compared key by key (`percents.<id>`). */
export type Fields = Readonly<Record<string, unknown>>;

/** One field that changed since the operator started: as it was, theirs (mine), now (current). */
export type FieldChange = { field: string; started: unknown; mine: unknown; current: unknown; mineChanged: boolean; otherChanged: boolean; clash: boolean };

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** True when two values are the same data. */
export const sameValue = (a: unknown, b: unknown): boolean => stable(a) === stable(b);

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The fields with plain object values spread one level into `field.key` entries. */
function flatten(fields: Fields): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (isRecord(value)) for (const [key, inner] of Object.entries(value)) flat[`${name}.${key}`] = inner;
    else flat[name] = value;
  }
  return flat;
}

/** `flat` (flattened) written over `into`: `field.key` entries go back into their object. */
function unflatten(into: Fields, flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...into };
  for (const [path, value] of Object.entries(flat)) {
    const dot = path.indexOf('.');
    const name = dot < 0 ? path : path.slice(0, dot);
    if (dot < 0 || !isRecord(into[name])) out[name] = value;
    else out[name] = { ...(out[name] as Record<string, unknown>), [path.slice(dot + 1)]: value };
  }
  return out;
}

/** What the three versions say: every changed field, the clashing ones, and `current` with mine on top. */
export function compareChanges(started: Fields, mine: Fields, current: Fields) {
  const [s, m, c] = [flatten(started), flatten(mine), flatten(current)];
  const names = [...new Set([...Object.keys(s), ...Object.keys(m), ...Object.keys(c)])];
  const changes: FieldChange[] = [];
  for (const field of names) {
    const mineChanged = !sameValue(m[field], s[field]);
    const otherChanged = !sameValue(c[field], s[field]);
    if (!mineChanged && !otherChanged) continue;
    const clash = mineChanged && otherChanged && !sameValue(m[field], c[field]);
    changes.push({ field, started: s[field], mine: m[field], current: c[field], mineChanged, otherChanged, clash });
  }
  const mineOnTop = Object.fromEntries(changes.filter((ch) => ch.mineChanged).map((ch) => [ch.field, ch.mine]));
  return { changes, clashes: changes.filter((ch) => ch.clash), merged: unflatten(current, mineOnTop) };
}

/** The operator's answer: write theirs on top of the current value, drop theirs, or look again first. */
export type Choice = 'mine' | 'discard' | 'review';

/** How the view names a field ('Default variant') and shows a value of it (a variant's key for its id). */
export type ConflictView = { label?: (field: string) => string; show?: (field: string, value: unknown) => unknown };

/** A question on screen: what changed (`what`: "flag checkout"), the changes, and how to show them. */
export type PendingConflict = {
  what: string;
  changes: FieldChange[];
  view: ConflictView;
  /** Asked by a save, by the "changed elsewhere" banner, before deleting ('mine' then deletes) or before an undo ('mine' then undoes). */
  mode: 'save' | 'banner' | 'delete' | 'undo';
  choose(choice: Choice): void;
};

const queue: PendingConflict[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** 'Default variant id' from `defaultVariantId`, `percents.x` as 'Percents x'. */
export const fieldLabel = (field: string): string => {
  const words = field.replace(/\./g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Asks the operator about `changes`; resolves with their choice. Questions wait their turn. */
export function askConflict(what: string, changes: FieldChange[], view: ConflictView = {}, mode: PendingConflict['mode'] = 'save'): Promise<Choice> {
  return new Promise((resolve) => {
    const entry: PendingConflict = {
      what,
      changes,
      view,
      mode,
      choose: (choice) => {
        queue.splice(queue.indexOf(entry), 1);
        emit();
        resolve(choice);
      },
    };
    queue.push(entry);
    emit();
  });
}

/** The question on screen, if any. */
export const pendingConflict = (): PendingConflict | null => queue[0] ?? null;

/** Calls `listener` whenever the question changes; returns the unsubscribe. */
export function subscribeConflicts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A save that wrote nothing: the record is gone, or the operator kept the other change or went to review. */
export class NotSaved extends Error {
  override readonly name = 'NotSaved';
  constructor(
    readonly reason: 'gone' | 'discard' | 'review',
    message: string,
    /** The fields as the server holds them now (null when gone). */
    readonly current: Fields | null,
  ) {
    super(message);
  }
}

/** True for a NotSaved the operator chose (nothing to report as a failure). */
export const isChosenNotSaved = (error: unknown): error is NotSaved => error instanceof NotSaved && error.reason !== 'gone';

/** What a guarded save needs. */
export interface GuardedWrite<R> extends ConflictView {
  /** Names the record in the question: "flag checkout". */
  what: string;
  /** The fields as the operator started from them, and as they want them. */
  started: Fields;
  mine: Fields;
  /** Reads the fields as the server holds them now; null when the record is gone. */
  read(): Promise<Fields | null>;
  /** Writes `fields` (the current value with the operator's changes on top). */
  write(fields: Record<string, unknown>): Promise<R>;
}

/**
 * The one way a save that changes an existing record writes (issue 26): read, compare, then write
 * the current value with the operator's changes on top, or ask when a field changed on both sides.
 * Throws NotSaved when nothing was written. Not guarded: a write from another client between this
 * read and the write (one request's time).
 */
export async function guardedWrite<R>(guard: GuardedWrite<R>): Promise<R> {
  const current = await guard.read();
  if (current === null) throw new NotSaved('gone', `${capitalized(guard.what)} was deleted elsewhere: nothing was saved.`, null);
  const { clashes, changes, merged } = compareChanges(guard.started, guard.mine, current);
  if (clashes.length === 0) return guard.write(merged);
  const choice = await askConflict(guard.what, changes, guard);
  if (choice === 'mine') return guard.write(merged);
  const kept = choice === 'discard' ? 'the other change was kept' : 'review the changes, then save again';
  throw new NotSaved(choice, `${capitalized(guard.what)} changed elsewhere: nothing was saved (${kept}).`, current);
}

/** What changed from `seen` to `now`, field by field (the other change only). */
export const changesSince = (seen: Fields, now: Fields): FieldChange[] => compareChanges(seen, seen, now).changes;

/** A delete's guard: the record's fields as the operator saw it, and how to read them now (null when gone). */
export interface DeleteGuard extends ConflictView {
  what: string;
  fields: Fields;
  read(): Promise<Fields | null>;
}

/**
 * A delete that reads the record first (issue 26): when it changed since the operator saw it, asks
 * (Delete anyway or keep it) before deleting; throws NotSaved when it was kept.
 */
export async function guardedDelete<R>(guard: DeleteGuard, remove: () => Promise<R>): Promise<R> {
  const now = await guard.read();
  const changes = now ? changesSince(guard.fields, now) : [];
  if (changes.length && (await askConflict(guard.what, changes, guard, 'delete')) !== 'mine') throw new NotSaved('discard', `${capitalized(guard.what)} changed elsewhere: nothing was deleted.`, now);
  return remove();
}

/** The guard of deleting `record`, comparing its `contents`; `read` finds it now (null when gone). */
export const deleteGuard = <T>(what: string, record: T, contents: (record: T) => Fields, read: () => Promise<T | null>, view?: ConflictView): DeleteGuard => ({
  ...view,
  what,
  fields: contents(record),
  read: async () => {
    const now = await read();
    return now && contents(now);
  },
});
