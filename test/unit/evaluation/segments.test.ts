import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EvaluationError, evaluateVariant, type MatchType } from '../../../ui/lib/evaluation/index';
import { matchSegment, operatorSatisfied } from '../../../ui/lib/evaluation/segments';
import { constraint, dist, everyone, request, rule, segment, variantFlag } from './fixtures';

const plan = (value: string) => constraint('STRING', 'plan', 'eq', value);
const unknown = () => constraint('UNKNOWN', 'plan', 'eq', 'x');
const ctx = { plan: 'pro' };

test('matches ALL only when every constraint matches', () => {
  assert.ok(matchSegment(segment('s', 'ALL', plan('pro'), constraint('STRING', 'plan', 'prefix', 'p')), 'e', ctx));
  assert.not.ok(matchSegment(segment('s', 'ALL', plan('pro'), plan('free')), 'e', ctx));
});

test('matches ANY when at least one constraint matches', () => {
  assert.ok(matchSegment(segment('s', 'ANY', plan('free'), plan('pro')), 'e', ctx));
  assert.not.ok(matchSegment(segment('s', 'ANY', plan('free'), plan('team')), 'e', ctx));
});

test('matches everyone with an empty segment under ALL and ANY', () => {
  assert.ok(matchSegment(segment('s', 'ALL'), 'e', {}));
  assert.ok(matchSegment(segment('s', 'ANY'), 'e', {}));
});

test('never matches a segment with an unrecognised match type', () => {
  assert.not.ok(matchSegment(segment('s', 'NONE' as MatchType), 'e', {}));
  assert.not.ok(matchSegment(segment('s', 'all' as MatchType, plan('pro')), 'e', ctx));
});

test('evaluates every constraint, so an unknown type throws even after ANY has matched', () => {
  const s = segment('s', 'ANY', plan('pro'), unknown());
  assert.throws(() => matchSegment(s, 'e', ctx), (err: unknown) => err instanceof EvaluationError && err.kind === 'invalid' && err.message === 'unknown constraint type');
  assert.throws(() => matchSegment(segment('s', 'ALL', plan('free'), unknown()), 'e', ctx), (err: unknown) => err instanceof EvaluationError);
});

test('combines segments with OR and AND, with Flipt\u2019s empty-set behaviour', () => {
  assert.ok(operatorSatisfied('OR', 1, 2));
  assert.not.ok(operatorSatisfied('OR', 0, 2));
  assert.not.ok(operatorSatisfied('OR', 0, 0));
  assert.ok(operatorSatisfied('AND', 2, 2));
  assert.not.ok(operatorSatisfied('AND', 1, 2));
  assert.ok(operatorSatisfied('AND', 0, 0));
  assert.ok(operatorSatisfied('XOR' as 'OR', 0, 3));
});

test('lists only the matched segments of an OR rule', () => {
  const flag = variantFlag('f', [rule([segment('A', 'ALL', plan('free')), segment('B', 'ALL', plan('pro'))], [dist('on', 100)])]);
  assert.equal(evaluateVariant(flag, request('f', 'e', ctx)).segmentKeys, ['B']);
});

test('evaluates every segment of a rule, so an unknown type in a later segment throws', () => {
  const flag = variantFlag('f', [rule([everyone(), segment('bad', 'ANY', unknown())], [dist('on', 100)])]);
  assert.throws(() => evaluateVariant(flag, request('f', 'e')), /unknown constraint type/);
});

test('does not evaluate the segments of rules after the one that applied', () => {
  const flag = variantFlag('f', [
    rule([everyone()], [dist('on', 100)], { rank: 1 }),
    rule([segment('bad', 'ALL', unknown())], [dist('off', 100)], { rank: 2 }),
  ]);
  assert.is(evaluateVariant(flag, request('f', 'e')).variantKey, 'on');
});

test('applies an AND rule without segments and skips an OR rule without segments', () => {
  const flag = (operator: 'AND' | 'OR') => variantFlag('f', [rule([], [dist('on', 100)], { operator })]);
  assert.ok(evaluateVariant(flag('AND'), request('f', 'e')).match);
  assert.not.ok(evaluateVariant(flag('OR'), request('f', 'e')).match);
});

test.run();
