// The keyed description of flags and segments that export, import and copy share: what a
// features.yml document says, and what a namespace's data comes down to once ids are replaced
// by keys. Comparing two specs tells what differs; a spec is what the plans create.
import { float32Decimal } from './yaml/numbers';
import { segmentKeysOf, type FlagState, type NamespaceInfo, type NamespaceState, type Rollout, type Rule, type Segment } from './model';

export type VariantSpec = { key: string; name: string; description: string; attachment: unknown; default: boolean };
export type DistributionSpec = { variant: string; rollout: number };
export type RuleSpec = { segments: string[]; operator: string; distributions: DistributionSpec[] };
export type RolloutSpec = {
  description: string;
  segment?: { keys: string[]; operator: string; value: boolean };
  threshold?: { percentage: number; value: boolean };
};
export type FlagSpec = {
  key: string;
  name: string;
  description: string;
  type: string;
  enabled: boolean;
  metadata: Record<string, unknown>;
  variants: VariantSpec[];
  rules: RuleSpec[];
  rollouts: RolloutSpec[];
};
export type ConstraintSpec = { type: string; property: string; operator: string; value: string; description: string };
export type SegmentSpec = { key: string; name: string; description: string; matchType: string; constraints: ConstraintSpec[] };
export type NamespaceSpec = { namespace: NamespaceInfo; flags: FlagSpec[]; segments: SegmentSpec[] };

export const OR = 'OR_SEGMENT_OPERATOR';
export const AND = 'AND_SEGMENT_OPERATOR';

// A single segment is always OR (the server forces it).
const operatorFor = (keys: string[], operator: string) => (keys.length > 1 ? operator || OR : OR);

const byRank = <T extends { rank: number }>(items: T[]) => [...items].sort((a, b) => a.rank - b.rank);

/** A stored attachment (JSON text, "" for none) as a value; undefined when there is none. */
export function attachmentValue(text: string): unknown {
  if (!text) return undefined;
  const value: unknown = JSON.parse(text);
  return value === null ? undefined : value;
}

function ruleSpec(rule: Rule, variantKeys: Map<string, string>): RuleSpec {
  const segments = segmentKeysOf(rule);
  return {
    segments,
    operator: operatorFor(segments, rule.segmentOperator),
    distributions: rule.distributions.map((d) => ({ variant: variantKeys.get(d.variantId) ?? '', rollout: float32Decimal(d.rollout) })),
  };
}

function rolloutSpec(rollout: Rollout): RolloutSpec {
  const spec: RolloutSpec = { description: rollout.description ?? '' };
  if (rollout.segment) {
    const keys = segmentKeysOf(rollout.segment);
    spec.segment = { keys, operator: operatorFor(keys, rollout.segment.segmentOperator), value: Boolean(rollout.segment.value) };
  } else if (rollout.threshold) {
    spec.threshold = { percentage: float32Decimal(rollout.threshold.percentage ?? 0), value: Boolean(rollout.threshold.value) };
  }
  return spec;
}

/** A flag of the API as a spec: variants by key, rules and rollouts in rank order. */
export function flagSpec(flag: FlagState): FlagSpec {
  const variantKeys = new Map(flag.variants.map((v) => [v.id, v.key]));
  return {
    key: flag.key,
    name: flag.name,
    description: flag.description ?? '',
    type: flag.type,
    enabled: flag.enabled,
    metadata: flag.metadata ?? {},
    variants: flag.variants.map((v) => ({
      key: v.key,
      name: v.name ?? '',
      description: v.description ?? '',
      attachment: attachmentValue(v.attachment ?? ''),
      default: flag.defaultVariant?.id === v.id,
    })),
    rules: byRank(flag.rules).map((r) => ruleSpec(r, variantKeys)),
    rollouts: byRank(flag.rollouts).map(rolloutSpec),
  };
}

/** A segment of the API as a spec. */
export function segmentSpec(segment: Segment): SegmentSpec {
  return {
    key: segment.key,
    name: segment.name,
    description: segment.description ?? '',
    matchType: segment.matchType,
    constraints: segment.constraints.map(({ type, property, operator, value, description }) => ({
      type,
      property,
      operator,
      value: value ?? '',
      description: description ?? '',
    })),
  };
}

/** The segment keys a flag's rules and rollouts use, in first-use order. */
export function segmentsUsedBy(flags: FlagSpec[]): Set<string> {
  const used = new Set<string>();
  for (const flag of flags) {
    for (const rule of flag.rules) rule.segments.forEach((k) => used.add(k));
    for (const rollout of flag.rollouts) rollout.segment?.keys.forEach((k) => used.add(k));
  }
  return used;
}

/** The flags of `state` whose rules or rollouts use segment `key`: whose targeting a change of it changes. */
export const usersOf = (state: NamespaceState, key: string): string[] =>
  state.flags.filter((f) => [...f.rules, ...f.rollouts.map((r) => r.segment)].some((ref) => ref && segmentKeysOf(ref).includes(key))).map((f) => f.key);

/** "changes targeting for 2 flags in prod: a, b" (`where`: " in prod"), for a change of a segment they use. */
export const retargets = (keys: string[], where = '') => `changes targeting for ${keys.length} flag${keys.length === 1 ? '' : 's'}${where}: ${keys.join(', ')}`;

/**
 * A namespace as a spec; with `flagKeys`, only those flags (in namespace order) and the
 * segments they use.
 */
export function namespaceSpec(state: NamespaceState, flagKeys?: readonly string[]): NamespaceSpec {
  const wanted = flagKeys ? new Set(flagKeys) : null;
  const flags = state.flags.filter((f) => !wanted || wanted.has(f.key)).map(flagSpec);
  const used = wanted ? segmentsUsedBy(flags) : null;
  const segments = state.segments.filter((s) => !used || used.has(s.key)).map(segmentSpec);
  return { namespace: state.namespace, flags, segments };
}
