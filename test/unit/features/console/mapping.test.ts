import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toEvalFlag } from '../../../../ui/features/console/mapping';
import { booleanFlag, constraint, rule, segment, segmentRollout, thresholdRollout, variantFlag } from './fixtures';

test('maps a variant flag: rules by rank, segments with typed constraints, distributions in listed order', () => {
  const beta = segment('beta', 'ANY', constraint('STRING', 'plan', 'eq', 'pro'), constraint('ENTITY_ID', 'entityId', 'isoneof', '["a"]'));
  const eu = segment('eu', 'ALL', constraint('DATETIME', 'since', 'gt', '2024-01-01'));
  const flag = variantFlag('checkout', ['red', 'blue'], { defaultVariant: { id: 'v-red', key: 'red', attachment: '{"x":1}' } });
  const { flag: mapped, missing } = toEvalFlag(flag, [rule(2, ['beta', 'eu'], [], 'AND'), rule(1, ['beta'], [['blue', 30], ['red', 70]])], [], [beta, eu]);
  assert.equal(missing, []);
  assert.is(mapped.type, 'VARIANT_FLAG_TYPE');
  assert.equal(mapped.defaultVariant, { id: 'v-red', key: 'red', attachment: '{"x":1}' });
  assert.equal(mapped.rules.map((r) => [r.rank, r.segmentOperator, r.segments.map((s) => s.key)]), [
    [1, 'OR', ['beta']],
    [2, 'AND', ['beta', 'eu']],
  ]);
  assert.equal(mapped.rules[0]!.distributions.map((d) => [d.variantKey, d.rollout]), [['blue', 30], ['red', 70]]);
  assert.equal(mapped.rules[0]!.segments[0], {
    key: 'beta',
    matchType: 'ANY',
    constraints: [
      { id: beta.constraints[0]!.id, type: 'STRING', property: 'plan', operator: 'eq', value: 'pro' },
      { id: beta.constraints[1]!.id, type: 'ENTITY_ID', property: 'entityId', operator: 'isoneof', value: '["a"]' },
    ],
  });
  assert.is(mapped.rules[1]!.segments[1]!.constraints[0]!.type, 'DATETIME');
  assert.equal(mapped.rollouts, []);
});

test('maps a boolean flag: threshold and segment rollouts by rank, no default variant', () => {
  const staff = segment('staff', 'ALL', constraint('NUMBER', 'age', 'gte', '18'), constraint('BOOLEAN', 'admin', 'true'));
  const flag = booleanFlag('dark-mode', true);
  const { flag: mapped } = toEvalFlag(flag, [], [segmentRollout(2, ['staff'], false), thresholdRollout(1, 25, true)], [staff]);
  assert.is(mapped.type, 'BOOLEAN_FLAG_TYPE');
  assert.is(mapped.enabled, true);
  assert.is(mapped.defaultVariant, undefined);
  assert.equal(mapped.rollouts[0], { rank: 1, threshold: { percentage: 25, value: true } });
  assert.equal(mapped.rollouts[1]!.segment?.segments.map((s) => s.constraints.map((c) => c.type)), [['NUMBER', 'BOOLEAN']]);
  assert.equal(mapped.rollouts[1]!.segment && [mapped.rollouts[1]!.segment.value, mapped.rollouts[1]!.segment.segmentOperator], [false, 'OR']);
});

test('an unknown constraint type reaches the engine as UNKNOWN', () => {
  const odd = segment('odd', 'ALL', constraint('SOMETHING_NEW', 'p', 'eq', 'x'));
  const { flag } = toEvalFlag(variantFlag('f', []), [rule(1, ['odd'])], [], [odd]);
  assert.is(flag.rules[0]!.segments[0]!.constraints[0]!.type, 'UNKNOWN');
});

test('reports segments and variants the data refers to but does not contain', () => {
  const { flag, missing } = toEvalFlag(variantFlag('f', ['red']), [rule(1, ['gone', 'here'], [['ghost', 50], ['red', 50]])], [], [segment('here', 'ALL')]);
  assert.equal(missing, ['segment "gone"', 'variant "v-ghost"']);
  assert.equal(flag.rules[0]!.segments.map((s) => s.key), ['here']);
  assert.equal(flag.rules[0]!.distributions.map((d) => d.variantKey), ['red']);
});

test.run();
