// Helpers for SWR's array keys (STYLE §3). Every key starts with its entity's root name, so one
// prefix covers a whole family of lists and details.
import { useSWRConfig, type ScopedMutator } from 'swr';
import { isApiError } from './http';

/** Any key a key factory produces. */
export type Key = readonly unknown[];

/** A `mutate` filter that matches every key starting with `prefix`. */
export function underKey(prefix: Key): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && prefix.length <= key.length && prefix.every((part, i) => key[i] === part);
}

/** A `mutate` filter that matches every key under any of `prefixes`: the one way to name a family of keys. */
export function underAny(prefixes: readonly Key[]): (key: unknown) => boolean {
  const tests = prefixes.map(underKey);
  return (key) => tests.some((test) => test(key));
}

/**
 * Roots of the data that depends on the current reference (SPEC §4): key factories for these
 * entities must start their keys with these names. A flag's rules and rollouts are keyed under
 * the flag, so 'flags' covers them.
 */
export const REFERENCED_ROOTS = ['flags', 'namespaces', 'segments'] as const;

/**
 * Shows `next` through `show`, then runs `save`; when the save fails, shows `previous` again and
 * rethrows the failure (SPEC §4: a new order shows at once and goes back when the server refuses it).
 */
export async function applyOptimistically<T>(previous: T, next: T, show: (value: T) => unknown, save: () => Promise<unknown>): Promise<void> {
  await show(next);
  try {
    await save();
  } catch (error) {
    await show(previous);
    throw error;
  }
}

/** Drops every cached entry under `prefix`; mounted hooks refetch, others fetch when they mount. */
export function resetUnder(mutate: ScopedMutator, prefix: Key): Promise<unknown> {
  return mutate(underKey(prefix), undefined, { revalidate: true });
}

/** Drops every cached flag, namespace, segment, rule and rollout (a reference change). */
export function resetReferencedData(mutate: ScopedMutator): Promise<unknown> {
  return mutate(underAny(REFERENCED_ROOTS.map((root) => [root])), undefined, { revalidate: true });
}

/**
 * A reader of what the server holds now under a key (the conflict guard's read, issue 26): it
 * fetches past the cache, puts the answer in the cache so the screens show it, and reads a 404 as
 * null (the record is gone).
 */
export function useReadFresh() {
  const { mutate } = useSWRConfig();
  return async <K extends Key, T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T | null> => {
    try {
      const data = await fetcher(key);
      await mutate(key, data, { revalidate: false });
      return data;
    } catch (error) {
      if (isApiError(error, 404)) return null;
      throw error;
    }
  };
}
