// The SWR caller for evaluation counts.
import useSWR from 'swr';
import { analyticsKeys, fetchCounts, type FlagCounts } from './api';
import type { WindowId } from './series';

/** How often counts refresh while updates run. Buckets are a minute wide at the finest. */
export const POLL_MS = 10_000;

export type CountsOptions = {
  /** False holds off entirely (analytics off, or meta still loading). */
  enabled: boolean;
  /** False freezes the chart: no interval, focus or reconnect refreshes. */
  polling: boolean;
  pollMs?: number;
};

/** A flag's counts for a window, refreshed every `pollMs` while polling; null data = no analytics. */
export function useFlagCounts(ns: string, flagKey: string, window: WindowId, { enabled, polling, pollMs = POLL_MS }: CountsOptions) {
  return useSWR(enabled ? analyticsKeys.flag(ns, flagKey, window) : null, fetchCounts, {
    refreshInterval: (data: FlagCounts | null | undefined) => (polling && data !== null ? pollMs : 0),
    revalidateOnFocus: polling,
    revalidateOnReconnect: polling,
    keepPreviousData: true,
  });
}
