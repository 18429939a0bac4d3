// The segments of a rule or a segment rollout as a form holds them and as the API takes them.
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

/** The picker's message when no segment is chosen, or null. */
export const segmentsError = (draft: SegmentDraft) => (segmentChoice(draft).segmentKeys.length ? null : 'Choose at least one segment');
