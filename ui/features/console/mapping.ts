// API responses → the engine's EvalFlag, as the local service maps its stored rows: rules and
// rollouts by rank, distributions in the order the API lists them (creation order, which decides
// who owns which bucket range).
import type { ConstraintType, EvalFlag, EvalRollout, EvalRule, EvalSegment, SegmentOperator } from '../../lib/evaluation';
import type { Flag } from '../flags';
import { segmentKeysOf } from '../ordering';
import type { Rollout } from '../rollouts';
import type { Rule } from '../rules';
import { CONSTRAINT_TYPES, type Segment } from '../segments';

/** The engine's flag, plus what the API data referred to but did not contain. */
export interface MappedFlag {
  flag: EvalFlag;
  /** E.g. `segment "beta"`, `variant "<id>"`: the explanation cannot be trusted without them. */
  missing: string[];
}

const operatorOf = (operator: string): SegmentOperator => (operator === 'AND_SEGMENT_OPERATOR' ? 'AND' : 'OR');
const byRank = <T extends { rank: number }>(items: T[]) => [...items].sort((a, b) => a.rank - b.rank);

function toEvalSegment(segment: Segment): EvalSegment {
  return {
    key: segment.key,
    matchType: segment.matchType === 'ANY_MATCH_TYPE' ? 'ANY' : 'ALL',
    constraints: segment.constraints.map((c) => ({
      id: c.id,
      // 'STRING_COMPARISON_TYPE' → 'STRING'
      type: (CONSTRAINT_TYPES as readonly string[]).includes(c.type) ? (c.type.slice(0, -16) as ConstraintType) : 'UNKNOWN',
      property: c.property,
      operator: c.operator,
      value: c.value,
    })),
  };
}

/** Maps a flag with its rules (variant) or rollouts (boolean) and the namespace's segments. */
export function toEvalFlag(flag: Flag, rules: Rule[], rollouts: Rollout[], segments: Segment[]): MappedFlag {
  const missing: string[] = [];
  const known = new Map(segments.map((s) => [s.key, toEvalSegment(s)]));
  const segmentsOf = (keys: string[]) =>
    keys.flatMap((key) => {
      const found = known.get(key);
      if (!found) missing.push(`segment "${key}"`);
      return found ? [found] : [];
    });
  const variants = new Map(flag.variants.map((v) => [v.id, v]));
  const isBoolean = flag.type === 'BOOLEAN_FLAG_TYPE';
  const evalRules: EvalRule[] = isBoolean
    ? []
    : byRank(rules).map((rule) => ({
        id: rule.id,
        rank: rule.rank,
        segmentOperator: operatorOf(rule.segmentOperator),
        segments: segmentsOf(segmentKeysOf(rule)),
        distributions: rule.distributions.flatMap((d) => {
          const variant = variants.get(d.variantId);
          if (!variant) missing.push(`variant "${d.variantId}"`);
          return variant ? [{ variantId: variant.id, variantKey: variant.key, variantAttachment: variant.attachment, rollout: d.rollout }] : [];
        }),
      }));
  const evalRollouts: EvalRollout[] = isBoolean
    ? byRank(rollouts).map(({ rank, threshold, segment }) => {
        if (threshold) return { rank, threshold: { percentage: threshold.percentage, value: threshold.value } };
        if (segment) return { rank, segment: { value: segment.value, segmentOperator: operatorOf(segment.segmentOperator), segments: segmentsOf(segmentKeysOf(segment)) } };
        return { rank };
      })
    : [];
  const dv = flag.defaultVariant;
  const evalFlag: EvalFlag = { key: flag.key, type: isBoolean ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE', enabled: flag.enabled, rules: evalRules, rollouts: evalRollouts };
  if (dv && !isBoolean) evalFlag.defaultVariant = { id: dv.id, key: dv.key, attachment: dv.attachment };
  return { flag: evalFlag, missing };
}
