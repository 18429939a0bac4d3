// Which entries of a comparison the screen shows: only the differences (the default) or all, one
// kind or both, keys containing a text. Pure, so 10,000 flags filter in one pass per change.
import type { Comparison, Entry, Kind } from './model';

export type CompareFilters = { all: boolean; kind: Kind | null; key: string };

/** The entries the filters let through, in the comparison's order. */
export function visibleEntries(comparison: Comparison, { all, kind, key }: CompareFilters): Entry[] {
  const text = key.trim().toLowerCase();
  return comparison.entries.filter(
    (e) => (all || e.status !== 'same') && (kind === null || e.kind === kind) && (!text || e.key.toLowerCase().includes(text)),
  );
}

/** "3 different, 2 only in staging, 1 only in production, 12 the same". */
export function summaryOf(c: Comparison): string {
  const { counts } = c;
  const total = counts['only-a'] + counts['only-b'] + counts.same + counts.different;
  return `${total.toLocaleString('en')} ${total === 1 ? 'flag or segment' : 'flags and segments'} compared: ${counts.different.toLocaleString('en')} different, ${counts['only-a'].toLocaleString('en')} only in ${c.a}, ${counts['only-b'].toLocaleString('en')} only in ${c.b}, ${counts.same.toLocaleString('en')} the same.`;
}
