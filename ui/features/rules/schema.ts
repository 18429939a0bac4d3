// Rule and distribution shapes as the API returns them (API.md §3.7–3.8, SPEC §3).
import * as v from 'valibot';
import { segmentRefEntries } from '../ordering';

export const SEGMENT_OPERATORS = ['OR_SEGMENT_OPERATOR', 'AND_SEGMENT_OPERATOR'] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

export const DistributionSchema = v.looseObject({
  id: v.string(),
  variantId: v.string(),
  rollout: v.optional(v.number(), 0),
});
export type Distribution = v.InferOutput<typeof DistributionSchema>;

export const RuleSchema = v.looseObject({
  id: v.string(),
  ...segmentRefEntries,
  distributions: v.optional(v.array(DistributionSchema), []),
  rank: v.optional(v.number(), 0),
});
export type Rule = v.InferOutput<typeof RuleSchema>;

export const RuleListSchema = v.looseObject({
  rules: v.array(RuleSchema),
});
export type RuleList = v.InferOutput<typeof RuleListSchema>;

/** The Default Rule card's form: the variant chosen as the flag's default (Update needs one). */
export const DefaultRuleFormSchema = v.object({ variantId: v.pipe(v.string(), v.minLength(1)) });
