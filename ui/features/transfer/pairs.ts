// Stored rules and rollouts paired with the wanted ones, so a change is written as an update of
// the one that changes (no transient extra rule): equal ones first, then ones alike (a rule with
// the same segments, a rollout of the same kind), then any left in order. What is left over is
// created or deleted, and the order is set if the result is not already in the wanted order.
import { flagPath, Ref, type Step } from './steps';

/** Wanted item `n` (1-based) with the stored one it updates or keeps, if any. */
export type Pairing<T> = { wanted: { n: number; spec: T; stored?: { id: string; spec: T } }[]; deleted: string[]; created: number[] };

/** Pairs wanted items with stored ones, pass by pass (each stored one used once). */
export function pairUp<T>(wanted: T[], stored: { id: string; spec: T }[], passes: ((a: T, b: T) => boolean)[]): Pairing<T> {
  const free = [...stored];
  const out: Pairing<T>['wanted'] = wanted.map((spec, i) => ({ n: i + 1, spec }));
  for (const alike of passes) {
    for (const w of out) {
      if (w.stored) continue;
      const at = free.findIndex((s) => alike(w.spec, s.spec));
      if (at >= 0) w.stored = free.splice(at, 1)[0];
    }
  }
  return { wanted: out, deleted: free.map((s) => s.id), created: out.filter((w) => !w.stored).map((w) => w.n) };
}

// After deletes the server re-ranks what is left: kept items in stored order, then new ones.
export function orderSteps<T>(ns: string, flag: string, kind: 'rules' | 'rollouts', p: Pairing<T>, storedIds: string[], ref: (n: number) => Ref): Step[] {
  const final = p.wanted.map((w) => w.stored?.id ?? ref(w.n));
  const after = [...storedIds.filter((id) => p.wanted.some((w) => w.stored?.id === id)), ...p.created.map(ref)];
  const name = (x: string | Ref | undefined) => (x instanceof Ref ? `ref ${x.name}` : x);
  const same = final.every((x, i) => name(x) === name(after[i]));
  if (same || final.length < 2) return [];
  const body = kind === 'rules' ? { ruleIds: final } : { rolloutIds: final };
  return [{ method: 'PUT', path: [...flagPath(ns, flag), kind, 'order'], body, item: { kind: 'flag', key: flag }, title: `Order the ${kind} of flag ${flag}` }];
}
