// Undoing a promote that stopped: every flag and segment it wrote goes back to what it was before
// (read again after the stop, since a stopped run may have written anything up to the failure),
// and the ones it created are deleted, flags before the segments they may use.
import { flagSpec, planImport, segmentSpec, type NamespaceState, type Step } from '../transfer';
import type { Kind } from './model';

/** The flags and segments a run wrote to, as its steps name them. */
export type Touched = { kind: Kind; key: string }[];

export type RestorePlan = { steps: Step[]; restored: string[]; deleted: string[] };

const removal = (ns: string, kind: Kind, key: string): Step => ({
  method: 'DELETE',
  path: ['api', 'v1', 'namespaces', ns, `${kind}s`, key],
  item: { kind, key },
  title: `Delete ${kind} ${key}, which the promote created`,
});

/** The calls that put the `touched` items of `now` back as they were in `before` (both namespace B). */
export function planRestore(before: NamespaceState, now: NamespaceState, touched: Touched): RestorePlan {
  const ns = now.namespace.key;
  const was = (kind: Kind, key: string) => (kind === 'flag' ? before.flags : before.segments).some((x) => x.key === key);
  const is = (kind: Kind, key: string) => (kind === 'flag' ? now.flags : now.segments).some((x) => x.key === key);
  const unique = [...new Map(touched.map((t) => [`${t.kind} ${t.key}`, t])).values()];
  const back = unique.filter((t) => was(t.kind, t.key));
  const created = unique.filter((t) => !was(t.kind, t.key) && is(t.kind, t.key));
  const gone = [...created.filter((t) => t.kind === 'flag'), ...created.filter((t) => t.kind === 'segment')];
  const keysOf = (kind: Kind) => new Set(back.filter((t) => t.kind === kind).map((t) => t.key));
  const [flags, segments] = [keysOf('flag'), keysOf('segment')];
  const doc = {
    version: '1.4',
    namespace: before.namespace,
    flags: before.flags.filter((f) => flags.has(f.key)).map(flagSpec),
    segments: before.segments.filter((s) => segments.has(s.key)).map(segmentSpec),
    refusals: [],
  };
  return {
    steps: [...planImport(doc, now).steps, ...gone.map((t) => removal(ns, t.kind, t.key))],
    restored: back.map((t) => `${t.kind} ${t.key}`),
    deleted: gone.map((t) => `${t.kind} ${t.key}`),
  };
}
