// Small builders so each test states only what matters to it.
import type {
  ConstraintType,
  EvalConstraint,
  EvalDistribution,
  EvalFlag,
  EvalRequest,
  EvalRollout,
  EvalRule,
  EvalSegment,
  MatchType,
  SegmentOperator,
} from '../../../ui/lib/evaluation/index';
import { booleanBucket, variantBucket } from '../../../ui/lib/evaluation/index';

let ids = 0;

export function constraint(type: ConstraintType, property: string, operator: string, value = ''): EvalConstraint {
  ids++;
  return { id: `c${ids}`, type, property, operator, value };
}

export function segment(key: string, matchType: MatchType, ...constraints: EvalConstraint[]): EvalSegment {
  return { key, matchType, constraints };
}

export const everyone = (): EvalSegment => segment('everyone', 'ALL');

export function dist(variantKey: string, rollout: number, variantAttachment = ''): EvalDistribution {
  return { variantId: `v-${variantKey}`, variantKey, variantAttachment, rollout };
}

export function rule(
  segments: EvalSegment[],
  distributions: EvalDistribution[],
  options: { rank?: number; operator?: SegmentOperator; id?: string } = {},
): EvalRule {
  ids++;
  return {
    id: options.id ?? `r${ids}`,
    rank: options.rank ?? 1,
    segmentOperator: options.operator ?? 'OR',
    segments,
    distributions,
  };
}

export function variantFlag(key: string, rules: EvalRule[], extra: Partial<EvalFlag> = {}): EvalFlag {
  return { key, type: 'VARIANT_FLAG_TYPE', enabled: true, rules, rollouts: [], ...extra };
}

export function booleanFlag(key: string, enabled: boolean, rollouts: EvalRollout[]): EvalFlag {
  return { key, type: 'BOOLEAN_FLAG_TYPE', enabled, rules: [], rollouts };
}

export function threshold(rank: number, percentage: number, value: boolean): EvalRollout {
  return { rank, threshold: { percentage, value } };
}

export function segmentRollout(rank: number, value: boolean, operator: SegmentOperator, ...segments: EvalSegment[]): EvalRollout {
  return { rank, segment: { value, segmentOperator: operator, segments } };
}

export function request(flagKey: string, entityId: string, context: Record<string, string> = {}): EvalRequest {
  return { flagKey, entityId, context };
}

// Finds a deterministic entity id that lands in the wanted bucket (the bucket functions
// themselves are pinned against known CRC values in hash.test.ts).
export function entityInVariantBucket(flagKey: string, bucket: number): string {
  for (let i = 0; ; i++) if (variantBucket(flagKey, `u${i}`) === bucket) return `u${i}`;
}

export function entityInBooleanBucket(flagKey: string, bucket: number): string {
  for (let i = 0; ; i++) if (booleanBucket(flagKey, `u${i}`) === bucket) return `u${i}`;
}
