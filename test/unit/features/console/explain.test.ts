import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { explain } from '../../../../ui/features/console/explain';
import { toEvalFlag } from '../../../../ui/features/console/mapping';
import type { Flag } from '../../../../ui/features/flags/schema';
import type { Rollout } from '../../../../ui/features/rollouts/schema';
import type { Rule } from '../../../../ui/features/rules/schema';
import type { Segment } from '../../../../ui/features/segments/schema';
import { booleanFlag, constraint, rule, segment, segmentRollout, thresholdRollout, variantFlag } from './fixtures';

const everyone = segment('everyone', 'ALL');

function run(flag: Flag, rules: Rule[], rollouts: Rollout[], segments: Segment[], entityId: string, context: Record<string, string> = {}) {
  return explain(toEvalFlag(flag, rules, rollouts, segments).flag, { flagKey: flag.key, entityId, context });
}

// EVALUATION.md example 1: bob's bucket in color-flag is 782.
const colorFlag = (extra: Record<string, unknown> = {}) => variantFlag('color-flag', ['red', 'blue', 'green'], extra);
const split = () => rule(1, ['everyone'], [['red', 50], ['blue', 30], ['green', 20]]);

test('a matched rule shows the bucket, every distribution range and the picked variant', () => {
  const ex = run(colorFlag(), [split()], [], [everyone], 'bob');
  assert.equal(ex.result, { kind: 'variant', match: true, segmentKeys: ['everyone'], reason: 'MATCH_EVALUATION_REASON', variantKey: 'blue', variantAttachment: '' });
  assert.is(ex.stop, 'distribution-selected');
  const [step] = ex.steps;
  assert.equal([step?.kind, step?.number, step?.applied, step?.operator], ['rule', 1, true, 'OR']);
  assert.equal(step?.segments, [{ key: 'everyone', matchType: 'ALL', matched: true, matchedConstraints: 0, constraints: [] }]);
  assert.equal(step?.bucket, {
    bucket: 782,
    ranges: [
      { variantKey: 'red', rollout: 50, from: 0, to: 499, picked: false },
      { variantKey: 'blue', rollout: 30, from: 500, to: 799, picked: true },
      { variantKey: 'green', rollout: 20, from: 800, to: 999, picked: false },
    ],
  });
  assert.is(ex.why, 'Rule 1 matched, and bucket 782 lies in the range of variant blue.');
});

test('a 0% distribution is listed with no bucket, and the picked range is the variant the bucket lies in', () => {
  // The engine skips grey (0%), so its bounds count one fewer distribution than the rule has.
  const flag = variantFlag('color-flag', ['red', 'grey', 'blue', 'green']);
  const ex = run(flag, [rule(1, ['everyone'], [['red', 50], ['grey', 0], ['blue', 30], ['green', 20]])], [], [everyone], 'bob');
  assert.is(ex.result.kind === 'variant' && ex.result.variantKey, 'blue');
  assert.equal(ex.steps[0]?.bucket?.ranges, [
    { variantKey: 'red', rollout: 50, from: 0, to: 499, picked: false },
    { variantKey: 'grey', rollout: 0, from: 500, to: 499, picked: false },
    { variantKey: 'blue', rollout: 30, from: 500, to: 799, picked: true },
    { variantKey: 'green', rollout: 20, from: 800, to: 999, picked: false },
  ]);
  assert.is(ex.why, 'Rule 1 matched, and bucket 782 lies in the range of variant blue.');
});

test('a disabled variant flag stops before any rule and names the default variant', () => {
  const flag = colorFlag({ enabled: false, defaultVariant: { id: 'v-red', key: 'red', attachment: '' } });
  const ex = run(flag, [split()], [], [everyone], 'bob');
  assert.is(ex.stop, 'flag-disabled');
  assert.equal(ex.steps, []);
  assert.is(ex.result.kind === 'variant' && ex.result.reason, 'FLAG_DISABLED_EVALUATION_REASON');
  assert.match(ex.why, /^The flag is disabled, so no rule is evaluated: the result is the default variant red\.$/);
});

test('no matching rule falls back to the default variant, or says there is none', () => {
  const pro = segment('pro', 'ALL', constraint('STRING', 'plan', 'eq', 'pro'));
  const rules = [rule(1, ['pro'], [['red', 100]])];
  const withDefault = run(colorFlag({ defaultVariant: { id: 'v-green', key: 'green', attachment: '' } }), rules, [], [pro], 'bob', { plan: 'free' });
  assert.is(withDefault.stop, 'no-rule-applied');
  assert.equal([withDefault.steps[0]?.applied, withDefault.steps[0]?.segments[0]?.matched], [false, false]);
  assert.is(withDefault.why, 'No rule matched, so the result is the default variant green.');
  const without = run(colorFlag(), [], [], [], 'bob');
  assert.is(without.why, 'The flag has no rules, so the result is no variant (the flag has no default variant).');
});

test('a matched rule without distributions says so', () => {
  const ex = run(colorFlag(), [rule(1, ['everyone'])], [], [everyone], 'bob');
  assert.is(ex.stop, 'no-distributions');
  assert.match(ex.why, /Rule 1 matched\. It has no distributions/);
});

test('a bucket beyond the last distribution range picks nothing', () => {
  // EVALUATION.md example 4: alice's bucket in partial-flag is 414, past a single 30% range.
  const flag = variantFlag('partial-flag', ['treatment', 'control'], { defaultVariant: { id: 'v-control', key: 'control', attachment: '' } });
  const ex = run(flag, [rule(1, ['everyone'], [['treatment', 30]])], [], [everyone], 'alice');
  assert.is(ex.stop, 'bucket-not-covered');
  assert.equal(ex.steps[0]?.bucket?.ranges, [{ variantKey: 'treatment', rollout: 30, from: 0, to: 299, picked: false }]);
  assert.match(ex.why, /bucket 414 is beyond the last distribution range \(ending at 299\).*default variant control/);
});

test('numbers the rules in rank order and joins segments with the rule operator', () => {
  const beta = segment('beta', 'ANY', constraint('STRING', 'email', 'suffix', '@acme.io'), constraint('STRING', 'plan', 'eq', 'beta'));
  const eu = segment('eu', 'ALL', constraint('STRING', 'country', 'isoneof', '["DE","FR"]'));
  const rules = [rule(2, ['everyone'], [['blue', 100]]), rule(1, ['beta', 'eu'], [['red', 100]], 'AND')];
  const ex = run(colorFlag(), rules, [], [beta, eu, everyone], 'kim', { email: 'kim@acme.io', country: 'US' });
  assert.equal(ex.steps.map((s) => [s.number, s.operator, s.applied, s.segments.map((g) => [g.key, g.matched, g.matchedConstraints])]), [
    [1, 'AND', false, [['beta', true, 1], ['eu', false, 0]]],
    [2, 'OR', true, [['everyone', true, 0]]],
  ]);
  assert.match(ex.why, /^Rule 2 matched, and bucket \d+ lies in the range of variant blue\.$/);
});

test("each constraint shows its operator by Flipt's label, the value it compared, missing keys and its result", () => {
  const s = segment(
    'mixed',
    'ANY',
    constraint('STRING', 'plan', 'neq', 'free'),
    constraint('STRING', 'region', 'empty'),
    constraint('NUMBER', 'age', 'gte', '18'),
    constraint('NUMBER', 'score', 'notpresent'),
    constraint('BOOLEAN', 'admin', 'true'),
    constraint('DATETIME', 'signup', 'lt', '2024-06-01'),
    constraint('ENTITY_ID', 'entityId', 'isoneof', '["vip-1","vip-2"]'),
  );
  const ex = run(colorFlag(), [rule(1, ['mixed'])], [], [s], 'vip-2', { plan: 'pro', age: '17.5', admin: 'yes', signup: '2024-05-31T23:59:59Z' });
  assert.equal(
    ex.steps[0]?.segments[0]?.constraints.map((c) => [c.property, c.operator, c.input, c.missing, c.matched]),
    [
      ['plan', '!=', 'pro', false, true],
      ['region', 'IS EMPTY', '', true, true],
      ['age', '>=', '17.5', false, false],
      ['score', 'IS NOT PRESENT', '', true, true],
      ['admin', 'TRUE', 'yes', false, false],
      ['signup', 'IS BEFORE', '2024-05-31T23:59:59Z', false, true],
      ['entityId', 'IS ONE OF', 'vip-2', false, true],
    ],
  );
  assert.equal(ex.steps[0]?.segments[0]?.matchedConstraints, 5);
});

test('a boolean threshold rollout shows the bucket against the stored percentage', () => {
  // EVALUATION.md example 2: bob's boolean bucket in new-ui is 9, carol's is 48.
  const flag = booleanFlag('new-ui', false);
  const hit = run(flag, [], [thresholdRollout(1, 40.1, true)], [], 'bob');
  assert.equal(hit.result, { kind: 'boolean', enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
  assert.is(hit.stop, 'threshold-matched');
  assert.equal([hit.steps[0]?.kind, hit.steps[0]?.threshold, hit.steps[0]?.value], ['threshold', { kind: 'threshold', bucket: 9, percentage: 40.1, passed: true }, true]);
  assert.is(hit.why, 'Threshold rollout 1 matched (bucket 9 is below 40.1%), so the value is true.');
  const miss = run(flag, [], [thresholdRollout(1, 40, true)], [], 'carol');
  assert.is(miss.stop, 'no-rollout-matched');
  assert.is(miss.why, "No rollout matched, so the result is the flag's default value, its enabled setting: false.");
});

test('a boolean segment rollout explains its segments and value', () => {
  // EVALUATION.md example 14.
  const staff = segment('staff', 'ANY', constraint('STRING', 'email', 'suffix', '@example.com'), constraint('ENTITY_ID', 'entityId', 'isoneof', '["vip-1","vip-2"]'));
  const flag = booleanFlag('beta-access', false);
  const ex = run(flag, [], [segmentRollout(1, ['staff'], true), thresholdRollout(2, 50, false)], [staff], 'vip-2');
  assert.is(ex.stop, 'segment-rollout-matched');
  assert.equal([ex.steps[0]?.kind, ex.steps[0]?.operator, ex.steps[0]?.value, ex.steps[0]?.segments[0]?.constraints.map((c) => c.matched)], ['segment', 'OR', true, [false, true]]);
  assert.is(ex.why, 'Segment rollout 1 matched, so the value is true.');
});

test('a boolean flag without rollouts returns its enabled setting, the default value', () => {
  const ex = run(booleanFlag('plain', true), [], [], [], 'x');
  assert.equal([ex.stop, ex.why], ['no-rollout-matched', "The flag has no rollouts, so the result is the flag's default value, its enabled setting: true."]);
});

test('an engine error becomes the error result and the stop reason', () => {
  const odd = segment('odd', 'ALL', constraint('SOMETHING_NEW', 'p', 'eq', 'x'));
  const ex = run(colorFlag(), [rule(1, ['odd'])], [], [odd], 'bob');
  assert.equal(ex.result, { kind: 'error', message: 'unknown constraint type' });
  assert.equal([ex.stop, ex.why], ['error', 'The local evaluation failed: unknown constraint type.']);
});

test.run();
