import type { Db } from '../store/db';
import { Code, GrpcError, internal } from '../core/errors';
import { qStr } from '../core/query';
import type { Router } from '../core/router';
import { formatMicros } from '../store/time';
import type { EvaluationCounter } from './counts';
import { DATE_TIME, GoTimeError, RFC3339, goParse } from './goTime';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Prometheus refuses range queries with more points than this; so do we, instead of allocating them. */
const MAX_POINTS = 11_000;

/**
 * `GET /internal/v1/analytics/namespaces/:ns/flags/:flag?from=&to=` (API.md §5.1). Without an
 * analytics backend Flipt never registers the service, hence the 501 then, in v1.61.1's words
 * (its API calls the service in-process; v1.54 said `unknown service …`).
 */
export function analyticsRoutes(router: Router, db: Db, counter: EvaluationCounter | undefined) {
  const rows = db.prepare(`SELECT minute, count FROM evaluation_counts
    WHERE namespace_key = ? AND flag_key = ? AND minute >= ? AND minute < ?`);
  router.add('GET', '/internal/v1/analytics/namespaces/:ns/flags/:flag', (ctx) => {
    if (!counter) throw new GrpcError(Code.Unimplemented, 'service flipt.analytics.AnalyticsService not implemented');
    const from = readTime(qStr(ctx.query, 'from'));
    const to = readTime(qStr(ctx.query, 'to'));
    counter.flush();
    const buckets = bucketsFor(from, to);
    const values = new Array<number>(buckets.count).fill(0);
    const args = [ctx.params.ns, ctx.params.flag, buckets.first * buckets.minutes, (buckets.first + buckets.count) * buckets.minutes];
    for (const r of rows.all(...args) as { minute: number; count: number }[]) {
      const i = Math.floor(r.minute / buckets.minutes) - buckets.first;
      values[i] = (values[i] as number) + r.count;
    }
    const timestamps = values.map((_, i) => formatMicros((buckets.first + i) * buckets.minutes * MINUTE_MS * 1000));
    return { timestamps, values };
  });
}

/** RFC 3339 (fraction allowed) or `YYYY-MM-DD HH:MM:SS` (UTC); failures answer 500 with Go's RFC 3339 error. */
function readTime(value: string): number {
  try {
    return goParse(RFC3339, value);
  } catch (first) {
    try {
      return goParse(DATE_TIME, value);
    } catch {
      throw internal(first instanceof GoTimeError ? first.message : String(first));
    }
  }
}

/** Bucket width in minutes from the window length (API.md §5.1). */
export function bucketMinutes(spanMs: number): number {
  if (spanMs >= 24 * HOUR_MS) return 30;
  if (spanMs >= 12 * HOUR_MS) return 15;
  if (spanMs >= 4 * HOUR_MS) return 5;
  return 1;
}

/**
 * Alignment: buckets are aligned to whole multiples of their width since the Unix epoch (so a
 * 30-minute bucket starts at :00 or :30 UTC) and each is labelled with its start. The series
 * runs from the bucket containing `from` to the bucket containing `to`, both included, so the
 * still-running current minute or half hour is shown. `to` before `from` gives empty arrays.
 */
function bucketsFor(fromMs: number, toMs: number) {
  const minutes = bucketMinutes(toMs - fromMs);
  const width = minutes * MINUTE_MS;
  const first = Math.floor(fromMs / width);
  const count = Math.max(0, Math.floor(toMs / width) - first + 1);
  if (count > MAX_POINTS) {
    throw internal(`exceeded maximum resolution of ${MAX_POINTS} points per timeseries. Try decreasing the query resolution (?step=XX)`);
  }
  return { minutes, first, count };
}
