// Rule and distribution shapes as the API returns them (API.md §3.7–3.8, SPEC §3).
import * as v from 'valibot';

export const SEGMENT_OPERATORS = ['OR_SEGMENT_OPERATOR', 'AND_SEGMENT_OPERATOR'] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

export const DistributionSchema = v.looseObject({
  id: v.string(),
  ruleId: v.optional(v.string(), ''),
  variantId: v.string(),
  rollout: v.optional(v.number(), 0),
  createdAt: v.optional(v.string(), ''),
  updatedAt: v.optional(v.string(), ''),
});
export type Distribution = v.InferOutput<typeof DistributionSchema>;

export const RuleSchema = v.looseObject({
  id: v.string(),
  flagKey: v.optional(v.string(), ''),
  segmentKey: v.optional(v.string(), ''),
  segmentKeys: v.optional(v.array(v.string()), []),
  segmentOperator: v.optional(v.string(), 'OR_SEGMENT_OPERATOR'),
  distributions: v.optional(v.array(DistributionSchema), []),
  rank: v.optional(v.number(), 0),
  createdAt: v.optional(v.string(), ''),
  updatedAt: v.optional(v.string(), ''),
});
export type Rule = v.InferOutput<typeof RuleSchema>;

export const RuleListSchema = v.looseObject({
  rules: v.array(RuleSchema),
  nextPageToken: v.optional(v.string(), ''),
  totalCount: v.optional(v.number(), 0),
});
export type RuleList = v.InferOutput<typeof RuleListSchema>;

/** A rule's segments whichever field the server used: `segmentKeys`, else the single `segmentKey`. */
export function ruleSegmentKeys(rule: Pick<Rule, 'segmentKey' | 'segmentKeys'>): string[] {
  if (rule.segmentKeys.length > 0) return rule.segmentKeys;
  return rule.segmentKey ? [rule.segmentKey] : [];
}
