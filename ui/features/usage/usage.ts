// Which flags use each segment, through which rule or rollout: built from the flags API or from
// the evaluation snapshot, which differ in two ways. The snapshot repeats a rule once per segment
// it has (Flipt v1.54, EVALUATION.md §8.2), so rules are counted once per id; and its rollouts
// carry no id, so a rollout is known by its rank (ranks are unique per flag and run 1..n).
import type { FlagWithRules, SegmentRef, Snapshot } from './model';

/** A rule or rollout that uses a segment. `id` is null for rollouts read from the snapshot. */
export type Use = { kind: 'rule' | 'rollout'; id: string | null; rank: number };

/** A flag that uses a segment, with every rule and rollout through which it does. */
export type FlagUse = { flagKey: string; flagName: string; flagType: string; uses: Use[] };

export type SegmentUsage = { segmentKey: string; flags: FlagUse[] };

/** Segment key → its usage; segments nobody uses are absent (usageOf gives them empty). */
export type UsageIndex = ReadonlyMap<string, SegmentUsage>;

type Entry = { flag: { key: string; name: string; type: string }; use: Use; keys: string[] };

const keysOf = (ref: SegmentRef | null | undefined) => (ref?.segmentKey ? [ref.segmentKey] : ref?.segmentKeys ?? []);

function collect(entries: Entry[]): UsageIndex {
  const index = new Map<string, SegmentUsage>();
  for (const { flag, use, keys } of entries) {
    for (const segmentKey of new Set(keys)) {
      const usage = index.get(segmentKey) ?? { segmentKey, flags: [] };
      index.set(segmentKey, usage);
      let flagUse = usage.flags.find((f) => f.flagKey === flag.key);
      if (!flagUse) usage.flags.push((flagUse = { flagKey: flag.key, flagName: flag.name, flagType: flag.type, uses: [] }));
      if (!flagUse.uses.some((u) => u.kind === use.kind && u.rank === use.rank && u.id === use.id)) flagUse.uses.push(use);
    }
  }
  const rulesFirst = (a: Use, b: Use) => (a.kind === b.kind ? 0 : a.kind === 'rule' ? -1 : 1) || a.rank - b.rank;
  for (const usage of index.values()) for (const f of usage.flags) f.uses.sort(rulesFirst);
  return index;
}

/** The index from each flag's rules and rollouts (the flags, rules and rollouts endpoints). */
export function usageFromFlags(flags: FlagWithRules[]): UsageIndex {
  return collect(
    flags.flatMap((flag) => [
      ...flag.rules.map((r): Entry => ({ flag, use: { kind: 'rule', id: r.id, rank: r.rank }, keys: keysOf(r) })),
      ...flag.rollouts.map((r): Entry => ({ flag, use: { kind: 'rollout', id: r.id, rank: r.rank }, keys: keysOf(r.segment) })),
    ]),
  );
}

/** The index from the namespace's evaluation snapshot (one request for the whole namespace). */
export function usageFromSnapshot(snapshot: Snapshot): UsageIndex {
  return collect(
    snapshot.flags.flatMap((flag) => [
      ...(flag.rules ?? []).map((r): Entry => ({ flag, use: { kind: 'rule', id: r.id, rank: r.rank }, keys: (r.segments ?? []).map((s) => s.key) })),
      ...(flag.rollouts ?? []).map((r): Entry => ({ flag, use: { kind: 'rollout', id: null, rank: r.rank }, keys: (r.segment?.segments ?? []).map((s) => s.key) })),
    ]),
  );
}

/** A segment's usage (no flags when nothing uses it). */
export const usageOf = (index: UsageIndex, segmentKey: string): SegmentUsage => index.get(segmentKey) ?? { segmentKey, flags: [] };

/** How many flags use a segment: the "used by" column. */
export const usedByCount = (index: UsageIndex, segmentKey: string) => usageOf(index, segmentKey).flags.length;

function usesInWords(f: FlagUse): string {
  const ranks = (kind: Use['kind']) => f.uses.filter((u) => u.kind === kind).map((u) => u.rank);
  const part = (kind: Use['kind']) => {
    const list = ranks(kind);
    return list.length ? [`${kind}${list.length > 1 ? 's' : ''} ${list.join(', ')}`] : [];
  };
  return `${f.flagKey} (${[...part('rule'), ...part('rollout')].join('; ')})`;
}

/** Why a segment cannot be deleted yet, naming the flags that use it; null when nothing does. */
export function deleteBlocker(index: UsageIndex, segmentKey: string): string | null {
  const { flags } = usageOf(index, segmentKey);
  if (!flags.length) return null;
  const count = flags.length === 1 ? '1 flag' : `${flags.length} flags`;
  return `Segment ${segmentKey} is used by ${count}: ${flags.map(usesInWords).join(', ')}. Remove it from their rules and rollouts first.`;
}
