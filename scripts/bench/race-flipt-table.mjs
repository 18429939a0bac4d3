// The rows of the race on Flipt (race-flipt.mjs): per size and scenario, each measure's medians on
// both sides and their ratio, ours / Flipt's, against the budgets of issues 28 and 38 (docs/BENCHMARKS.md,
// "Against Flipt's own console"): BUDGETS below is the one table of them.
import { median } from './browser.mjs';
import { ms } from './table.mjs';

const section = 'on Flipt';
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const MB = (n) => `${(n / 1e6).toFixed(1)} MB`;
const count = (n) => String(n);
const KEY_CEILING_MS = 16;
const EMPTY = 'localhost, empty cache';
const WARM_LINK = '10 Mbit/s 40 ms, warm cache';

/**
 * The budgets, ours / Flipt's in the same run: `at` the scenario and sizes a budget holds for;
 * `ceiling` an absolute limit on ours besides the ratio.
 */
export const BUDGETS = [
  { measure: 'list', at: EMPTY, limit: (size) => (size <= 50 ? 0.5 : 0.35) },
  { measure: 'list', at: WARM_LINK, sizes: [50], limit: () => 0.4 },
  { measure: 'long tasks', at: EMPTY, limit: () => 0.6 },
  { measure: 'long tasks', at: WARM_LINK, sizes: [50], limit: () => 0.6 },
  { measure: 'commits', at: EMPTY, ceiling: 2 },
  { measure: 'bytes', at: WARM_LINK, sizes: [50], limit: () => 0.05 },
  { measure: 'first search', at: EMPTY, limit: () => 0.5 },
  { measure: 'next frame', at: EMPTY, limit: () => 1, ceiling: KEY_CEILING_MS },
  { measure: 'heap', at: EMPTY, limit: (size) => (size <= 50 ? 0.75 : 0.2) },
  // Ours on a first visit against ours returning, in the same rounds (not against Flipt).
  { measure: 'first visit', at: 'localhost, first visit', limit: () => 1.1 },
];

/** What each measure reads from a run (one value, or one per keystroke) and its unit; `typing` ones only where keys were typed, `wire` ones not on a first visit. */
const MEASURES = [
  { id: 'list', name: 'time to list (navigation start to first row shown)', of: (r) => [r.list], unit: ms },
  { id: 'long tasks', name: 'long tasks before the list shows (total)', of: (r) => [r.longTaskMs], unit: ms },
  { id: 'commits', name: 'React commits until the list shows', of: (r) => [r.commits], unit: count },
  { id: 'fcp', name: 'first contentful paint', of: (r) => [r.fcp], unit: ms },
  { id: 'bytes', name: 'bytes received until the network is quiet', of: (r) => [r.bytes], unit: kB , wire: true },
  { id: 'requests', name: 'requests', of: (r) => [r.requests], unit: count , wire: true },
  { id: 'heap', name: 'JS heap after GC, network quiet', of: (r) => [r.heap], unit: MB , wire: true },
  { id: 'first search', name: 'first search: keystroke to settled list', of: (r) => [r.keys[0].settled], unit: ms, typing: true },
  { id: 'next frame', name: 'search keystroke to next frame (all keys)', of: (r) => r.keys.map((k) => k.frame), unit: ms, typing: true },
  { id: 'settled', name: 'search keystroke to settled list (all keys)', of: (r) => r.keys.map((k) => k.settled), unit: ms, typing: true },
];

const ratioText = (ours, flipt) => (flipt > 0 && ours !== undefined ? `${(ours / flipt).toFixed(2)}×` : '—');

/** The row's budget columns, when a budget holds for it: a ratio `limit` and/or a `ceiling` on ours. */
function judged(row, { size, scenario, id, unit }, ours, other) {
  const budget = BUDGETS.find((b) => b.measure === id && b.at === scenario.id && (!b.sizes || b.sizes.includes(size)));
  if (!budget) return row;
  const limit = budget.limit?.(size);
  const ok = (limit === undefined || ours <= limit * other) && (budget.ceiling === undefined || ours <= budget.ceiling);
  const text = [limit !== undefined && `≤ ${limit}×`, budget.ceiling !== undefined && `≤ ${unit(budget.ceiling)}`].filter(Boolean).join(' and ');
  return { ...row, budget: text, ok };
}

const label = (size, scenario, name) => `${size.toLocaleString('en-US')} flags, ${scenario.id}: ${name}`;

/** The median of a side's values of a measure; undefined when no run had one (a paint Flipt's reload lost). */
const medianOf = (runs, of) => median(runs.flatMap(of).filter((n) => n !== undefined));
const shown = (value, unit) => (value === undefined ? '—' : unit(value));

function measureRow(size, scenario, runs, m) {
  const ours = medianOf(runs.ours, m.of);
  const flipt = medianOf(runs.flipt, m.of);
  const row = { section, measure: label(size, scenario, m.name), value: `${ratioText(ours, flipt)} (ours ${shown(ours, m.unit)}, Flipt ${shown(flipt, m.unit)})` };
  return judged(row, { size, scenario, id: m.id, unit: m.unit }, ours, flipt);
}

/** Ours on a first visit against ours returning, when the scenario raced both. */
function firstVisitRows(size, scenario, runs) {
  if (!runs.returning) return [];
  const first = median(runs.ours.map((r) => r.list));
  const returning = median(runs.returning.map((r) => r.list));
  const row = { section, measure: label(size, scenario, 'time to list, ours first visit / ours returning'), value: `${ratioText(first, returning)} (first ${ms(first)}, returning ${ms(returning)})` };
  return [judged(row, { size, scenario, id: 'first visit', unit: ms }, first, returning)];
}

/** The table rows for `results` ([{size, scenario, runs: {ours, flipt, returning?}}]). */
/** `analytics`: how many flags were evaluated with analytics on, false when it was off. */
export function fliptRaceRows(results, { runs, keys, load, paths, browser, analytics }) {
  const rows = results.flatMap(({ size, scenario, runs: sides }) => [
    ...MEASURES.filter((m) => (!m.typing || scenario.typing) && (!m.wire || !scenario.firstVisit)).map((m) => measureRow(size, scenario, sides, m)),
    ...firstVisitRows(size, scenario, sides),
  ]);
  return [
    ...rows,
    { section, measure: 'medians of', value: `${runs} runs per side, size and scenario (after a warm-up each, sides alternating); ${keys} keystrokes per run on localhost with an empty cache` },
    { section, measure: 'load average at the start (1, 5, 15 min)', value: load.map((n) => n.toFixed(2)).join(', ') },
    { section, measure: 'binaries; browser', value: `ours ${paths.ours}, Flipt's ${paths.flipt}; Chromium ${browser}` },
    { section, measure: 'analytics', value: analytics ? `on: both store evaluations in one Prometheus (BENCH_RACE_ANALYTICS=1); ${analytics} flags evaluated` : 'off' },
  ];
}

const HOW_TO = `on Flipt: skipped. Set FLIPT_BIN_OURS and FLIPT_BIN_FLIPT to two Flipt v1.54.0 binaries to race
the consoles where Flipt serves them (docs/BENCHMARKS.md, "Against Flipt's own console"). Built outside this
repository (Flipt's code is never committed here), in a clone of github.com/flipt-io/flipt at v1.54.0:
  ours:    replace ui/ with a copy of this tree's embed/ (after node build.mjs), then
           go build -trimpath -tags assets -o /path/to/flipt-ours ./cmd/flipt
  Flipt's: in ui/ run npm ci && npx vite build, then
           go build -trimpath -tags assets -o /path/to/flipt-theirs ./cmd/flipt
Running the race on the local service instead (FLIPT_CONSOLE_DIR).
`;

/** Says how to get the binaries, and the row standing for the skipped race. */
export function skippedFliptRows() {
  process.stderr.write(HOW_TO);
  return [{ section, measure: 'race on two Flipt v1.54.0 binaries', value: 'skipped: FLIPT_BIN_OURS and FLIPT_BIN_FLIPT not set (docs/BENCHMARKS.md)' }];
}
