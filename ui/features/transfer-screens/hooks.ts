// The SWR callers of the transfer screens: the namespaces a plan needs are read fresh when a
// dialog or page opens (not from a list's cache, which may be old), and what a run wrote is
// refreshed in the flags and segments caches of its namespace.
import useSWR, { useSWRConfig } from 'swr';
import { underAny } from '../../lib/swr';
import { readNamespaceState } from './api';

const fresh = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: true, revalidateOnMount: true } as const;

export const transferKeys = {
  namespace: (ns: string) => ['transfer', ns] as const,
  state: (ns: string, flagKeys?: readonly string[]) => ['transfer', ns, flagKeys ? [...flagKeys] : null] as const,
};

const fetchState = ([, ns, flagKeys]: ReturnType<typeof transferKeys.state>) => readNamespaceState(ns, flagKeys ?? undefined);

/**
 * A namespace's flags and segments (readNamespaceState); with `flagKeys` only those flags have
 * their rules and rollouts. A null namespace holds off.
 */
export const useNamespaceState = (ns: string | null, flagKeys?: readonly string[]) =>
  useSWR(ns === null ? null : transferKeys.state(ns, flagKeys), fetchState, fresh);

/** Refreshes a namespace's flags (with their rules and rollouts) and segments, and its states here. */
export function useRefreshNamespace() {
  const { mutate } = useSWRConfig();
  return (ns: string) => {
    // The roots of the flags and segments key factories (ui/lib/swr REFERENCED_ROOTS); this
    // feature sits below them, so it names the roots rather than importing their factories.
    return mutate(underAny([['flags', ns], ['segments', ns], transferKeys.namespace(ns)]));
  };
}
