// A whole namespace in four calls, whatever its size: the namespace, its flags (with variants and
// metadata), its segments (with constraints) and the evaluation snapshot for the rules and
// rollouts of every flag (API.md §4.4). The flags API would need two more calls per flag, 20,001
// at 10,000 flags. What the snapshot lacks: rollout descriptions and rollout ids (neither is
// compared here; the promote plan reads its flags through the flags API), and the rare rules of
// boolean flags or rollouts of variant flags, which evaluation ignores. No React.
import { ApiError, request } from '../../lib/http';
import { ownMap } from '../../lib/json-map';
import { flagKeys } from '../flags';
import type { FlagState, NamespaceInfo, NamespaceState, Rollout, Rule, Segment } from '../transfer';
import { readNamespaceState } from '../transfer-screens';

/**
 * Compare's keys, under the flags of a namespace: a reference change, a flag write there and live
 * refresh reach them through the flags key factory's prefix.
 */
export const compareKeys = {
  /** Namespace `ns` read whole. */
  whole: (ns: string) => [...flagKeys.namespace(ns), 'whole'] as const,
  /** The chosen flags of `a` and `b` read fresh (with their rules and rollouts) for a promote. */
  promote: (a: string, b: string, keys: readonly string[]) => [...flagKeys.namespace(a), 'promote', b, [...keys]] as const,
};

/** Both sides of a promote, read fresh: the plan needs the ids of B's rules and rollouts. */
export const readPromoteSides = ([, a, , b, keys]: ReturnType<typeof compareKeys.promote>) => Promise.all([readNamespaceState(a, keys), readNamespaceState(b, keys)]);

type Row<T> = Omit<T, 'variants' | 'constraints'> & Listed;

// The answers are checked for their shape (lists of objects with a string key) and otherwise
// read with defaults: a valibot parse of 10,000 flags holds the page longer than a frame should.
export type Stamped = { createdAt?: string; updatedAt?: string };
/** A flag or segment as the list gives it, with its timestamps and those of its variants or constraints. */
export type Listed = Stamped & { key: string; variants?: Stamped[] | null; constraints?: Stamped[] | null };
type Keys = { key: string }[] | null | undefined;
type Ref = { segmentOperator?: string; segments?: Keys };
type SnapshotFlag = {
  key: string;
  rules?: (Ref & { id: string; rank: number; distributions?: { variantId: string; rollout: number }[] | null })[] | null;
  rollouts?: { rank: number; threshold?: { percentage?: number; value?: boolean } | null; segment?: (Ref & { value?: boolean }) | null }[] | null;
};

/** A namespace as compare and the cleanup report read it: the transfer model, and the lists' rows with their timestamps. */
export type WholeNamespace = { state: NamespaceState; flags: Listed[]; segments: Listed[] };

const refOf = ({ segments, segmentOperator = 'OR_SEGMENT_OPERATOR' }: Ref) => {
  const keys = (segments ?? []).map((s) => s.key);
  return keys.length === 1 ? { segmentKey: keys[0] as string, segmentKeys: [], segmentOperator } : { segmentKey: '', segmentKeys: keys, segmentOperator };
};

/** The snapshot's rules as the rules API gives them: Flipt v1.54 repeats a rule (and its distributions) once per segment. */
export function rulesOf(flag: SnapshotFlag | undefined): Rule[] {
  const seen = new Set<string>();
  return (flag?.rules ?? []).flatMap((r) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    const variants = new Set<string>();
    const distributions = (r.distributions ?? []).filter((d) => !variants.has(d.variantId) && Boolean(variants.add(d.variantId)));
    return [{ id: r.id, rank: r.rank, ...refOf(r), distributions: distributions.map((d) => ({ id: '', variantId: d.variantId, rollout: d.rollout })) }];
  });
}

/** The snapshot's rollouts (no id, no description: the snapshot has neither). */
const rolloutsOf = (flag: SnapshotFlag | undefined): Rollout[] =>
  (flag?.rollouts ?? []).map(({ rank, segment, threshold }) => ({
    id: '',
    rank,
    description: '',
    ...(segment ? { segment: { ...refOf(segment), value: Boolean(segment.value) } } : { threshold: { percentage: threshold?.percentage ?? 0, value: Boolean(threshold?.value) } }),
  }));

/** `body[field]`, checked to be a list of objects with a string key ([] when absent). */
function listOf<T>(path: string, body: unknown, field: string): T[] {
  const list = (body as Record<string, unknown> | null)?.[field] ?? [];
  if (Array.isArray(list) && list.every((x) => typeof (x as Listed | null)?.key === 'string')) return list as T[];
  throw new ApiError(200, `Unexpected response from ${path}: ${field} must be a list of items with a key`);
}

const nsPath = (ns: string) => `api/v1/namespaces/${encodeURIComponent(ns)}`;

/** Reads namespace `ns` whole (four calls at once). */
export async function readWholeNamespace(ns: string): Promise<WholeNamespace> {
  const paths = [nsPath(ns), `${nsPath(ns)}/flags`, `${nsPath(ns)}/segments`, `internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`];
  const [info, ...lists] = await Promise.all(paths.map((path) => request(path)));
  // The last answer's JSON was parsed in this task: the model is built in the next one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [flags, segments, snapshot] = (['flags', 'segments', 'flags'] as const).map((field, i) => listOf<Listed>(paths[i + 1] as string, lists[i], field)) as [Row<FlagState>[], Row<Segment>[], SnapshotFlag[]];
  const byKey = new Map(snapshot.map((f) => [f.key, f]));
  const state: NamespaceState = {
    namespace: { ...(info as NamespaceInfo), name: (info as NamespaceInfo).name ?? '', description: (info as NamespaceInfo).description ?? '' },
    // Text fields Flipt leaves out when empty read as empty.
    flags: flags.map((f) => ({
      ...f,
      name: f.name ?? '',
      description: f.description ?? '',
      type: f.type ?? 'VARIANT_FLAG_TYPE',
      enabled: Boolean(f.enabled),
      metadata: ownMap(f.metadata),
      variants: ((f.variants ?? []) as FlagState['variants']).map((x) => ({ ...x, name: x.name ?? '', description: x.description ?? '', attachment: x.attachment ?? '' })),
      rules: rulesOf(byKey.get(f.key)),
      rollouts: rolloutsOf(byKey.get(f.key)),
    })),
    segments: segments.map((s) => ({
      ...s,
      name: s.name ?? '',
      description: s.description ?? '',
      matchType: s.matchType ?? 'ALL_MATCH_TYPE',
      constraints: ((s.constraints ?? []) as Segment['constraints']).map((c) => ({ ...c, value: c.value ?? '', description: c.description ?? '' })),
    })),
  };
  return { state, flags, segments };
}
