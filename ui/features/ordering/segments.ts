// The segments of a rule or a segment rollout as the API returns them, as a form holds them and
// as the API takes them.
import * as v from 'valibot';
import { NO_SEGMENT } from '../../lib/validation/entities';
import { OptionalStringSchema } from '../entity';

export { NO_SEGMENT };

export const OR = 'OR_SEGMENT_OPERATOR';
export const AND = 'AND_SEGMENT_OPERATOR';

/** What the segment picker edits: one key per row ('' for a row not chosen yet) and the operator. */
export type SegmentDraft = { segments: string[]; operator: string };

/**
 * The API's form of a choice: the chosen keys, and the operator, which only means something with
 * two segments or more (the server forces OR for one, API.md §2.5).
 */
export function segmentChoice({ segments, operator }: SegmentDraft) {
  const segmentKeys = [...new Set(segments.filter(Boolean))];
  return { segmentKeys, segmentOperator: segmentKeys.length > 1 && operator === AND ? AND : OR };
}

/** A field as the conflict view shows it (issue 26): the segment operator as OR or AND. */
export const showOperator = (field: string, value: unknown) => (field === 'operator' ? String(value).split('_')[0] : value);


/** True when the draft has a segment chosen. */
export const hasSegments = (draft: SegmentDraft) => segmentChoice(draft).segmentKeys.length > 0;

/** The picker's message when no segment is chosen, or null. */
export const segmentsError = (draft: SegmentDraft) => (hasSegments(draft) ? null : NO_SEGMENT);

/** The fields of a segment choice in a form schema. */
export const segmentDraftEntries = { segments: v.array(v.string()), operator: v.string() };

/** The segment fields of a rule or a segment rollout: older servers fill `segmentKey` for a single one. */
export const segmentRefEntries = {
  segmentKey: OptionalStringSchema,
  segmentKeys: v.optional(v.array(v.string()), []),
  segmentOperator: v.optional(v.string(), OR),
};

/** The segments of a rule or segment rollout whichever field the server used: `segmentKeys`, else the single `segmentKey`. */
export function segmentKeysOf(ref: { segmentKey: string; segmentKeys: string[] }): string[] {
  if (ref.segmentKeys.length > 0) return ref.segmentKeys;
  return ref.segmentKey ? [ref.segmentKey] : [];
}
