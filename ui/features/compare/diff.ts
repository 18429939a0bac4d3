// Comparing two namespaces: each flag and segment of either, by key, as only in A, only in B, the
// same or different with its differences. Linear in the namespaces' size; at 10,000 flags a side
// it takes a few hundred milliseconds, so it runs in slices of a few milliseconds that leave the
// page free to paint and take keys between them.
import { flagProblems, problemText, segmentProblems } from '../../lib/validation/entities';
import { flagSpec, segmentSpec, type NamespaceState } from '../transfer';
import { diffFlag } from './diff-flag';
import { diffSegment } from './diff-segment';
import type { Comparison, Entry, Status } from './model';

// What a promote of A's flag or segment would refuse, as the editor would (lib/validation); its segments exist in A.
function refusals(x: NamespaceState['flags'][number] | NamespaceState['segments'][number]): string[] {
  return ('constraints' in x ? segmentProblems(segmentSpec(x)) : flagProblems(flagSpec(x))).map(problemText);
}

// A new task: the browser may paint and handle input before it.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How `a` and `b` differ, seen from A, in slices of about `budgetMs` (Infinity: one go); `signal` stops it. */
export async function compareNamespaces(a: NamespaceState, b: NamespaceState, signal?: AbortSignal, budgetMs = 8): Promise<Comparison> {
  let started = performance.now();
  const entries: Entry[] = [];
  const sides = [['flag', a.flags, b.flags, diffFlag], ['segment', a.segments, b.segments, diffSegment]] as const;
  for (const [kind, mine, theirs, diff] of sides) {
    const inB = new Map<string, (typeof theirs)[number]>(theirs.map((y) => [y.key, y]));
    for (const x of mine) {
      const y = inB.get(x.key);
      inB.delete(x.key);
      // Specs are made item by item, inside the slices: 20,000 of them at once hold the page too.
      const differences = y ? (diff as (p: typeof x, q: typeof y) => Entry['differences'])(x, y) : [];
      const status = !y ? 'only-a' : differences.length ? 'different' : 'same';
      entries.push({ kind, key: x.key, name: x.name, status, differences, refused: status === 'same' ? [] : refusals(x) });
      if (performance.now() - started < budgetMs) continue;
      await nextTask();
      if (signal?.aborted) throw signal.reason;
      started = performance.now();
    }
    for (const y of inB.values()) entries.push({ kind, key: y.key, name: y.name, status: 'only-b', differences: [] });
  }
  const counts: Record<Status, number> = { 'only-a': 0, 'only-b': 0, same: 0, different: 0 };
  for (const e of entries) counts[e.status] += 1;
  return { a: a.namespace.key, b: b.namespace.key, entries, counts };
}
