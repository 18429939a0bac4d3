// Writes shared by rules and rollouts: refetching the list after every write, reading one item as
// it is now (the conflict guard's read, issue 26), and saving a new order (optimistic in the SWR
// cache, reverted on failure, and only over the order the operator started from).
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { guardedWrite, isChosenNotSaved } from '../../lib/conflicts';
import { errorText } from '../../lib/http';
import { applyOptimistically, useReadFresh, type Key } from '../../lib/swr';
import { deleteRanked, putOrder } from './api';

/** A rule or rollout list as the API returns it (both name their array `rules`). */
export type RankedList<T> = { rules: T[] };

/**
 * The new order as saved over `now`: the ids chosen that still exist, then any added elsewhere
 * (the order call takes every id of the list).
 */
const orderOver = (chosen: readonly string[], now: readonly string[]) => [...chosen.filter((id) => now.includes(id)), ...now.filter((id) => !chosen.includes(id))];

/**
 * The writes every list of a flag's rules or rollouts has, cached under `key` and kept at `path`:
 * `run(write)` awaits a write, then refetches the list whether it worked or not (part of it may be
 * saved); `current(id)` reads one item as the server holds it now; `reorder(list, items)` shows
 * `items` at once, sends their ids to the order endpoint when the order is still the one shown
 * (else asks), and on failure puts the old list back and shows the server's message;
 * `remove(id)` deletes one.
 */
export function useRankedWrites<T extends { id: string }, K extends Key>(kind: 'rules' | 'rollouts', key: K, path: string, fetchList: (key: K) => Promise<RankedList<T>>) {
  const { mutate } = useSWRConfig();
  const read = useReadFresh();
  const run = async <R>(write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } finally {
      await mutate(key);
    }
  };
  const ids = (items: readonly T[]) => items.map((item) => item.id);
  const noun = kind.slice(0, -1);
  const reorder = async (list: RankedList<T>, items: T[]) => {
    const show = (value: RankedList<T>) => mutate(key, value, { revalidate: false });
    let now: string[] = [];
    const save = () =>
      guardedWrite({
        what: `order of ${kind}`,
        label: () => `Order (${noun} ids)`,
        started: { order: ids(list.rules) },
        mine: { order: ids(items) },
        read: async () => {
          now = ids((await fetchList(key)).rules);
          return { order: now };
        },
        write: (fields) => putOrder(kind, path, orderOver(fields.order as string[], now)),
      });
    try {
      await applyOptimistically(list, { ...list, rules: items }, show, save);
      toast.success(`Successfully reordered ${kind}`);
    } catch (error) {
      // Keeping the other order, or reviewing it, is the operator's choice, not a failure.
      if (!isChosenNotSaved(error)) toast.error(errorText(error));
    }
    await mutate(key);
  };
  return {
    run,
    reorder,
    remove: (id: string) => run(() => deleteRanked(path, id)),
    /** The item as the server holds it now (null when it is gone), the list refreshed with it. */
    current: async (id: string) => (await read(key, fetchList))?.rules.find((item) => item.id === id) ?? null,
  };
}
