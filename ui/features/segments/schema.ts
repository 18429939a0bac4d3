// Segment and constraint shapes as the API returns them (API.md §3.5–3.6, SPEC §3).
import * as v from 'valibot';
import { entityEntries, listPageEntries, OptionalStringSchema } from '../entity';

export const MATCH_TYPES = ['ALL_MATCH_TYPE', 'ANY_MATCH_TYPE'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export { CONSTRAINT_TYPES, type ConstraintType } from '../../lib/validation/constraints';

export const ConstraintSchema = v.looseObject({
  id: v.string(),
  property: v.string(),
  type: v.optional(v.string(), 'STRING_COMPARISON_TYPE'),
  operator: v.string(),
  value: OptionalStringSchema,
  description: OptionalStringSchema,
});
export type Constraint = v.InferOutput<typeof ConstraintSchema>;

export const SegmentSchema = v.looseObject({
  ...entityEntries,
  matchType: v.optional(v.string(), 'ALL_MATCH_TYPE'),
  constraints: v.optional(v.array(ConstraintSchema), []),
});
export type Segment = v.InferOutput<typeof SegmentSchema>;

export const SegmentListSchema = v.looseObject({
  segments: v.array(SegmentSchema),
  ...listPageEntries,
});
export type SegmentList = v.InferOutput<typeof SegmentListSchema>;
