// The SWR caller for segment usage. It refetches whenever a page using it mounts (the default
// revalidateIfStale), so rules and rollouts edited on a flag page show when the segments come back.
import { useMemo } from 'react';
import useSWR from 'swr';
import { deleteBlocker, usedByCount } from '../usage';
import { fetchUsage, usageKeys } from './api';

/** The namespace's usage index, as SWR returns it. */
export const useSegmentUsage = (ns: string) => useSWR(usageKeys.namespace(ns), fetchUsage);

/** A list row with the number of flags using it (undefined until the usage is known). */
export type WithUsage<T> = T & { usedBy?: number };

/** The segments with their "used by" counts, once the usage `index` is loaded. */
export function withUsage<T extends { key: string }>(segments: readonly T[], index: Parameters<typeof usedByCount>[0] | undefined): readonly WithUsage<T>[] {
  return index ? segments.map((s) => ({ ...s, usedBy: usedByCount(index, s.key) })) : segments;
}

/** The segments with their "used by" counts once the usage is loaded. */
export function useSegmentsWithUsage<T extends { key: string }>(ns: string, segments: readonly T[] | undefined): readonly WithUsage<T>[] | undefined {
  const { data } = useSegmentUsage(ns);
  return useMemo(() => segments && withUsage(segments, data), [segments, data]);
}

/**
 * The delete of a segment, guarded: the usage is read fresh first, and a segment still in use is
 * not deleted (no call is made); the error names the flags that use it.
 */
export function useGuardedRemove(ns: string, remove: (key: string) => Promise<unknown>) {
  const { mutate } = useSegmentUsage(ns);
  return async (key: string) => {
    // Unreadable usage leaves the check to the server, which refuses to delete a segment in use.
    const index = await fetchUsage(usageKeys.namespace(ns)).catch(() => undefined);
    if (index) void mutate(index, { revalidate: false });
    const blocker = index ? deleteBlocker(index, key) : null;
    if (blocker) throw new Error(blocker);
    return remove(key);
  };
}

/** Why the segment cannot be deleted, naming the flags that use it; null when none does (or not known yet). */
export function useDeleteBlocker(ns: string, segmentKey: string): string | null {
  const { data } = useSegmentUsage(ns);
  return data ? deleteBlocker(data, segmentKey) : null;
}
