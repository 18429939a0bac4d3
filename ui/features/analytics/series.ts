// The Analytics tab's windows and words for its chart points (evaluation-counts makes the points).
// Pure: no React, no requests.
import { formatTime, isoToZoned, type TimeMode } from '../../lib/time';
import { lastMinutes, type Point, type Range } from '../evaluation-counts';

export { bucketMinutes, parseTimestamp, toPoints, type Point, type Range } from '../evaluation-counts';

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

/** The window's query range in epoch ms: `to` is the start of the current minute. */
export const windowRange = (window: TimeWindow, now: number): Range => lastMinutes(window.minutes, now);

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
