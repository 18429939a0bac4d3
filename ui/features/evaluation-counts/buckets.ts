// Evaluation counts as the server answers them (API.md §5.1) to one value per bucket. Pure: no
// React, no requests. The flag's Analytics tab, the flags list and the cleanup report read them.
import type { Counts } from './schema';

export const MINUTE_MS = 60_000;

export type Range = { from: number; to: number };
export type Point = { time: number; value: number };

/** The `minutes` ending at the start of the current minute, in epoch ms. */
export function lastMinutes(minutes: number, now: number): Range {
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { from: to - minutes * MINUTE_MS, to };
}

/** The server's bucket width for a span (API.md §5.1): 30, 15, 5 or 1 minutes. */
export function bucketMinutes(spanMs: number): number {
  const hours = spanMs / (60 * MINUTE_MS);
  return hours >= 24 ? 30 : hours >= 12 ? 15 : hours >= 4 ? 5 : 1;
}

/**
 * Epoch ms of a bucket timestamp: RFC 3339, or ClickHouse's `YYYY-MM-DD HH:MM:SS`, which is UTC
 * but carries no zone (API.md §10.1). NaN when unreadable.
 */
export function parseTimestamp(value: string): number {
  return Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}

/**
 * One point per bucket from the bucket holding `from` to the one holding `to`, as the server
 * aligns them. Buckets the server left out read 0; counts are rounded (Prometheus sends floats).
 * Flipt on Prometheus labels each count with its bucket's end (`increase` up to that instant)
 * and so answers one point more, past `to`: then each count goes to the bucket before its label.
 */
export function toPoints(counts: Counts, range: Range): Point[] {
  const width = bucketMinutes(range.to - range.from) * MINUTE_MS;
  const first = Math.floor(range.from / width);
  const values = new Array<number>(Math.max(0, Math.floor(range.to / width) - first + 1)).fill(0);
  const endLabelled = counts.timestamps.length === values.length + 1;
  counts.timestamps.forEach((stamp, i) => {
    const at = Math.floor(parseTimestamp(stamp) / width) - first - (endLabelled ? 1 : 0);
    if (at >= 0 && at < values.length) values[at] = (values[at] ?? 0) + (counts.values[i] ?? 0);
  });
  return values.map((value, i) => ({ time: (first + i) * width, value: Math.round(value) }));
}
