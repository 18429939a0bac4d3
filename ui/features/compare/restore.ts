// Undoing a promote that stopped: every flag and segment it wrote goes back to what it was before
// (read again after the stop, since a stopped run may have written anything up to the failure),
// and the ones it created are deleted, flags before the segments they may use.
import { flagSpec, planImport, segmentSpec, type NamespaceState, type Step } from '../transfer';

export type RestorePlan = { steps: Step[]; restored: string[]; deleted: string[] };

/** The calls that put the `touched` items ("flag checkout") of `now` back as they were in `before` (both namespace B). */
export function planRestore(before: NamespaceState, now: NamespaceState, touched: string[]): RestorePlan {
  const pick = <T extends { key: string }>(kind: string, items: T[]) => items.filter((x) => touched.includes(`${kind} ${x.key}`));
  const [flags, segments] = [pick('flag', before.flags), pick('segment', before.segments)];
  const restored = [...segments.map((s) => `segment ${s.key}`), ...flags.map((f) => `flag ${f.key}`)];
  const deleted = [...pick('flag', now.flags).map((f) => `flag ${f.key}`), ...pick('segment', now.segments).map((s) => `segment ${s.key}`)].filter((id) => !restored.includes(id));
  const doc = { version: '1.4', namespace: before.namespace, flags: flags.map(flagSpec), segments: segments.map(segmentSpec), refusals: [] };
  const removals = deleted.map((id): Step => {
    const [kind, key] = id.split(' ') as ['flag' | 'segment', string];
    return { method: 'DELETE', path: ['api', 'v1', 'namespaces', now.namespace.key, `${kind}s`, key], item: { kind, key }, title: `Delete ${id}, which the promote created` };
  });
  return { steps: [...planImport(doc, now).steps, ...removals], restored, deleted };
}
