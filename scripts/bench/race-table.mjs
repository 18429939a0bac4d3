// The race's rows (race.mjs): per size, each measure's medians on both sides and their ratio,
// ours / Flipt's, against the goals of issue 15 and DESIGN.md §6.
import { median } from './browser.mjs';
import { ms } from './table.mjs';

const section = 'vs Flipt';
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const MB = (n) => `${(n / 1e6).toFixed(1)} MB`;
const count = (n) => String(n);
const KEY_CEILING_MS = 16;

/** What each measure reads from a run (one value, or one per keystroke), its unit and its goal. */
const MEASURES = [
  { name: 'time to list (navigation start to first row shown)', of: (r) => [r.list], unit: ms, goal: () => 0.5 },
  { name: 'first contentful paint', of: (r) => [r.fcp], unit: ms },
  { name: 'bytes on the wire until the list shows and the network is quiet', of: (r) => [r.bytes], unit: kB, goal: (size) => (size <= 50 ? 0.35 : 0.2) },
  { name: 'requests (failed ones included)', of: (r) => [r.requests], unit: count, failed: true },
  { name: 'JS heap after GC, list shown', of: (r) => [r.heap], unit: MB, goal: () => 0.5 },
  { name: 'long tasks before the list shows: count', of: (r) => [r.longTasks], unit: count },
  { name: 'long tasks before the list shows: total', of: (r) => [r.longTaskMs], unit: ms },
  { name: 'search keystroke to next frame', of: (r) => r.keys.map((k) => k.frame), unit: ms, goal: () => 1, ceiling: KEY_CEILING_MS },
  { name: 'search keystroke to settled list', of: (r) => r.keys.map((k) => k.settled), unit: ms },
];

const ratioText = (ours, flipt) => (flipt > 0 ? `${(ours / flipt).toFixed(2)}×` : '—');

function measureRow(size, runs, m) {
  const ours = median(runs.ours.flatMap(m.of));
  const flipt = median(runs.flipt.flatMap(m.of));
  const failed = m.failed ? median(runs.flipt.map((r) => r.failed)) : 0;
  const row = {
    section,
    measure: `${size.toLocaleString('en-US')} flags: ${m.name}`,
    value: `${ratioText(ours, flipt)} (ours ${m.unit(ours)}, Flipt ${m.unit(flipt)}${failed ? `, ${failed} failed` : ''})`,
  };
  if (!m.goal) return row;
  const limit = m.goal(size);
  const withinCeiling = m.ceiling === undefined || ours <= m.ceiling;
  return { ...row, budget: `≤ ${limit}×${m.ceiling ? ` and ≤ ${m.ceiling} ms` : ''}`, ok: ours <= limit * flipt && withinCeiling };
}

/** The table rows for `results` ([{size, runs: {ours, flipt}}], smallest size first). */
export function raceRows(results, { runs, keys, dist, browser }) {
  const rows = results.flatMap(({ size, runs: sides }) => MEASURES.map((m) => measureRow(size, sides, m)));
  const listOf = (r) => median(r.runs.ours.map((run) => run.list));
  const growth = listOf(results.at(-1)) / listOf(results[0]);
  const [small, large] = [results[0].size, results.at(-1).size].map((n) => n.toLocaleString('en-US'));
  return [
    ...rows,
    { section, measure: `ours: time to list at ${large} flags / at ${small}`, value: `${growth.toFixed(2)}×`, budget: '≤ 1.2×', ok: growth <= 1.2 },
    { section, measure: 'medians of', value: `${runs} runs per side and size (after a warm-up each, sides alternating), ${keys} keystrokes per run` },
    { section, measure: "Flipt's console; browser", value: `${dist}; Chromium ${browser}` },
  ];
}

const HOW_TO = `vs Flipt: skipped. Set FLIPT_CONSOLE_DIR to a built Flipt v1.54.0 console to race ours against it.
Build it outside this repository (it is Flipt's code; never commit it):
  git clone https://github.com/flipt-io/flipt flipt-ui && cd flipt-ui && git checkout v1.54.0
  cd ui && npm ci && npm run build       # tsc, then vite: writes ui/dist
then, here: FLIPT_CONSOLE_DIR=/path/to/flipt-ui/ui/dist npm run bench
`;

/** Says how to get a built Flipt console, and the row standing for the skipped race. */
export function skippedRows() {
  process.stderr.write(HOW_TO);
  return [{ section, measure: 'race against Flipt v1.54.0\'s console', value: 'skipped: FLIPT_CONSOLE_DIR not set (docs/BENCHMARKS.md)' }];
}
