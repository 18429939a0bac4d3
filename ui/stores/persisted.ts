// What every persisted store shares (STYLE §4): version 1, only the data fields stored, and the
// stored value re-parsed with valibot on the way in, because browser storage is untrusted input.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

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
 * A store holding `initial` and `actions`, persisted under `name`. Only the fields of `initial`
 * are stored; `migrate` reads values stored by an older version.
 */
export function persistedStore<S extends object, A>(
  name: string,
  schema: Schema<S>,
  initial: S,
  actions: (set: (partial: Partial<S>) => void) => A,
  storage: PersistStorage<S>,
  migrate: (stored: unknown, version: number) => S,
) {
  return create<S & A>()(
    persist((set) => ({ ...initial, ...actions(set as (partial: Partial<S>) => void) }), {
      name,
      version: 1,
      storage,
      partialize: (state) => Object.fromEntries(Object.keys(initial).map((key) => [key, state[key as keyof S]])) as S,
      migrate,
      merge: (stored, current) => ({ ...current, ...parseOr(schema, stored, {}) }),
    }),
  );
}
