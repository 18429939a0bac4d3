// Chart geometry in SVG user units: scales, ticks and paths. Pure, so it is tested without a DOM.
import type { Point } from './series';

const MINUTE_MS = 60_000;

/** The viewBox and the margins that hold the axis labels and titles. */
export const VIEW = { width: 640, height: 240, left: 52, right: 16, top: 12, bottom: 44 } as const;

const PLOT_WIDTH = VIEW.width - VIEW.left - VIEW.right;
const PLOT_HEIGHT = VIEW.height - VIEW.top - VIEW.bottom;
export const BASELINE = VIEW.top + PLOT_HEIGHT;

/** A y maximum and gridlines at a 1, 2 or 5 × 10ⁿ step (at least 1), from 0, at most 5 lines. */
export function yScale(peak: number): { max: number; ticks: number[] } {
  const rough = Math.max(1, peak / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const max = Math.max(step, Math.ceil(peak / step) * step);
  return { max, ticks: Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step) };
}

/** Round clock intervals for time ticks, in minutes. */
const TICK_MINUTES = [5, 10, 15, 30, 60, 120, 180, 240, 360, 720];

/** Indices of the points that get a time tick: on a round interval, at most `most` of them. */
export function xTicks(points: readonly Point[], most = 7): number[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || first === last) return points.map((_, i) => i);
  const span = (last.time - first.time) / MINUTE_MS;
  const every = (TICK_MINUTES.find((m) => span / m <= most - 1) ?? 720) * MINUTE_MS;
  return points.flatMap((p, i) => (p.time % every === 0 ? [i] : []));
}

/** Scales from point index and count to SVG coordinates. */
export function plotOf(count: number, max: number) {
  const gap = PLOT_WIDTH / Math.max(1, count - 1);
  return {
    x: (i: number) => VIEW.left + i * gap,
    y: (value: number) => BASELINE - (value / max) * PLOT_HEIGHT,
  };
}

const n = (value: number) => Math.round(value * 10) / 10;

/** The line through the points and the area under it, as SVG path data. */
export function paths(points: readonly Point[], max: number): { line: string; area: string } {
  if (points.length === 0) return { line: '', area: '' };
  const { x, y } = plotOf(points.length, max);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${n(x(i))},${n(y(p.value))}`).join('');
  return { line, area: `${line}L${n(x(points.length - 1))},${BASELINE}L${VIEW.left},${BASELINE}Z` };
}

/** The index of the point nearest to `x` (SVG units) among `count` points. */
export function nearestIndex(x: number, count: number): number {
  const gap = PLOT_WIDTH / Math.max(1, count - 1);
  return Math.min(count - 1, Math.max(0, Math.round((x - VIEW.left) / gap)));
}

/** The point the arrow keys move to from `index` among `count`, or null for other keys. */
export function steppedIndex(key: string, index: number, count: number): number | null {
  const page = Math.max(1, Math.round(count / 10));
  const to: Record<string, number> = { ArrowLeft: index - 1, ArrowDown: index - 1, ArrowRight: index + 1, ArrowUp: index + 1, PageDown: index - page, PageUp: index + page, Home: 0, End: count - 1 };
  const next = to[key];
  return next === undefined ? null : Math.min(count - 1, Math.max(0, next));
}
