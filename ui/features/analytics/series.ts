// Evaluation counts from the response to chart points (API.md §5.1). Pure: no React, no requests.
import { formatTime, isoToZoned, type TimeMode } from '../../lib/time';
import type { Counts } from './schema';

const MINUTE_MS = 60_000;

/** The windows the tab offers (UI-INVENTORY §2.12), each ending at the current minute. */
export const WINDOWS = [
  { id: '30m', label: '30 minutes', minutes: 30 },
  { id: '1h', label: '1 hour', minutes: 60 },
  { id: '4h', label: '4 hours', minutes: 240 },
  { id: '12h', label: '12 hours', minutes: 720 },
  { id: '1d', label: '1 day', minutes: 1440 },
] as const;
export type TimeWindow = (typeof WINDOWS)[number];
export type WindowId = TimeWindow['id'];

/** The window with this id, else the default (30 minutes, as in Flipt). */
export const windowOf = (id: string | null | undefined): TimeWindow => WINDOWS.find((w) => w.id === id) ?? WINDOWS[0];

export type Range = { from: number; to: number };

/** The window's query range in epoch ms: `to` is the start of the current minute. */
export function windowRange(window: TimeWindow, now: number): Range {
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { from: to - window.minutes * MINUTE_MS, to };
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

export type Point = { time: number; value: number };

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

/** The total and the first busiest bucket (null when nothing was evaluated). */
export function summarize(points: readonly Point[]): { total: number; peak: Point | null } {
  let total = 0;
  let peak: Point | null = null;
  for (const p of points) {
    total += p.value;
    if (p.value > (peak?.value ?? 0)) peak = p;
  }
  return { total, peak };
}

/** `HH:mm` in the mode's zone, with ' UTC' appended in UTC mode when `suffix`. */
export function clockLabel(time: number, mode: TimeMode, suffix = false): string {
  const clock = isoToZoned(new Date(time).toISOString(), mode)?.time ?? '';
  return suffix && mode === 'utc' ? `${clock} UTC` : clock;
}

/** `HH:mm:ss` in the mode's zone (' UTC' appended in UTC mode), for "Last updated". */
export const clockWithSeconds = (time: number, mode: TimeMode): string => formatTime(new Date(time), mode).slice(11);

/** One bucket in words, for the chart's tooltip and its keyboard reading: "12 evaluations at 10:05". */
export const pointText = (point: Point, mode: TimeMode): string =>
  `${point.value} ${point.value === 1 ? 'evaluation' : 'evaluations'} at ${clockLabel(point.time, mode, true)}`;

/** What a screen reader hears for the chart: window, total and the busiest bucket. */
export function chartSummary(flagName: string, window: TimeWindow, points: readonly Point[], mode: TimeMode): string {
  const { total, peak } = summarize(points);
  const head = `Evaluations of ${flagName} over the last ${window.label}: ${total} in total`;
  return peak ? `${head}, peak ${peak.value} at ${clockLabel(peak.time, mode, true)}` : head;
}
