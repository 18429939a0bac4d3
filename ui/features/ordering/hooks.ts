// Writes shared by rules and rollouts: saving a new order (optimistic in the SWR cache, reverted
// on failure), refetching a list after a write, and reporting a write in a toast.
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { errorText, request } from '../../lib/http';
import type { Key } from '../../lib/swr';
import { applyOptimistically } from './reorder';

/** A rule or rollout list as the API returns it (both name their array `rules`). */
export type RankedList<T> = { rules: T[] };

/** What `useSaveOrder` needs to know about one kind of ranked list. */
export interface OrderTarget {
  key: Key;
  /** `…/rules/order` or `…/rollouts/order`. */
  path: string;
  /** The body field holding the ids: `ruleIds` or `rolloutIds`. */
  field: 'ruleIds' | 'rolloutIds';
  /** The success toast. */
  done: string;
}

/**
 * Returns `save(list, items)`: puts `items` in the cache at once, sends their ids to the order
 * endpoint, and on failure puts the old list back and shows the server's message; then refetches.
 */
export function useSaveOrder<T extends { id: string }>({ key, path, field, done }: OrderTarget) {
  const { mutate } = useSWRConfig();
  return async (list: RankedList<T>, items: T[]) => {
    const show = (value: RankedList<T>) => mutate(key, value, { revalidate: false });
    const save = () => request(path, { method: 'PUT', body: { [field]: items.map((item) => item.id) } });
    try {
      await applyOptimistically(list, { ...list, rules: items }, show, save);
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error));
    }
    await mutate(key);
  };
}

/** Returns `run(write)`: awaits the write, then refetches `key` whether it worked or not (part of it may be saved). */
export function useRefetchAfter(key: Key) {
  const { mutate } = useSWRConfig();
  return async <R>(write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } finally {
      await mutate(key);
    }
  };
}

/** Awaits a write and shows the success toast, or the error toast with the server's message; resolves to whether it worked. */
export async function report(write: Promise<unknown>, done: string): Promise<boolean> {
  try {
    await write;
    toast.success(done);
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
}
