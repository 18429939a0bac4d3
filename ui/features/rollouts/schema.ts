// Rollout shapes as the API returns them (API.md §3.9, SPEC §3): the list's array is `rules`.
import * as v from 'valibot';
import { OptionalStringSchema } from '../entity';
import { segmentRefEntries } from '../ordering';

export const ROLLOUT_TYPES = ['SEGMENT_ROLLOUT_TYPE', 'THRESHOLD_ROLLOUT_TYPE'] as const;
export type RolloutType = (typeof ROLLOUT_TYPES)[number];

export const RolloutSegmentSchema = v.looseObject({
  ...segmentRefEntries,
  value: v.optional(v.boolean(), false),
});

export const RolloutThresholdSchema = v.looseObject({
  percentage: v.optional(v.number(), 0),
  value: v.optional(v.boolean(), false),
});

export const RolloutSchema = v.looseObject({
  id: v.string(),
  rank: v.optional(v.number(), 0),
  description: OptionalStringSchema,
  segment: v.optional(RolloutSegmentSchema),
  threshold: v.optional(RolloutThresholdSchema),
});
export type Rollout = v.InferOutput<typeof RolloutSchema>;

export const RolloutListSchema = v.looseObject({
  rules: v.array(RolloutSchema),
});
export type RolloutList = v.InferOutput<typeof RolloutListSchema>;
