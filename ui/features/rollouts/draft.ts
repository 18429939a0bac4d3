// A rollout as its forms hold it, the checks on it and the body it turns into. No React here.
import * as v from 'valibot';
import { validate, type FieldErrors } from '../../lib/forms';
import { THRESHOLD_ERROR } from '../../lib/validation/percent';
import { hasSegments, NO_SEGMENT, OR, parsePercent, segmentChoice, segmentDraftEntries, segmentKeysOf, type SegmentDraft } from '../ordering';
import type { Rollout, RolloutType } from './schema';

export const THRESHOLD: RolloutType = 'THRESHOLD_ROLLOUT_TYPE';
export const SEGMENT: RolloutType = 'SEGMENT_ROLLOUT_TYPE';

export const ROLLOUT_KINDS = [
  { id: THRESHOLD, label: 'Threshold', description: 'Rollout to a percentage of entities' },
  { id: SEGMENT, label: 'Segment', description: 'Rollout to a specific segment' },
];

/** Threshold or segment rollouts: one is chosen by `type`, both keep their fields while editing. */
export type RolloutDraft = SegmentDraft & { type: RolloutType; percentage: string; value: boolean; description: string };

/** The New Rollout form: a threshold of 50% returning true, as Flipt starts it. */
export const newRolloutDraft = (): RolloutDraft => ({ type: THRESHOLD, percentage: '50', segments: [''], operator: OR, value: true, description: '' });

/** A stored rollout's form. */
export function rolloutDraft(rollout: Rollout): RolloutDraft {
  const { segment, threshold } = rollout;
  return {
    type: segment ? SEGMENT : THRESHOLD,
    percentage: String(threshold?.percentage ?? 50),
    segments: segment ? segmentKeysOf(segment) : [''],
    operator: segment?.segmentOperator ?? OR,
    value: (segment ?? threshold)?.value ?? true,
    description: rollout.description,
  };
}

/** The form's rules: a threshold's percentage, or a segment rollout's segments. Its output is the body (rolloutBody). */
export const RolloutDraftSchema = v.pipe(
  v.object({ ...segmentDraftEntries, type: v.picklist([THRESHOLD, SEGMENT]), percentage: v.string(), value: v.boolean(), description: v.string() }),
  v.forward(v.check((draft) => draft.type !== THRESHOLD || parsePercent(draft.percentage) !== null, THRESHOLD_ERROR), ['percentage']),
  v.forward(v.check((draft) => draft.type === THRESHOLD || hasSegments(draft), NO_SEGMENT), ['segments']),
  v.transform((draft) => rolloutBody(draft)),
);

/** The draft's problems by field (empty when it can be saved). */
export const rolloutErrors = (draft: RolloutDraft): FieldErrors => validate(RolloutDraftSchema, draft);

/** The create or update body: the description and the threshold or segment part (API.md §3.8). */
export function rolloutBody(draft: RolloutDraft) {
  const description = draft.description.trim();
  if (draft.type === THRESHOLD) return { description, threshold: { percentage: parsePercent(draft.percentage) ?? 0, value: draft.value } };
  return { description, segment: { ...segmentChoice(draft), value: draft.value } };
}
