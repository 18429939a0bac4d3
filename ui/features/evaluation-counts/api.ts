// The one fetcher of a flag's evaluation counts (API.md §5.1), for the Analytics tab, the flags
// list and the cleanup report. No React.
import { isApiError, request } from '../../lib/http';
import { lastMinutes, toPoints, type Point, type Range } from './buckets';
import { CountsSchema } from './schema';

export const countsPath = (ns: string, flagKey: string) => `internal/v1/analytics/namespaces/${encodeURIComponent(ns)}/flags/${encodeURIComponent(flagKey)}`;

/**
 * The flag's counts per bucket over `range`. Null when the server has no analytics backend: Flipt
 * then answers 501 `unknown service` (API.md §5.1), a state rather than an error.
 */
export async function readPoints(ns: string, flagKey: string, range: Range, signal?: AbortSignal): Promise<Point[] | null> {
  const query = { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
  try {
    return toPoints(await request(countsPath(ns, flagKey), { query, schema: CountsSchema, signal }), range);
  } catch (error) {
    if (isApiError(error, 501)) return null;
    throw error;
  }
}

/** The windows the list counts in: the last day, the last week. */
export type CountWindow = '24h' | '7d';

/** A window's counts: the total and each bucket's; null when the server counts none (501). */
export type Tally = { total: number; values: number[] } | null;

/** The flag's tally over the window ending at the current minute. */
export async function readTally(ns: string, flagKey: string, window: CountWindow, signal?: AbortSignal): Promise<Tally> {
  const points = await readPoints(ns, flagKey, lastMinutes(window == '7d' ? 10_080 : 1440, Date.now()), signal);
  const values = points?.map((p) => p.value);
  return values ? { total: values.reduce((a, b) => a + b, 0), values } : null;
}
