// A whole namespace in four calls, whatever its size: the namespace, its flags (with variants and
// metadata), its segments (with constraints) and the evaluation snapshot for the rules and
// rollouts of every flag (API.md §4.4). The flags API would need two more calls per flag, 20,001
// at 10,000 flags. What the snapshot lacks: rollout descriptions and rollout ids (neither is
// compared here; the promote plan reads its flags through the flags API), and the rare rules of
// boolean flags or rollouts of variant flags, which evaluation ignores. No React.
import * as v from 'valibot';
import { ApiError, request } from '../../lib/http';
import type { FlagState, NamespaceInfo, NamespaceState, Rollout, Rule, Segment } from '../transfer';

// The lists are checked for their shape (arrays of objects with a string key) and otherwise read
// field by field with defaults: a valibot parse of 10,000 flags holds the page for longer than a
// frame should take (scripts/bench/compare.mjs).
type Stamped = { createdAt?: string; updatedAt?: string };
type Text = string | null | undefined;
export type ListedFlag = Stamped & {
  key: string;
  name?: Text;
  description?: Text;
  type?: string;
  enabled?: boolean;
  variants?: (Stamped & { id: string; key: string; name?: Text; description?: Text; attachment?: Text })[] | null;
  defaultVariant?: { id: string } | null;
  metadata?: Record<string, unknown> | null;
};
export type ListedSegment = Stamped & {
  key: string;
  name?: Text;
  description?: Text;
  matchType?: string;
  constraints?: (Stamped & { id: string; type: string; property: string; operator: string; value?: Text; description?: Text })[] | null;
};
type Keys = { key: string }[] | null | undefined;
type SnapshotFlag = {
  key: string;
  rules?: { id: string; rank: number; segmentOperator?: string; segments?: Keys; distributions?: { variantId: string; rollout: number }[] | null }[] | null;
  rollouts?: { rank: number; threshold?: { percentage?: number; value?: boolean } | null; segment?: { value?: boolean; segmentOperator?: string; segments?: Keys } | null }[] | null;
};
export type Snapshot = { flags?: SnapshotFlag[] | null };

const NamespaceSchema = v.looseObject({ key: v.string(), name: v.optional(v.nullable(v.string()), ''), description: v.optional(v.nullable(v.string()), '') });

/** `body[field]`, checked to be a list of objects with a string key ([] when absent). */
function listOf<T>(path: string, body: unknown, field: string): T[] {
  const list = (body as Record<string, unknown> | null)?.[field] ?? [];
  const ok = Array.isArray(list) && list.every((x) => typeof (x as { key?: unknown } | null)?.key === 'string');
  if (!ok) throw new ApiError(200, `Unexpected response from ${path}: ${field} must be a list of items with a key`);
  return list as T[];
}

/** A namespace as compare and the cleanup report read it: the transfer model, and the API's rows with their timestamps. */
export type WholeNamespace = { state: NamespaceState; flags: ListedFlag[]; segments: ListedSegment[]; snapshot: Map<string, SnapshotFlag> };

const OR = 'OR_SEGMENT_OPERATOR';

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
    return [{ id: r.id, rank: r.rank, ...refOf(keys, r.segmentOperator ?? OR), distributions: distributions.map((d) => ({ id: '', variantId: d.variantId, rollout: d.rollout })) }];
  });
}

/** The snapshot's rollouts (no id, no description: the snapshot has neither). */
export function rolloutsOf(flag: SnapshotFlag | undefined): Rollout[] {
  return (flag?.rollouts ?? []).map((r): Rollout => {
    const base = { id: '', rank: r.rank, description: '' };
    if (r.segment) return { ...base, segment: { ...refOf((r.segment.segments ?? []).map((s) => s.key), r.segment.segmentOperator ?? OR), value: Boolean(r.segment.value) } };
    return { ...base, threshold: { percentage: r.threshold?.percentage ?? 0, value: Boolean(r.threshold?.value) } };
  });
}

const flagState = (f: ListedFlag, snap: SnapshotFlag | undefined): FlagState => ({
  key: f.key,
  name: f.name ?? '',
  description: f.description ?? '',
  type: f.type ?? 'VARIANT_FLAG_TYPE',
  enabled: Boolean(f.enabled),
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
  matchType: s.matchType ?? 'ALL_MATCH_TYPE',
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
  const paths = [`${nsPath(ns)}/flags`, `${nsPath(ns)}/segments`, `internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`] as const;
  const [info, flags, segments, snapshot] = await Promise.all([request(nsPath(ns), { schema: NamespaceSchema }), ...paths.map((path) => request(path))]);
  const namespace = { key: info.key, name: info.name ?? '', description: info.description ?? '' };
  // The last answer's JSON was parsed in this task: the model is built in the next one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return wholeOf(namespace, listOf(paths[0], flags, 'flags'), listOf(paths[1], segments, 'segments'), { flags: listOf(paths[2], snapshot, 'flags') });
}
