import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nearestIndex, paths, plotOf, steppedIndex, VIEW, xTicks, yScale } from '../../../../ui/features/analytics/chart';
import {
  bucketMinutes,
  chartSummary,
  clockLabel,
  clockWithSeconds,
  parseTimestamp,
  pointText,
  summarize,
  toPoints,
  windowOf,
  windowRange,
  WINDOWS,
  type Point,
} from '../../../../ui/features/analytics/series';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

test.after.each(() => {
  process.env.TZ = 'UTC';
});

test('offers the five windows with 30 minutes first and falls back to it for unknown ids', () => {
  assert.equal(WINDOWS.map((w) => w.label), ['30 minutes', '1 hour', '4 hours', '12 hours', '1 day']);
  assert.is(windowOf('4h').minutes, 240);
  assert.is(windowOf(null).id, '30m');
  assert.is(windowOf('7d').id, '30m');
});

test('a window ends at the start of the current minute and spans its length', () => {
  const now = at('2025-01-06T09:30:42.517Z');
  const range = windowRange(windowOf('1h'), now);
  assert.is(new Date(range.to).toISOString(), '2025-01-06T09:30:00.000Z');
  assert.is(new Date(range.from).toISOString(), '2025-01-06T08:30:00.000Z');
  assert.is(windowRange(windowOf('1d'), now).to - windowRange(windowOf('1d'), now).from, 1440 * MIN);
});

test('bucket widths follow the server: 1, 5, 15 and 30 minutes', () => {
  assert.equal(
    WINDOWS.map((w) => bucketMinutes(w.minutes * MIN)),
    [1, 1, 5, 15, 30],
  );
});

test('reads RFC 3339 and zone-less ClickHouse timestamps as UTC', () => {
  assert.is(parseTimestamp('2025-01-06T09:31:00Z'), at('2025-01-06T09:31:00Z'));
  assert.is(parseTimestamp('2025-01-06T10:31:00+01:00'), at('2025-01-06T09:31:00Z'));
  assert.is(parseTimestamp('2025-01-06 09:31:00'), at('2025-01-06T09:31:00Z'));
  assert.ok(Number.isNaN(parseTimestamp('yesterday')));
});

test('fills every bucket of the window, zero where the server sent nothing', () => {
  const range = windowRange(windowOf('30m'), at('2025-01-06T10:00:20Z'));
  const points = toPoints({ timestamps: ['2025-01-06T09:35:00Z', '2025-01-06T09:50:00Z'], values: [3, 7] }, range);
  assert.is(points.length, 31, 'from 09:30 to 10:00, both included');
  assert.is(points[0]?.time, at('2025-01-06T09:30:00Z'));
  assert.is(points.at(-1)?.time, at('2025-01-06T10:00:00Z'));
  assert.equal(points.filter((p) => p.value > 0), [
    { time: at('2025-01-06T09:35:00Z'), value: 3 },
    { time: at('2025-01-06T09:50:00Z'), value: 7 },
  ]);
});

test('puts counts into the aligned bucket they fall in and drops those outside the window', () => {
  const range = windowRange(windowOf('1d'), at('2025-01-06T10:07:00Z'));
  const counts = { timestamps: ['2025-01-06T09:37:00Z', '2025-01-06T09:45:00Z', '2025-01-01T00:00:00Z', 'garbage'], values: [2.6, 1.2, 50, 9] };
  const points = toPoints(counts, range);
  assert.is(points.length, 49);
  assert.is(points[0]?.time, at('2025-01-05T10:00:00Z'), '30-minute buckets start on :00 or :30 UTC');
  assert.equal(points.filter((p) => p.value > 0), [{ time: at('2025-01-06T09:30:00Z'), value: 4 }]);
});

test("Flipt on Prometheus: one point more, each labelled with its bucket's end, counts in the bucket before", () => {
  const range = windowRange(windowOf('30m'), at('2025-01-06T10:00:20Z'));
  const timestamps = Array.from({ length: 32 }, (_, i) => new Date(range.from + i * MIN).toISOString());
  const values = timestamps.map((_, i) => (i === 31 ? 4 : i === 1 ? 2 : i === 0 ? 9 : 0));
  const points = toPoints({ timestamps, values }, range);
  assert.is(points.length, 31);
  assert.equal(points.filter((p) => p.value > 0), [
    { time: at('2025-01-06T09:30:00Z'), value: 2 },
    { time: at('2025-01-06T10:00:00Z'), value: 4 },
  ], 'the running minute holds the count labelled 10:01; the one labelled 09:30 (before the window) is dropped');
});

test('sums the total and finds the first busiest bucket', () => {
  const points: Point[] = [
    { time: 1, value: 2 },
    { time: 2, value: 5 },
    { time: 3, value: 5 },
  ];
  assert.equal(summarize(points), { total: 12, peak: { time: 2, value: 5 } });
  assert.equal(summarize([{ time: 1, value: 0 }]), { total: 0, peak: null });
});

test('labels times in UTC or in the local zone', () => {
  const time = at('2025-01-06T09:05:59Z');
  process.env.TZ = 'Asia/Kolkata';
  assert.is(clockLabel(time, 'local'), '14:35');
  assert.is(clockLabel(time, 'utc'), '09:05');
  assert.is(clockLabel(time, 'utc', true), '09:05 UTC');
  assert.is(clockLabel(time, 'local', true), '14:35');
  assert.is(clockWithSeconds(time, 'utc'), '09:05:59 UTC');
  assert.is(clockWithSeconds(time, 'local'), '14:35:59');
});

test('summarises the chart for screen readers with the total and the peak', () => {
  const points: Point[] = [
    { time: at('2025-01-06T14:04:00Z'), value: 1 },
    { time: at('2025-01-06T14:05:00Z'), value: 10 },
  ];
  assert.is(chartSummary('checkout', windowOf('1h'), points, 'utc'), 'Evaluations of checkout over the last 1 hour: 11 in total, peak 10 at 14:05 UTC');
  assert.is(chartSummary('checkout', windowOf('30m'), [], 'utc'), 'Evaluations of checkout over the last 30 minutes: 0 in total');
});

test('the y axis starts at 0 and steps by 1, 2 or 5 times a power of ten', () => {
  assert.equal(yScale(0), { max: 1, ticks: [0, 1] });
  assert.equal(yScale(3), { max: 3, ticks: [0, 1, 2, 3] });
  assert.equal(yScale(7), { max: 8, ticks: [0, 2, 4, 6, 8] });
  assert.equal(yScale(42), { max: 60, ticks: [0, 20, 40, 60] });
  assert.equal(yScale(1000), { max: 1000, ticks: [0, 500, 1000] });
});

test('time ticks fall on round clock times, at most seven', () => {
  for (const w of WINDOWS) {
    const points = toPoints({ timestamps: [], values: [] }, windowRange(w, at('2025-01-06T10:07:30Z')));
    const ticks = xTicks(points);
    assert.ok(ticks.length >= 4 && ticks.length <= 7, `${w.label}: ${ticks.length} ticks`);
    const times = ticks.map((i) => clockLabel(points[i]?.time ?? 0, 'utc'));
    if (w.id === '30m') assert.equal(times, ['09:40', '09:45', '09:50', '09:55', '10:00', '10:05']);
    if (w.id === '1d') assert.equal(times, ['12:00', '16:00', '20:00', '00:00', '04:00', '08:00']);
  }
});

test('the line runs across the plot from the first to the last bucket, the area closes on the baseline', () => {
  const points: Point[] = [
    { time: 0, value: 0 },
    { time: MIN, value: 4 },
    { time: 2 * MIN, value: 2 },
  ];
  const { x, y } = plotOf(3, 4);
  const { line, area } = paths(points, 4);
  assert.is(line, `M${x(0)},${y(0)}L${x(1)},${y(4)}L${x(2)},${y(2)}`);
  assert.ok(y(4) < y(2) && y(2) < y(0), 'higher counts are drawn higher');
  assert.ok(area.startsWith(line) && area.endsWith('Z'));
  assert.equal(paths([], 1), { line: '', area: '' });
});

test('a point is read in words and found from a pointer position or a key', () => {
  const at = Date.UTC(2026, 0, 1, 10, 5);
  assert.is(pointText({ time: at, value: 12 }, 'utc'), '12 evaluations at 10:05 UTC');
  assert.is(pointText({ time: at, value: 1 }, 'utc'), '1 evaluation at 10:05 UTC');
  const { x } = plotOf(31, 10);
  assert.is(nearestIndex(x(14) + 3, 31), 14);
  assert.is(nearestIndex(0, 31), 0, 'left of the plot is the first point');
  assert.is(nearestIndex(VIEW.width, 31), 30, 'right of the plot is the last point');
  assert.is(steppedIndex('ArrowRight', 30, 31), 30, 'the last point stays the last');
  assert.is(steppedIndex('ArrowLeft', 5, 31), 4);
  assert.is(steppedIndex('Home', 5, 31), 0);
  assert.is(steppedIndex('End', 5, 31), 30);
  assert.is(steppedIndex('PageUp', 5, 31), 8);
  assert.is(steppedIndex('a', 5, 31), null);
});

test.run();
