// Section "bundle": the console's production bundle (DESIGN.md §6). JS and CSS bytes, raw and
// gzip, of what index.html loads, against the 250 KB budget; and the production build time
// (`node build.mjs`, whole process, median of 3) against 2 s.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_GZIP, kb } from '../build/report.mjs';
import { ms } from './table.mjs';

const RUNS = 3;
const BUDGET_MS = 2000;

function timedBuild(root) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  // Exit 1 with output written means "over budget"; that is reported below, not a crash.
  if (r.status !== 0 && !/OVER BUDGET/.test(r.stdout)) throw new Error(`node build.mjs failed: ${r.stderr || r.stdout}`);
  return elapsed;
}

/** The JS and CSS files embed/index.html references, with raw and gzip sizes. */
function assets(root) {
  const html = readFileSync(join(root, 'embed', 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return refs.map((ref) => {
    const bytes = readFileSync(join(root, 'embed', ref));
    return { ref, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

export async function run({ root }) {
  const times = Array.from({ length: RUNS }, () => timedBuild(root)).sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const files = assets(root);
  const section = 'bundle';
  const of = (ext) => files.filter((f) => f.ref.endsWith(ext));
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const total = sum(files, 'gzip');
  return [
    { section, measure: 'JS (raw / gzip)', value: `${kb(sum(of('.js'), 'raw'))} / ${kb(sum(of('.js'), 'gzip'))}` },
    { section, measure: 'CSS (raw / gzip)', value: `${kb(sum(of('.css'), 'raw'))} / ${kb(sum(of('.css'), 'gzip'))}` },
    { section, measure: 'JS + CSS gzip, first page', value: kb(total), budget: `≤ ${kb(BUDGET_GZIP)}`, ok: total <= BUDGET_GZIP },
    { section, measure: `production build, node build.mjs (median of ${RUNS})`, value: ms(median), budget: `≤ ${BUDGET_MS} ms`, ok: median <= BUDGET_MS },
  ];
}
