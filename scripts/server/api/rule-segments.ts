import { enumName, str, strList, type Body } from '../core/decode';
import { emptyField, invalidField } from '../core/errors';

/** flipt.SegmentOperator in proto number order (stored as that number). */
export const segmentOperators = ['OR_SEGMENT_OPERATOR', 'AND_SEGMENT_OPERATOR'] as const;
const OR = 0;

/** The segment fields of a rule or rollout-segment body, as sent. */
export interface SegmentChoice {
  segmentKey: string;
  segmentKeys: string[];
  operator: number;
}

export function readSegmentChoice(body: Body): SegmentChoice {
  const operator = enumName(body, 'segmentOperator', 'flipt.SegmentOperator', segmentOperators);
  return {
    segmentKey: str(body, 'segmentKey'),
    segmentKeys: strList(body, 'segmentKeys'),
    operator: segmentOperators.indexOf(operator),
  };
}

/** Exactly one of the legacy single key or a non-empty key list (API.md §1.4, §7.1). */
export function checkSegmentChoice({ segmentKey, segmentKeys }: SegmentChoice) {
  if (segmentKey === '' && segmentKeys.length === 0) throw emptyField('segmentKey or segmentKeys');
  if (segmentKey !== '' && segmentKeys.length > 0) {
    throw invalidField('segmentKey or segmentKeys', 'only one can be present');
  }
}

/**
 * What gets stored: the key list without repeats (first occurrence kept, so the client's order
 * survives) or the single key; one segment always combines with OR.
 */
export function resolveSegments(choice: SegmentChoice): { keys: string[]; operator: number } {
  const keys = choice.segmentKeys.length > 0 ? [...new Set(choice.segmentKeys)] : [choice.segmentKey];
  return { keys, operator: keys.length === 1 ? OR : choice.operator };
}

/** The wire encoding of API.md §2.5: one segment → `segmentKey`; otherwise → `segmentKeys`. */
export function encodeSegments(keys: readonly string[], operator: number) {
  const single = keys.length === 1;
  return {
    segmentKey: single ? (keys[0] as string) : '',
    segmentKeys: single ? [] : [...keys],
    segmentOperator: segmentOperators[single ? OR : operator] ?? segmentOperators[OR],
  };
}
