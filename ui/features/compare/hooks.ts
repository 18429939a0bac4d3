// The SWR callers of the compare screen: each namespace read whole (four calls), fresh whenever the
// screen opens, and the comparison of the two once both are there. Keyed under the namespace's
// flags, so a reference change or any flag write that refreshes the namespace refreshes it too.
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { compareKeys, readPromoteSides, readWholeNamespace } from './api';
import { compareNamespaces } from './diff';
import type { Comparison } from './model';

const fresh = { revalidateOnFocus: false, revalidateOnMount: true } as const;
const fetchWhole = ([, ns]: ReturnType<typeof compareKeys.whole>) => readWholeNamespace(ns);
/** Namespace `ns` read whole (four calls), fresh when a screen opens. */
export const useWhole = (ns: string) => useSWR(compareKeys.whole(ns), fetchWhole, fresh);

/** The chosen flags (`keys`) of `a` and `b` and the segments of both, read fresh for a promote. */
export const usePromoteSides = (a: string, b: string, keys: readonly string[]) => useSWR(compareKeys.promote(a, b, keys), readPromoteSides, fresh);

/**
 * Namespaces `a` and `b` compared, once both are read (in slices, so 10,000 flags never hold the
 * page); the first failure to read either. After a refresh the last comparison shows until the
 * next is ready.
 */
export function useComparison(a: string, b: string) {
  const [left, right] = [useWhole(a), useWhole(b)];
  const [comparison, setComparison] = useState<Comparison>();
  useEffect(() => {
    if (!left.data || !right.data) return;
    const stop = new AbortController();
    compareNamespaces(left.data.state, right.data.state, stop.signal).then(setComparison, () => undefined);
    return () => stop.abort();
  }, [left.data, right.data]);
  return { comparison, error: left.error ?? right.error };
}

/** Reads namespaces again (after a promote or its undo wrote to one). */
export function useRefreshWhole() {
  const { mutate } = useSWRConfig();
  return (...namespaces: string[]) => Promise.all(namespaces.map((ns) => mutate(compareKeys.whole(ns))));
}
