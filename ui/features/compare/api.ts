// A whole namespace in four calls, whatever its size: the namespace, its flags (with variants and
// metadata), its segments (with constraints) and the evaluation snapshot for the rules and
// rollouts of every flag (API.md §4.4). The flags API would need two more calls per flag, 20,001
// at 10,000 flags. What the snapshot lacks: rollout descriptions and rollout ids (neither is
// compared here; the promote plan reads its flags through the flags API), and the rare rules of
// boolean flags or rollouts of variant flags, which evaluation ignores. No React.
import * as v from 'valibot';
import { request } from '../../lib/http';
import type { FlagState, NamespaceInfo, NamespaceState, Rollout, Rule, Segment } from '../transfer';

const Stamp = { createdAt: v.optional(v.string(), ''), updatedAt: v.optional(v.string(), '') };
const Text = v.optional(v.nullable(v.string()), '');
const VariantSchema = v.looseObject({ id: v.string(), key: v.string(), name: Text, description: Text, attachment: Text, ...Stamp });
const FlagSchema = v.looseObject({
  key: v.string(),
  name: Text,
  description: Text,
  type: v.optional(v.string(), 'VARIANT_FLAG_TYPE'),
  enabled: v.optional(v.boolean(), false),
  variants: v.optional(v.nullable(v.array(VariantSchema)), []),
  defaultVariant: v.optional(v.nullable(v.looseObject({ id: v.string() }))),
  metadata: v.optional(v.nullable(v.record(v.string(), v.unknown())), {}),
  ...Stamp,
});
const ConstraintSchema = v.looseObject({ id: v.string(), type: v.string(), property: v.string(), operator: v.string(), value: Text, description: Text, ...Stamp });
const SegmentSchema = v.looseObject({ key: v.string(), name: Text, description: Text, matchType: v.string(), constraints: v.optional(v.nullable(v.array(ConstraintSchema)), []), ...Stamp });
const NamespaceSchema = v.looseObject({ key: v.string(), name: Text, description: Text });

const Keys = v.optional(v.nullable(v.array(v.looseObject({ key: v.string() }))), []);
const SnapRule = v.looseObject({
  id: v.string(),
  rank: v.number(),
  segmentOperator: v.optional(v.string(), 'OR_SEGMENT_OPERATOR'),
  segments: Keys,
  distributions: v.optional(v.nullable(v.array(v.looseObject({ variantId: v.string(), rollout: v.number() }))), []),
});
const SnapRollout = v.looseObject({
  rank: v.number(),
  threshold: v.optional(v.nullable(v.looseObject({ percentage: v.optional(v.number(), 0), value: v.optional(v.boolean(), false) }))),
  segment: v.optional(v.nullable(v.looseObject({ value: v.optional(v.boolean(), false), segmentOperator: v.optional(v.string(), 'OR_SEGMENT_OPERATOR'), segments: Keys }))),
});
const SnapshotSchema = v.looseObject({
  flags: v.optional(v.nullable(v.array(v.looseObject({ key: v.string(), rules: v.optional(v.nullable(v.array(SnapRule)), []), rollouts: v.optional(v.nullable(v.array(SnapRollout)), []) }))), []),
});

export type ListedFlag = v.InferOutput<typeof FlagSchema>;
export type ListedSegment = v.InferOutput<typeof SegmentSchema>;
export type Snapshot = v.InferOutput<typeof SnapshotSchema>;
type SnapshotFlag = NonNullable<Snapshot['flags']>[number];

/** A namespace as compare and the cleanup report read it: the transfer model, and the API's rows with their timestamps. */
export type WholeNamespace = { state: NamespaceState; flags: ListedFlag[]; segments: ListedSegment[]; snapshot: Map<string, SnapshotFlag> };

const refOf = (keys: string[], operator: string) =>
  keys.length === 1 ? { segmentKey: keys[0] as string, segmentKeys: [], segmentOperator: operator } : { segmentKey: '', segmentKeys: keys, segmentOperator: operator };

/** The snapshot's rules as the rules API gives them: Flipt v1.54 repeats a rule (and its distributions) once per segment. */
export function rulesOf(flag: SnapshotFlag | undefined): Rule[] {
  const seen = new Set<string>();
  return (flag?.rules ?? []).flatMap((r) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    const variants = new Set<string>();
    const distributions = (r.distributions ?? []).filter((d) => !variants.has(d.variantId) && Boolean(variants.add(d.variantId)));
    const keys = (r.segments ?? []).map((s) => s.key);
    return [{ id: r.id, rank: r.rank, ...refOf(keys, r.segmentOperator), distributions: distributions.map((d) => ({ id: '', ...d })) }];
  });
}

/** The snapshot's rollouts (no id, no description: the snapshot has neither). */
export function rolloutsOf(flag: SnapshotFlag | undefined): Rollout[] {
  return (flag?.rollouts ?? []).map((r): Rollout => {
    const base = { id: '', rank: r.rank, description: '' };
    if (r.segment) return { ...base, segment: { ...refOf((r.segment.segments ?? []).map((s) => s.key), r.segment.segmentOperator), value: r.segment.value } };
    return { ...base, threshold: r.threshold ?? { percentage: 0, value: false } };
  });
}

const flagState = (f: ListedFlag, snap: SnapshotFlag | undefined): FlagState => ({
  key: f.key,
  name: f.name ?? '',
  description: f.description ?? '',
  type: f.type,
  enabled: f.enabled,
  metadata: f.metadata ?? {},
  defaultVariant: f.defaultVariant ?? null,
  variants: (f.variants ?? []).map((x) => ({ id: x.id, key: x.key, name: x.name ?? '', description: x.description ?? '', attachment: x.attachment ?? '' })),
  rules: rulesOf(snap),
  rollouts: rolloutsOf(snap),
});

const segmentState = (s: ListedSegment): Segment => ({
  key: s.key,
  name: s.name ?? '',
  description: s.description ?? '',
  matchType: s.matchType,
  constraints: (s.constraints ?? []).map((c) => ({ id: c.id, type: c.type, property: c.property, operator: c.operator, value: c.value ?? '', description: c.description ?? '' })),
});

/** The namespace model from the four answers. */
export function wholeOf(namespace: NamespaceInfo, flags: ListedFlag[], segments: ListedSegment[], snapshot: Snapshot): WholeNamespace {
  const byKey = new Map((snapshot.flags ?? []).map((f) => [f.key, f]));
  const state = { namespace, flags: flags.map((f) => flagState(f, byKey.get(f.key))), segments: segments.map(segmentState) };
  return { state, flags, segments, snapshot: byKey };
}

const nsPath = (ns: string) => `api/v1/namespaces/${encodeURIComponent(ns)}`;

/** Reads namespace `ns` whole (four calls at once). */
export async function readWholeNamespace(ns: string): Promise<WholeNamespace> {
  const [info, flags, segments, snapshot] = await Promise.all([
    request(nsPath(ns), { schema: NamespaceSchema }),
    request(`${nsPath(ns)}/flags`, { schema: v.looseObject({ flags: v.optional(v.nullable(v.array(FlagSchema)), []) }) }),
    request(`${nsPath(ns)}/segments`, { schema: v.looseObject({ segments: v.optional(v.nullable(v.array(SegmentSchema)), []) }) }),
    request(`internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`, { schema: SnapshotSchema }),
  ]);
  const namespace = { key: info.key, name: info.name ?? '', description: info.description ?? '' };
  return wholeOf(namespace, flags.flags ?? [], segments.segments ?? [], snapshot);
}
