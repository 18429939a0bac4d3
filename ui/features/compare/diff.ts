// Comparing two namespaces: each flag and segment of either, by key, as only in A, only in B, the
// same or different with its differences. Pure and linear in the namespaces' size, so 10,000
// flags a side compare in a blink.
import { flagSpec, segmentSpec, type NamespaceState } from '../transfer';
import { diffFlag } from './diff-flag';
import { diffSegment } from './diff-segment';
import type { Comparison, Difference, Entry, Kind, Status } from './model';

function entries<T extends { key: string; name: string }>(kind: Kind, a: T[], b: T[], diff: (x: T, y: T) => Difference[]): Entry[] {
  const inB = new Map(b.map((x) => [x.key, x]));
  const inA = new Set(a.map((x) => x.key));
  const out: Entry[] = a.map((x) => {
    const y = inB.get(x.key);
    if (!y) return { kind, key: x.key, name: x.name, status: 'only-a', differences: [] };
    const differences = diff(x, y);
    return { kind, key: x.key, name: x.name, status: differences.length ? 'different' : 'same', differences };
  });
  for (const y of b) if (!inA.has(y.key)) out.push({ kind, key: y.key, name: y.name, status: 'only-b', differences: [] });
  return out;
}

/** How `a` and `b` differ, seen from A. */
export function compareNamespaces(a: NamespaceState, b: NamespaceState): Comparison {
  const all = [
    ...entries('flag', a.flags.map(flagSpec), b.flags.map(flagSpec), diffFlag),
    ...entries('segment', a.segments.map(segmentSpec), b.segments.map(segmentSpec), diffSegment),
  ];
  const counts: Record<Status, number> = { 'only-a': 0, 'only-b': 0, same: 0, different: 0 };
  for (const e of all) counts[e.status] += 1;
  return { a: a.namespace.key, b: b.namespace.key, entries: all, counts };
}
