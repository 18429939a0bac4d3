import { bool, float, message, type Body } from '../core/decode';
import { invalidField } from '../core/errors';
import { toFloat32 } from '../store/float32';
import { SEGMENT_ROLLOUT, THRESHOLD_ROLLOUT } from './rollout-view';
import { checkSegmentChoice, readSegmentChoice, type SegmentChoice } from './rule-segments';

/** The `segment` / `threshold` member of a rollout create or update body. */
export type RolloutRule =
  | { type: typeof SEGMENT_ROLLOUT; choice: SegmentChoice; value: boolean }
  | { type: typeof THRESHOLD_ROLLOUT; percentage: number; value: boolean };

/**
 * Reads the oneof; `undefined` when neither member is sent. When both are sent `threshold`
 * wins: the gateway decodes members in proto order and a later oneof member replaces an
 * earlier one.
 */
export function readRolloutRule(body: Body): RolloutRule | undefined {
  const segment = message(body, 'segment');
  const threshold = message(body, 'threshold');
  const seg = segment && { type: SEGMENT_ROLLOUT, choice: readSegmentChoice(segment), value: bool(segment, 'value') } as const;
  if (threshold) {
    const percentage = toFloat32(float(threshold, 'percentage'));
    return { type: THRESHOLD_ROLLOUT, percentage, value: bool(threshold, 'value') };
  }
  return seg;
}

/** Flipt's request validation, which runs before any storage check. */
export function checkRolloutRule(rule: RolloutRule | undefined) {
  // Written so NaN fails too: Flipt's comparisons let it through to storage.
  if (rule?.type === THRESHOLD_ROLLOUT && !(rule.percentage >= 0 && rule.percentage <= 100)) {
    throw invalidField('threshold.percentage', 'must be within range [0, 100]');
  }
  if (rule?.type === SEGMENT_ROLLOUT) checkSegmentChoice(rule.choice);
}
