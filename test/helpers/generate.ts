// Generates a random but reproducible flag model (segments, variant and boolean flags, rules,
// rollouts) and evaluation cases for it. Pure data: gen-seed.ts writes it through the API.
import type { Random } from './gen-random';
import { CONSTRAINT_TYPES, makeConstraint, operatorsFor, makeContext, makeEntityId, type GenConstraint } from './gen-values';

export type MatchType = 'ALL_MATCH_TYPE' | 'ANY_MATCH_TYPE';
export type SegmentOperator = 'OR_SEGMENT_OPERATOR' | 'AND_SEGMENT_OPERATOR';

export interface GenSegment {
  key: string;
  matchType: MatchType;
  constraints: GenConstraint[];
}
export interface GenVariant {
  key: string;
  attachment: string;
}
export interface GenDistribution {
  variantKey: string;
  rollout: number;
}
export interface GenRule {
  segmentKeys: string[];
  segmentOperator: SegmentOperator;
  distributions: GenDistribution[];
}
export interface GenVariantFlag {
  type: 'VARIANT_FLAG_TYPE';
  key: string;
  enabled: boolean;
  variants: GenVariant[];
  defaultVariantKey?: string;
  rules: GenRule[];
}
export type GenRollout =
  | { threshold: { percentage: number; value: boolean } }
  | { segment: { segmentKeys: string[]; segmentOperator: SegmentOperator; value: boolean } };
export interface GenBooleanFlag {
  type: 'BOOLEAN_FLAG_TYPE';
  key: string;
  enabled: boolean;
  rollouts: GenRollout[];
}
export type GenFlag = GenVariantFlag | GenBooleanFlag;

export interface GenCase {
  flagKey: string;
  type: GenFlag['type'];
  entityId: string;
  context: Record<string, string>;
  /** Evaluated with the single endpoint instead of inside a batch. */
  single: boolean;
}

export interface GenOptions {
  segments: number;
  variantFlags: number;
  booleanFlags: number;
  casesPerFlag: number;
  /**
   * Multi-segment rules only get splits whose boundaries end exactly at 1000. Needed when the
   * snapshot repeats such rules N times (EVALUATION.md §8.2, real Flipt): the engine then sees
   * N copies of the distributions, harmless only when the split covers every bucket
   * (CLIENTS.md §3 "multi-segment rules in a real Flipt snapshot").
   */
  fullSplitsForMultiSegmentRules: boolean;
}

// Rollout lists (percent, stored order). Sums below 100 and fractional splits are included on
// purpose: client-js 0.4.0 buckets them like the server (CLIENTS.md §3).
const FULL_SPLITS: readonly number[][] = [[], [100], [50, 50], [50, 30, 20], [0, 50, 50], [25.5, 74.5], [12.5, 37.5, 50], [0], [10, 90]];
const PARTIAL_SPLITS: readonly number[][] = [[33.33, 33.33, 33.34], [30], [20, 30], [10, 10, 10], [0, 0, 45], [60, 39.9], [0.05, 99]];
const THRESHOLDS: readonly number[] = [0, 10, 25, 33.5, 40.1, 50, 75, 99, 100];
const VARIANT_KEYS = ['red', 'green', 'blue', 'gold', 'teal'];
const ATTACHMENTS = ['', '', '{"color":"blue"}', '{"size": 3, "tags": ["a", "b"]}', '[1,2,3]', '"plain"', '{"nested":{"on":true}}'];

/** Hands out segment keys so that every segment is used before any is reused. */
function segmentPicker(rng: Random, keys: string[]) {
  let queue = rng.shuffle(keys);
  return (n: number): string[] => {
    const picked: string[] = [];
    while (picked.length < n) {
      if (queue.length === 0) queue = rng.shuffle(keys);
      const key = queue.shift() as string;
      if (!picked.includes(key)) picked.push(key);
    }
    return picked;
  };
}

/**
 * Segments whose constraints together use every storable (type, operator) pair at least once;
 * `substring` says whether the server stores `contains`/`notcontains` (Flipt v1.57 on).
 */
export function generateSegments(rng: Random, count: number, substring: boolean): GenSegment[] {
  const pairs = rng.shuffle(CONSTRAINT_TYPES.flatMap((type) => operatorsFor(type, substring).map((op) => [type, op] as const)));
  const segments: GenSegment[] = [];
  for (let i = 0; i < count; i++) {
    const size = rng.chance(0.15) ? 0 : rng.int(1, 3);
    const constraints = Array.from({ length: size }, () => {
      const [type, op] = pairs.shift() ?? randomPair(rng, substring);
      return makeConstraint(rng, type, op);
    });
    segments.push({ key: `seg-${i + 1}`, matchType: rng.chance(0.5) ? 'ALL_MATCH_TYPE' : 'ANY_MATCH_TYPE', constraints });
  }
  const withConstraints = segments.filter((s) => s.constraints.length > 0);
  for (let i = 0; pairs.length > 0; i++) {
    const [type, op] = pairs.shift() as (typeof pairs)[number];
    (withConstraints[i % withConstraints.length] as GenSegment).constraints.push(makeConstraint(rng, type, op));
  }
  return segments;
}

function randomPair(rng: Random, substring: boolean) {
  const type = rng.pick(CONSTRAINT_TYPES);
  return [type, rng.pick(operatorsFor(type, substring))] as const;
}

function makeRule(rng: Random, variants: GenVariant[], pick: (n: number) => string[], opts: GenOptions): GenRule {
  const segmentKeys = pick(rng.chance(0.55) ? 1 : rng.int(2, 3));
  // The API forces OR for a single segment; sending it keeps the model equal to what is stored.
  const segmentOperator = segmentKeys.length > 1 && rng.chance(0.5) ? 'AND_SEGMENT_OPERATOR' : 'OR_SEGMENT_OPERATOR';
  const fullOnly = segmentKeys.length > 1 && opts.fullSplitsForMultiSegmentRules;
  const split = rng.pick(fullOnly || rng.chance(0.5) ? FULL_SPLITS : PARTIAL_SPLITS);
  const order = rng.shuffle(variants);
  const distributions = split.map((rollout, i) => ({ variantKey: (order[i % order.length] as GenVariant).key, rollout }));
  return { segmentKeys, segmentOperator, distributions };
}

function makeVariantFlag(rng: Random, index: number, pick: (n: number) => string[], opts: GenOptions): GenVariantFlag {
  const variants = rng.sample(VARIANT_KEYS, rng.int(3, 4)).map((key) => ({ key, attachment: rng.pick(ATTACHMENTS) }));
  const flag: GenVariantFlag = {
    type: 'VARIANT_FLAG_TYPE',
    key: `variant-${index + 1}`,
    enabled: rng.chance(0.8),
    variants,
    rules: Array.from({ length: rng.int(0, 4) }, () => makeRule(rng, variants, pick, opts)),
  };
  if (rng.chance(0.5)) flag.defaultVariantKey = rng.pick(variants).key;
  return flag;
}

function makeRollout(rng: Random, pick: (n: number) => string[]): GenRollout {
  if (rng.chance(0.4)) return { threshold: { percentage: rng.pick(THRESHOLDS), value: rng.chance(0.6) } };
  const segmentKeys = pick(rng.chance(0.6) ? 1 : rng.int(2, 3));
  const segmentOperator = segmentKeys.length > 1 && rng.chance(0.5) ? 'AND_SEGMENT_OPERATOR' : 'OR_SEGMENT_OPERATOR';
  return { segment: { segmentKeys, segmentOperator, value: rng.chance(0.6) } };
}

function makeBooleanFlag(rng: Random, index: number, pick: (n: number) => string[]): GenBooleanFlag {
  return {
    type: 'BOOLEAN_FLAG_TYPE',
    key: `boolean-${index + 1}`,
    enabled: rng.chance(0.5),
    rollouts: Array.from({ length: rng.int(0, 4) }, () => makeRollout(rng, pick)),
  };
}

/** Flags over `segments`; every segment is referenced by some rule or rollout when there are enough. */
export function generateFlags(rng: Random, segments: GenSegment[], opts: GenOptions): GenFlag[] {
  const pick = segmentPicker(rng, segments.map((s) => s.key));
  const flags: GenFlag[] = [];
  for (let i = 0; i < opts.variantFlags; i++) flags.push(makeVariantFlag(rng, i, pick, opts));
  for (let i = 0; i < opts.booleanFlags; i++) flags.push(makeBooleanFlag(rng, i, pick));
  return flags;
}

/** `casesPerFlag` random (entity id, context) pairs per flag, shuffled across flags. */
export function generateCases(rng: Random, flags: GenFlag[], casesPerFlag: number): GenCase[] {
  const cases = flags.flatMap((flag) =>
    Array.from({ length: casesPerFlag }, () => ({
      flagKey: flag.key,
      type: flag.type,
      entityId: makeEntityId(rng),
      context: makeContext(rng),
      single: rng.chance(0.08),
    })),
  );
  return rng.shuffle(cases);
}
