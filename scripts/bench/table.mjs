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
