import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newRolloutDraft, rolloutBody, rolloutDraft, rolloutErrors, SEGMENT } from '../../../../ui/features/rollouts/draft';
import type { Rollout } from '../../../../ui/features/rollouts/schema';

const base = { id: 'a', flagKey: 'f', rank: 1, createdAt: '', updatedAt: '' };

test('a new rollout starts as a 50% threshold returning true', () => {
  assert.equal(rolloutBody(newRolloutDraft()), { description: '', threshold: { percentage: 50, value: true } });
});

test('a stored segment rollout reads its keys from whichever field the server used', () => {
  const single: Rollout = { ...base, type: SEGMENT, description: 'x', segment: { segmentKey: 'beta', segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR', value: false } };
  const multi: Rollout = { ...single, segment: { segmentKey: '', segmentKeys: ['beta', 'eu'], segmentOperator: 'AND_SEGMENT_OPERATOR', value: true } };
  assert.equal(rolloutDraft(single).segments, ['beta']);
  assert.equal(rolloutBody(rolloutDraft(multi)), { description: 'x', segment: { segmentKeys: ['beta', 'eu'], segmentOperator: 'AND_SEGMENT_OPERATOR', value: true } });
});

test('a body carries only the part of its type, with the description trimmed', () => {
  const draft = { ...newRolloutDraft(), segments: ['beta'], percentage: '12.5', value: false, description: '  Canary  ' };
  assert.equal(rolloutBody(draft), { description: 'Canary', threshold: { percentage: 12.5, value: false } });
  assert.equal(rolloutBody({ ...draft, type: SEGMENT }), { description: 'Canary', segment: { segmentKeys: ['beta'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: false } });
});

test('a threshold needs a percentage from 0 to 100 and a segment rollout a segment', () => {
  for (const bad of ['', '-5', '101', 'half']) assert.equal(rolloutErrors({ ...newRolloutDraft(), percentage: bad }), { percentage: ['Enter a percentage from 0 to 100'] }, bad);
  assert.equal(rolloutErrors({ ...newRolloutDraft(), percentage: '0' }), {});
  assert.equal(rolloutErrors({ ...newRolloutDraft(), type: SEGMENT }), { segments: ['Segment is missing. Choose at least one segment.'] });
});

test.run();
