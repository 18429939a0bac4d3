// The segment usage index from the namespace's evaluation snapshot (one request for the whole
// namespace; see ui/features/usage). No React here. Its key sits under the namespace's segments,
// so whatever resets them (a reference change, a namespace deletion) resets it too.
import * as v from 'valibot';
import { request } from '../../lib/http';
import { usageFromSnapshot, type Snapshot, type UsageIndex } from '../usage';

const Ref = v.looseObject({ key: v.string() });
const SnapshotSchema = v.looseObject({
  namespace: v.looseObject({ key: v.string() }),
  flags: v.optional(
    v.array(
      v.looseObject({
        key: v.string(),
        name: v.optional(v.string(), ''),
        type: v.optional(v.string(), 'VARIANT_FLAG_TYPE'),
        rules: v.optional(v.array(v.looseObject({ id: v.string(), rank: v.number(), segments: v.optional(v.array(Ref)) }))),
        rollouts: v.optional(v.array(v.looseObject({ rank: v.number(), segment: v.optional(v.nullable(v.looseObject({ segments: v.optional(v.array(Ref)) }))) }))),
      }),
    ),
    [],
  ),
});

export const usageKeys = {
  namespace: (ns: string) => ['segments', ns, 'usage'] as const,
};

/** Which flags use each segment of the namespace. */
export async function fetchUsage([, ns]: ReturnType<typeof usageKeys.namespace>): Promise<UsageIndex> {
  const snapshot = await request(`internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`, { schema: SnapshotSchema });
  return usageFromSnapshot(snapshot as Snapshot);
}
