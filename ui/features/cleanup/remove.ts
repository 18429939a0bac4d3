// Deleting a flag from the ready-to-remove report (issue 40.7), undoably: the flag is read whole
// first (variants, rules, rollouts with their descriptions), and the undo imports it back as it
// was, with any segment it used that is gone meanwhile. No React.
import { request } from '../../lib/http';
import { DOCUMENT_VERSION, executePlan, flagSpec, planImport, segmentSpec, segmentsUsedBy } from '../transfer';
import { readNamespaceState, send } from '../transfer-screens';

/** Deletes flag `key` of `ns`; resolves with the call that creates it again as it was. */
export async function removeFlag(ns: string, key: string): Promise<() => Promise<void>> {
  const before = await readNamespaceState(ns, [key]);
  const flag = before.flags.find((f) => f.key === key);
  if (!flag) throw new Error(`The flag ${key} is no longer in ${ns}: nothing was deleted.`);
  await request(`api/v1/namespaces/${encodeURIComponent(ns)}/flags/${encodeURIComponent(key)}`, { method: 'DELETE' });
  return async () => {
    const now = await readNamespaceState(ns, [key]);
    const spec = flagSpec(flag);
    const used = segmentsUsedBy([spec]);
    const gone = before.segments.filter((s) => used.has(s.key) && !now.segments.some((n) => n.key === s.key));
    const doc = { version: DOCUMENT_VERSION, namespace: before.namespace, flags: [spec], segments: gone.map(segmentSpec), refusals: [] };
    const run = await executePlan(planImport(doc, now).steps, send);
    if (run.failed) throw run.failed.error;
  };
}
