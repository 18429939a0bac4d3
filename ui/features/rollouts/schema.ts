// Rollout shapes as the API returns them (API.md §3.9, SPEC §3): the list's array is `rules`.
import * as v from 'valibot';

export const ROLLOUT_TYPES = ['SEGMENT_ROLLOUT_TYPE', 'THRESHOLD_ROLLOUT_TYPE'] as const;
export type RolloutType = (typeof ROLLOUT_TYPES)[number];

export const RolloutSegmentSchema = v.looseObject({
  segmentKey: v.optional(v.string(), ''),
  segmentKeys: v.optional(v.array(v.string()), []),
  segmentOperator: v.optional(v.string(), 'OR_SEGMENT_OPERATOR'),
  value: v.optional(v.boolean(), false),
});

export const RolloutThresholdSchema = v.looseObject({
  percentage: v.optional(v.number(), 0),
  value: v.optional(v.boolean(), false),
});

export const RolloutSchema = v.looseObject({
  id: v.string(),
  flagKey: v.optional(v.string(), ''),
  type: v.optional(v.string(), 'UNKNOWN_ROLLOUT_TYPE'),
  rank: v.optional(v.number(), 0),
  description: v.optional(v.string(), ''),
  segment: v.optional(RolloutSegmentSchema),
  threshold: v.optional(RolloutThresholdSchema),
  createdAt: v.optional(v.string(), ''),
  updatedAt: v.optional(v.string(), ''),
});
export type Rollout = v.InferOutput<typeof RolloutSchema>;

export const RolloutListSchema = v.looseObject({
  rules: v.array(RolloutSchema),
  nextPageToken: v.optional(v.string(), ''),
  totalCount: v.optional(v.number(), 0),
});
export type RolloutList = v.InferOutput<typeof RolloutListSchema>;
