import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EvaluationError, evaluateVariant, type EvalFlag } from '../../../ui/lib/evaluation/index';
import { booleanFlag, constraint, dist, entityInVariantBucket, everyone, request, rule, segment, variantFlag } from './fixtures';

const DEFAULT = { id: 'v-ctl', key: 'control', attachment: '{"x":1}' };
const pro = segment('pro', 'ALL', constraint('STRING', 'plan', 'eq', 'pro'));

function outcome(flag: EvalFlag, entityId = 'bob', context: Record<string, string> = {}) {
  return evaluateVariant(flag, request(flag.key, entityId, context));
}

test('returns FLAG_DISABLED without a variant for a disabled flag without default', () => {
  const flag = variantFlag('f', [rule([everyone()], [dist('a', 100)])], { enabled: false });
  assert.equal(outcome(flag), { match: false, segmentKeys: [], reason: 'FLAG_DISABLED_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
});

test('keeps the default variant in the response of a disabled flag', () => {
  const flag = variantFlag('f', [rule([everyone()], [dist('a', 100)])], { enabled: false, defaultVariant: DEFAULT });
  assert.equal(outcome(flag), { match: false, segmentKeys: [], reason: 'FLAG_DISABLED_EVALUATION_REASON', variantKey: 'control', variantAttachment: '{"x":1}' });
});

test('returns UNKNOWN when no rule applies and there is no default', () => {
  assert.equal(outcome(variantFlag('f', [])), { match: false, segmentKeys: [], reason: 'UNKNOWN_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
  assert.equal(outcome(variantFlag('f', [rule([pro], [dist('a', 100)])])).reason, 'UNKNOWN_EVALUATION_REASON');
});

test('returns DEFAULT with the default variant when no rule applies', () => {
  const flag = variantFlag('f', [rule([pro], [dist('a', 100)])], { defaultVariant: DEFAULT });
  assert.equal(outcome(flag), { match: false, segmentKeys: [], reason: 'DEFAULT_EVALUATION_REASON', variantKey: 'control', variantAttachment: '{"x":1}' });
});

test('returns the selected distribution with MATCH and the matched segment keys', () => {
  const flag = variantFlag('f', [rule([pro], [dist('a', 100, '{"a":true}')])], { defaultVariant: DEFAULT });
  assert.equal(outcome(flag, 'bob', { plan: 'pro' }), { match: true, segmentKeys: ['pro'], reason: 'MATCH_EVALUATION_REASON', variantKey: 'a', variantAttachment: '{"a":true}' });
});

test('matches with the default (or empty) variant when the rule has no active distribution', () => {
  const withDefault = variantFlag('f', [rule([everyone()], [dist('a', 0)])], { defaultVariant: DEFAULT });
  assert.equal(outcome(withDefault), { match: true, segmentKeys: ['everyone'], reason: 'MATCH_EVALUATION_REASON', variantKey: 'control', variantAttachment: '{"x":1}' });
  const without = variantFlag('f', [rule([everyone()], [])]);
  assert.equal(outcome(without), { match: true, segmentKeys: ['everyone'], reason: 'MATCH_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
});

test('stops at an uncovered bucket, keeping segment keys and not trying later rules', () => {
  const id = entityInVariantBucket('f', 700);
  const rules = [rule([everyone()], [dist('a', 30)], { rank: 1 }), rule([everyone()], [dist('b', 100)], { rank: 2 })];
  assert.equal(outcome(variantFlag('f', rules), id), { match: false, segmentKeys: ['everyone'], reason: 'UNKNOWN_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
  assert.equal(outcome(variantFlag('f', rules, { defaultVariant: DEFAULT }), id), { match: false, segmentKeys: ['everyone'], reason: 'DEFAULT_EVALUATION_REASON', variantKey: 'control', variantAttachment: '{"x":1}' });
});

test('falls through to the next rule when a rule does not apply', () => {
  const flag = variantFlag('f', [rule([pro], [dist('a', 100)], { rank: 1 }), rule([everyone()], [dist('b', 100)], { rank: 2 })]);
  assert.is(outcome(flag, 'bob', { plan: 'free' }).variantKey, 'b');
  assert.is(outcome(flag, 'bob', { plan: 'pro' }).variantKey, 'a');
});

test('hashes the flag key from the request', () => {
  const flag = variantFlag('stored-key', [rule([everyone()], [dist('a', 50), dist('b', 50)])]);
  const id = entityInVariantBucket('request-key', 900);
  assert.is(evaluateVariant(flag, request('request-key', id)).variantKey, 'b');
});

test('allows equal ranks but rejects a rank lower than the previous one', () => {
  const ok = variantFlag('f', [rule([pro], [], { rank: 2 }), rule([pro], [], { rank: 2 }), rule([everyone()], [], { rank: 3 })]);
  assert.ok(outcome(ok).match);
  const bad = variantFlag('f', [rule([pro], [], { rank: 3 }), rule([everyone()], [], { rank: 2 })]);
  assert.throws(() => outcome(bad), (err: unknown) => err instanceof EvaluationError && err.kind === 'invalid' && err.message === 'rule rank: 2 detected out of order');
});

test('rejects a negative first rank, since ranks are checked against 0', () => {
  assert.throws(() => outcome(variantFlag('f', [rule([everyone()], [], { rank: -1 })])), /rule rank: -1 detected out of order/);
});

test('only checks the ranks of rules it reaches', () => {
  const flag = variantFlag('f', [rule([everyone()], [], { rank: 5 }), rule([everyone()], [], { rank: 1 })]);
  assert.ok(outcome(flag).match);
});

test('refuses a boolean flag with an invalid error', () => {
  assert.throws(
    () => evaluateVariant(booleanFlag('b', true, []), request('b', 'e')),
    (err: unknown) => err instanceof EvaluationError && err.kind === 'invalid' && err.message === 'flag type BOOLEAN_FLAG_TYPE invalid',
  );
});

test('checks the flag type before the enabled state', () => {
  assert.throws(() => evaluateVariant(booleanFlag('b', false, []), request('b', 'e')), /flag type BOOLEAN_FLAG_TYPE invalid/);
});

test('does not share the segment keys array between results', () => {
  const flag = variantFlag('f', []);
  const first = outcome(flag);
  first.segmentKeys.push('x');
  assert.equal(outcome(flag).segmentKeys, []);
});

test.run();
