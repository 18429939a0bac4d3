// What every persisted store shares (STYLE §4): version 1, only the data fields stored, and the
// stored value re-parsed with valibot on the way in, because browser storage is untrusted input.
// The persisting is ours: zustand's persist middleware did the same in 0.8 kB gzip more, for
// asynchronous storage and hydration listeners no store here uses. It keeps zustand's stored
// shape, `{state, version}`, which the storages of lib/storage read and write.
import * as v from 'valibot';
import { create } from 'zustand';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

type Schema<S> = v.GenericSchema<unknown, S>;

/** `value` parsed with `schema`, or `fallback` when it does not fit. */
export function parseOr<S, F = S>(schema: Schema<S>, value: unknown, fallback: F): S | F {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
}

/** A migrate for a key with one format: what fits the schema, else the initial state. */
export const migrateTo =
  <S>(schema: Schema<S>, initial: S) =>
  (stored: unknown, _version: number): S =>
    parseOr(schema, stored, initial);

/**
 * A store holding `initial` and `actions`, persisted under `name`: read from `storage` when it is
 * made (and by `persist.rehydrate()`), written after every change. Only the fields of `initial`
 * are stored; `migrate` reads values stored by another version.
 */
export function persistedStore<S extends object, A>(
  name: string,
  schema: Schema<S>,
  initial: S,
  actions: (set: (partial: Partial<S>) => void) => A,
  storage: PersistStorage<S>,
  migrate: (stored: unknown, version: number) => S,
) {
  const save = () => {
    const state = store.getState();
    void storage.setItem(name, { state: Object.fromEntries(Object.keys(initial).map((key) => [key, state[key as keyof S]])) as S, version: 1 });
  };
  const store = create<S & A>()((set) => ({ ...initial, ...actions((partial) => (set(partial as Partial<S & A>), save())) }));
  const { setState } = store;
  store.setState = ((partial: S & A, replace?: true) => (setState(partial, replace as true), save())) as typeof setState;
  // The storages of lib/storage answer at once.
  const rehydrate = () => {
    const stored = storage.getItem(name) as StorageValue<S> | null;
    const migrated = typeof stored?.version === 'number' && stored.version !== 1;
    const value = migrated ? migrate(stored.state, stored.version ?? 0) : stored?.state;
    setState({ ...store.getState(), ...parseOr(schema, value, {}) }, true);
    if (migrated) save();
  };
  rehydrate();
  return Object.assign(store, { persist: { rehydrate: async () => rehydrate() } });
}
