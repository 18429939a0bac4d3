// Writes shared by rules and rollouts: refetching the list after every write, and saving a new
// order (optimistic in the SWR cache, reverted on failure).
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { applyOptimistically, type Key } from '../../lib/swr';
import { deleteRanked, putOrder } from './api';

/** A rule or rollout list as the API returns it (both name their array `rules`). */
export type RankedList<T> = { rules: T[] };

/**
 * The writes every list of a flag's rules or rollouts has, cached under `key` and kept at `path`:
 * `run(write)` awaits a write, then refetches the list whether it worked or not (part of it may be
 * saved); `reorder(list, items)` shows `items` at once, sends their ids to the order endpoint, and
 * on failure puts the old list back and shows the server's message; `remove(id)` deletes one.
 */
export function useRankedWrites<T extends { id: string }>(kind: 'rules' | 'rollouts', key: Key, path: string) {
  const { mutate } = useSWRConfig();
  const run = async <R>(write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } finally {
      await mutate(key);
    }
  };
  const reorder = async (list: RankedList<T>, items: T[]) => {
    const show = (value: RankedList<T>) => mutate(key, value, { revalidate: false });
    const save = () => putOrder(kind, path, items.map((item) => item.id));
    await toast.report(applyOptimistically(list, { ...list, rules: items }, show, save), `Successfully reordered ${kind}`);
    await mutate(key);
  };
  return { run, reorder, remove: (id: string) => run(() => deleteRanked(path, id)) };
}
