import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EvaluationError, booleanBucket, evaluateBoolean, type EvalRollout } from '../../../ui/lib/evaluation/index';
import { booleanFlag, constraint, entityInBooleanBucket, everyone, request, segment, segmentRollout, threshold, variantFlag } from './fixtures';

const run = (rollouts: EvalRollout[], entityId: string, enabled = false, context: Record<string, string> = {}) =>
  evaluateBoolean(booleanFlag('bf', enabled, rollouts), request('bf', entityId, context));
const inBucket = (bucket: number) => entityInBooleanBucket('bf', bucket);

test('passes a threshold only when the bucket is strictly below the percentage', () => {
  assert.equal(run([threshold(1, 50, true)], inBucket(49)), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(run([threshold(1, 50, true)], inBucket(50)), { enabled: false, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
});

test('never passes a 0% threshold and always passes a 100% threshold', () => {
  assert.is(run([threshold(1, 0, true)], inBucket(0)).reason, 'DEFAULT_EVALUATION_REASON');
  assert.is(run([threshold(1, 100, true)], inBucket(99)).reason, 'MATCH_EVALUATION_REASON');
});

test('treats a fractional percentage like its ceiling', () => {
  assert.is(run([threshold(1, 40.1, true)], inBucket(40)).reason, 'MATCH_EVALUATION_REASON');
  assert.is(run([threshold(1, 40.1, true)], inBucket(41)).reason, 'DEFAULT_EVALUATION_REASON');
  assert.is(run([threshold(1, 0.5, true)], inBucket(0)).reason, 'MATCH_EVALUATION_REASON');
});

test('compares against the float32 percentage, so 50.0000001 does not admit bucket 50', () => {
  assert.is(run([threshold(1, 50.0000001, true)], inBucket(50)).reason, 'DEFAULT_EVALUATION_REASON');
  assert.is(run([threshold(1, 50.000004, true)], inBucket(50)).reason, 'MATCH_EVALUATION_REASON');
});

test('returns the threshold value, which may be false', () => {
  assert.equal(run([threshold(1, 100, false)], 'x', true), { enabled: false, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
});

test('returns the flag enabled state as the DEFAULT', () => {
  assert.equal(run([], 'x', true), { enabled: true, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(run([], 'x', false), { enabled: false, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
});

test('evaluates rollouts of a disabled flag', () => {
  assert.equal(run([segmentRollout(1, true, 'OR', everyone())], 'x', false), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['everyone'] });
});

test('applies segment rollouts with OR and AND, answering the segments matched', () => {
  const pro = segment('pro', 'ALL', constraint('STRING', 'plan', 'eq', 'pro'));
  const eu = segment('eu', 'ALL', constraint('STRING', 'region', 'eq', 'eu'));
  const ctx = { plan: 'pro', region: 'us' };
  assert.equal(run([segmentRollout(1, true, 'OR', pro, eu)], 'x', false, ctx), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['pro'] });
  assert.equal(run([segmentRollout(1, true, 'AND', pro, eu)], 'x', false, ctx), { enabled: false, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  const both = run([segmentRollout(1, true, 'AND', pro, eu)], 'x', false, { plan: 'pro', region: 'eu' });
  assert.equal(both, { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['pro', 'eu'] });
});

test('answers no segment keys for a threshold, even after a segment rollout matched some but not all', () => {
  const pro = segment('pro', 'ALL', constraint('STRING', 'plan', 'eq', 'pro'));
  const rollouts = [segmentRollout(1, false, 'AND', pro, segment('none', 'ALL', constraint('STRING', 'plan', 'eq', 'x'))), threshold(2, 100, true)];
  assert.equal(run(rollouts, 'x', false, { plan: 'pro' }), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
});

test('walks rollouts in order and stops at the first that applies', () => {
  const rollouts = [threshold(1, 0, true), segmentRollout(2, false, 'OR', everyone()), threshold(3, 100, true)];
  assert.equal(run(rollouts, 'x', true), { enabled: false, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['everyone'] });
});

test('skips a rollout with neither threshold nor segment', () => {
  assert.equal(run([{ rank: 1 }, threshold(2, 100, true)], 'x'), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
});

test('uses the threshold when a rollout carries both parts', () => {
  const both: EvalRollout = { rank: 1, threshold: { percentage: 0, value: true }, segment: { value: true, segmentOperator: 'OR', segments: [everyone()] } };
  assert.is(run([both], 'x').reason, 'DEFAULT_EVALUATION_REASON');
});

test('hashes entity id before flag key', () => {
  assert.is(booleanBucket('new-ui', 'bob'), 9);
  const flag = booleanFlag('new-ui', false, [threshold(1, 10, true)]);
  assert.ok(evaluateBoolean(flag, request('new-ui', 'bob')).enabled);
});

test('raises an internal error for rollout ranks out of order', () => {
  const rollouts = [threshold(2, 0, true), threshold(1, 100, true)];
  assert.throws(() => run(rollouts, 'x'), (err: unknown) => err instanceof EvaluationError && err.kind === 'internal' && err.message === 'rollout rank: 1 detected out of order');
});

test('refuses a variant flag with an invalid error', () => {
  assert.throws(
    () => evaluateBoolean(variantFlag('v', []), request('v', 'e')),
    (err: unknown) => err instanceof EvaluationError && err.kind === 'invalid' && err.message === 'flag type VARIANT_FLAG_TYPE invalid',
  );
});

test('throws for an unknown constraint type in a segment rollout it reaches', () => {
  const bad = segment('bad', 'ALL', constraint('UNKNOWN', 'p', 'eq', 'x'));
  assert.throws(() => run([segmentRollout(1, true, 'OR', everyone(), bad)], 'x'), /unknown constraint type/);
  assert.is(run([threshold(1, 100, true), segmentRollout(2, true, 'OR', bad)], 'x').reason, 'MATCH_EVALUATION_REASON');
});

test.run();
