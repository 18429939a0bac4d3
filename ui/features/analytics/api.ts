// Evaluation-count keys and fetcher (SPEC §7 "Analytics"). No React here. A flag's counts are
// keyed under the flag, so its deletion drops them with it.
import { readPoints } from '../evaluation-counts';
import { flagKeys } from '../flags';
import { windowOf, windowRange, type Point, type TimeWindow, type WindowId } from './series';

export const analyticsKeys = {
  flag: (ns: string, flagKey: string, window: WindowId) => [...flagKeys.detail(ns, flagKey), 'analytics', window] as const,
};

/** One fetch of a window: its points and when they were read. */
export type FlagCounts = { window: TimeWindow; points: Point[]; fetchedAt: number };

/** Counts for the window ending now (each poll moves it); null when the server has no analytics backend. */
export async function fetchCounts([, ns, , flagKey, , id]: ReturnType<typeof analyticsKeys.flag>): Promise<FlagCounts | null> {
  const window = windowOf(id);
  const now = Date.now();
  const points = await readPoints(ns, flagKey, windowRange(window, now));
  return points && { window, points, fetchedAt: now };
}
