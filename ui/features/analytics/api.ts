// Evaluation-count keys and fetcher (SPEC §7 "Analytics"). No React here. A flag's counts are
// keyed under the flag, so its deletion drops them with it.
import { isApiError, request } from '../../lib/http';
import { flagKeys } from '../flags';
import { CountsSchema } from './schema';
import { toPoints, windowOf, windowRange, type Point, type TimeWindow, type WindowId } from './series';

export const analyticsKeys = {
  flag: (ns: string, flagKey: string, window: WindowId) => [...flagKeys.detail(ns, flagKey), 'analytics', window] as const,
};

export const countsPath = (ns: string, flagKey: string) => `internal/v1/analytics/namespaces/${ns}/flags/${flagKey}`;

/** One fetch of a window: its points and when they were read. */
export type FlagCounts = { window: TimeWindow; points: Point[]; fetchedAt: number };

/**
 * Counts for the window ending now (each poll moves it). Null when the server has no analytics
 * backend: Flipt then answers 501 `unknown service` (API.md §5.1), a state rather than an error.
 */
export async function fetchCounts([, ns, , flagKey, , id]: ReturnType<typeof analyticsKeys.flag>): Promise<FlagCounts | null> {
  const window = windowOf(id);
  const now = Date.now();
  const range = windowRange(window, now);
  const query = { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
  try {
    const counts = await request(countsPath(ns, flagKey), { query, schema: CountsSchema });
    return { window, points: toPoints(counts, range), fetchedAt: now };
  } catch (error) {
    if (isApiError(error, 501)) return null;
    throw error;
  }
}
