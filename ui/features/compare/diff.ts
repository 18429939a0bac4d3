// Comparing two namespaces: each flag and segment of either, by key, as only in A, only in B, the
// same or different with its differences. Linear in the namespaces' size; at 10,000 flags a side
// it takes a few hundred milliseconds, so the screen runs it in slices (compareInSlices) that
// leave the page free to paint and take keys between them.
import type { NamespaceState } from '../transfer';
import { diffFlag } from './diff-flag';
import { diffSegment } from './diff-segment';
import type { Comparison, Difference, Entry, Kind, Status } from './model';

/** Items compared between two checks of the clock. */
const SLICE = 250;

type Keyed = { key: string; name: string };

// Specs are made item by item (by `diff`), inside the slices: 20,000 of them at once hold the page too.
function* entries<T extends Keyed>(kind: Kind, a: T[], b: T[], diff: (x: T, y: T) => Difference[], out: Entry[]): Generator<void> {
  const inB = new Map(b.map((x) => [x.key, x]));
  const inA = new Set(a.map((x) => x.key));
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as T;
    const y = inB.get(x.key);
    const differences = y ? diff(x, y) : [];
    out.push({ kind, key: x.key, name: x.name, status: !y ? 'only-a' : differences.length ? 'different' : 'same', differences });
    if (i % SLICE === SLICE - 1) yield;
  }
  for (const y of b) if (!inA.has(y.key)) out.push({ kind, key: y.key, name: y.name, status: 'only-b', differences: [] });
}

/** The comparison, one slice per step. */
function* comparing(a: NamespaceState, b: NamespaceState): Generator<void, Comparison> {
  const all: Entry[] = [];
  yield* entries('flag', a.flags, b.flags, diffFlag, all);
  yield* entries('segment', a.segments, b.segments, diffSegment, all);
  const counts: Record<Status, number> = { 'only-a': 0, 'only-b': 0, same: 0, different: 0 };
  for (const e of all) counts[e.status] += 1;
  return { a: a.namespace.key, b: b.namespace.key, entries: all, counts };
}

/** How `a` and `b` differ, seen from A, in one go. */
export function compareNamespaces(a: NamespaceState, b: NamespaceState): Comparison {
  const steps = comparing(a, b);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// A new task: the browser may paint and handle input before it.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** compareNamespaces in slices of about `budgetMs`, yielding to the page between them; `signal` stops it. */
export async function compareInSlices(a: NamespaceState, b: NamespaceState, signal?: AbortSignal, budgetMs = 8): Promise<Comparison> {
  const steps = comparing(a, b);
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started < budgetMs) continue;
    await nextTask();
    if (signal?.aborted) throw signal.reason;
    started = performance.now();
  }
}
