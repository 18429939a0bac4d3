// The sizes a build prints: raw and gzip per file, and the JS + CSS gzip total against its budget.
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * JS + CSS gzip budget for everything the first page loads (DESIGN.md §6): 250 KB, where 1 KB = 1024 B,
 * the unit DESIGN.md measures in (its 232.7 KB is this bundle's 238,3xx bytes).
 */
export const BUDGET_GZIP = 250 * 1024;

/** Raw and gzip sizes of the emitted files, and the JS + CSS gzip total that the budget covers. */
export function measure(files) {
  const rows = files.map((f) => ({ name: f.name, raw: f.bytes.length, gzip: gzipSync(f.bytes, { level: 9 }).length }));
  const budgeted = rows.filter((r) => /\.(js|css)$/.test(r.name));
  return { rows, totalGzip: budgeted.reduce((n, r) => n + r.gzip, 0) };
}

/** Bytes in KB of 1024 B, as DESIGN.md counts them. */
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function report(files, ms, outdir, dev = false) {
  const { rows, totalGzip } = measure(files);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) console.log(`  ${relative(root, join(outdir, r.name)).padEnd(width + 6)} ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}`);
  const ok = totalGzip <= BUDGET_GZIP;
  const verdict = dev ? 'development build, not minified; the budget applies to `node build.mjs`' : `${kb(BUDGET_GZIP)} budget: ${ok ? 'ok' : 'OVER BUDGET'}`;
  console.log(`  JS + CSS gzip ${kb(totalGzip)} (${verdict}) in ${Math.round(ms)} ms`);
  return ok;
}
