// Prints benchmark results as one aligned plain-text table.

/** A row: `{section, measure, value, budget?, ok?}`; `ok` undefined means "information only". */
export function formatTable(rows) {
  const head = ['section', 'measure', 'value', 'budget', 'result'];
  const cells = rows.map((r) => [r.section, r.measure, r.value, r.budget ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER BUDGET']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => c.map((v, i) => String(v).padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export const ms = (v) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
export const perSecond = (v) => `${Math.round(v).toLocaleString('en-US')} req/s`;

/** When `moduleUrl` is the script Node was started with, runs its section alone and prints its table. */
export async function runAlone(moduleUrl, run) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const { buildServer, root } = await import('../build-server.mjs');
  console.log(formatTable(await run({ root, serverBundle: await buildServer() })));
}
