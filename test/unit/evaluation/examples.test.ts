// The worked examples of EVALUATION.md §9, checked exactly.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { booleanBucket, evaluateBoolean, evaluateVariant, variantBucket } from '../../../ui/lib/evaluation/index';
import { booleanFlag, constraint, dist, everyone, request, rule, segment, segmentRollout, threshold, variantFlag } from './fixtures';

const colorFlag = (extra = {}) =>
  variantFlag('color-flag', [rule([everyone()], [dist('red', 50), dist('blue', 30), dist('green', 20)])], extra);
const matched = (variantKey: string, segmentKeys = ['everyone']) =>
  ({ match: true, segmentKeys, reason: 'MATCH_EVALUATION_REASON', variantKey, variantAttachment: '' });

test('example 1: splits color-flag three ways by bucket', () => {
  const table: Array<[string, number, string]> = [
    ['alice', 39, 'red'], ['frank', 353, 'red'], ['erin', 505, 'blue'], ['bob', 782, 'blue'], ['carol', 811, 'green'], ['dave', 995, 'green'],
  ];
  for (const [entityId, bucket, variant] of table) {
    assert.is(variantBucket('color-flag', entityId), bucket, entityId);
    assert.equal(evaluateVariant(colorFlag(), request('color-flag', entityId)), matched(variant), entityId);
  }
});

test('example 2: enables bob on a disabled boolean flag through a 40% threshold', () => {
  const flag = booleanFlag('new-ui', false, [threshold(1, 40, true)]);
  const table: Array<[string, number, boolean, string]> = [
    ['bob', 9, true, 'MATCH_EVALUATION_REASON'], ['carol', 48, false, 'DEFAULT_EVALUATION_REASON'], ['alice', 73, false, 'DEFAULT_EVALUATION_REASON'],
  ];
  for (const [entityId, bucket, enabled, reason] of table) {
    assert.is(booleanBucket('new-ui', entityId), bucket, entityId);
    assert.equal(evaluateBoolean(flag, request('new-ui', entityId)), { enabled, reason, segmentKeys: [] }, entityId);
  }
});

test('example 3: applies the segment rollout first and the 50% threshold strictly', () => {
  const beta = segment('beta-testers', 'ALL', constraint('STRING', 'plan', 'eq', 'beta'));
  const flag = (pct: number) => booleanFlag('dark-mode', true, [segmentRollout(1, true, 'OR', beta), threshold(2, pct, false)]);
  const run = (pct: number, entityId: string, context: Record<string, string>) => evaluateBoolean(flag(pct), request('dark-mode', entityId, context));
  assert.equal(run(50, 'alice', { plan: 'beta' }), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['beta-testers'] });
  assert.equal(run(50, 'alice', {}), { enabled: false, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(run(50, 'erin', {}), { enabled: true, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(run(50, 'bob', { plan: 'free' }), { enabled: true, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(run(50.0000001, 'erin', {}), { enabled: true, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  assert.is(booleanBucket('dark-mode', 'bob'), 67);
});

test('example 4: leaves buckets past a lone 30% distribution to the default variant', () => {
  const flag = (withDefault: boolean) => variantFlag('partial-flag', [rule([everyone()], [dist('treatment', 30)])],
    withDefault ? { defaultVariant: { id: 'c', key: 'control', attachment: '' } } : {});
  assert.equal(evaluateVariant(flag(true), request('partial-flag', 'dave')), matched('treatment'));
  assert.equal(evaluateVariant(flag(true), request('partial-flag', 'alice')),
    { match: false, segmentKeys: ['everyone'], reason: 'DEFAULT_EVALUATION_REASON', variantKey: 'control', variantAttachment: '' });
  assert.equal(evaluateVariant(flag(false), request('partial-flag', 'alice')),
    { match: false, segmentKeys: ['everyone'], reason: 'UNKNOWN_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
});

test('example 5: leaves bucket 999 uncovered by a 33.33/33.33/33.34 split', () => {
  const flag = variantFlag('split-flag', [rule([everyone()], [dist('a', 33.33), dist('b', 33.33), dist('c', 33.34)])]);
  const table: Array<[string, number, string]> = [['u1383', 332, 'a'], ['u220', 333, 'b'], ['u2299', 666, 'c']];
  for (const [entityId, bucket, variant] of table) {
    assert.is(variantBucket('split-flag', entityId), bucket);
    assert.equal(evaluateVariant(flag, request('split-flag', entityId)), matched(variant));
  }
  assert.is(variantBucket('split-flag', 'u1620'), 999);
  assert.equal(evaluateVariant(flag, request('split-flag', 'u1620')),
    { match: false, segmentKeys: ['everyone'], reason: 'UNKNOWN_EVALUATION_REASON', variantKey: '', variantAttachment: '' });
});

test('example 6: skips the zero-percent distribution', () => {
  const flag = variantFlag('zero-flag', [rule([everyone()], [dist('a', 0), dist('b', 50), dist('c', 50)])]);
  assert.is(evaluateVariant(flag, request('zero-flag', 'alice')).variantKey, 'b');
  assert.is(evaluateVariant(flag, request('zero-flag', 'bob')).variantKey, 'c');
  assert.is(evaluateVariant(flag, request('zero-flag', 'dave')).variantKey, 'b');
});

test('example 7: answers a disabled variant flag with its default variant', () => {
  const flag = colorFlag({ enabled: false, defaultVariant: { id: 'r', key: 'red', attachment: '{"hex":"#f00"}' } });
  assert.equal(evaluateVariant(flag, request('color-flag', 'anyone')),
    { match: false, segmentKeys: [], reason: 'FLAG_DISABLED_EVALUATION_REASON', variantKey: 'red', variantAttachment: '{"hex":"#f00"}' });
});

test('example 8: falls through an AND rule to the next rule', () => {
  const beta = segment('beta-users', 'ANY', constraint('STRING', 'email', 'suffix', '@acme.io'), constraint('STRING', 'plan', 'eq', 'beta'));
  const eu = segment('eu', 'ALL', constraint('STRING', 'country', 'isoneof', '["DE","FR"]'));
  const flag = variantFlag('checkout', [
    rule([beta, eu], [dist('new-checkout', 100)], { rank: 1, operator: 'AND' }),
    rule([everyone()], [dist('old-checkout', 100)], { rank: 2, operator: 'OR' }),
  ]);
  const run = (context: Record<string, string>) => evaluateVariant(flag, request('checkout', 'kim', context));
  assert.equal(run({ email: 'kim@acme.io', country: 'US' }), matched('old-checkout'));
  const both = run({ email: 'kim@acme.io', country: 'DE' });
  assert.equal({ ...both, segmentKeys: [...both.segmentKeys].sort() }, matched('new-checkout', ['beta-users', 'eu']));
  assert.equal(new Set(run({ plan: 'beta', country: 'FR' }).segmentKeys), new Set(['beta-users', 'eu']));
  assert.equal(run({}), matched('old-checkout'));
});

test('example 9: matches a rule without distributions with the default variant', () => {
  const flag = (extra = {}) => variantFlag('flag-a', [rule([everyone()], [])], extra);
  assert.equal(evaluateVariant(flag({ defaultVariant: { id: 'o', key: 'off', attachment: '' } }), request('flag-a', 'x')), matched('off'));
  assert.equal(evaluateVariant(flag(), request('flag-a', 'x')), matched(''));
});

test('example 14: grants access by entity id or email and otherwise by threshold', () => {
  const staff = segment('staff', 'ANY', constraint('STRING', 'email', 'suffix', '@example.com'), constraint('ENTITY_ID', 'entityId', 'isoneof', '["vip-1","vip-2"]'));
  const flag = booleanFlag('beta-access', false, [segmentRollout(1, true, 'OR', staff), threshold(2, 50, false)]);
  const run = (entityId: string, context: Record<string, string>) => evaluateBoolean(flag, request('beta-access', entityId, context));
  assert.equal(run('alice', { email: 'alice@example.com' }), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['staff'] });
  assert.equal(run('vip-2', {}), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['staff'] });
  assert.is(booleanBucket('beta-access', 'carol'), 95);
  assert.equal(run('carol', { email: 'carol@other.org' }), { enabled: false, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
});

test('example 15: hashes precomposed and decomposed names differently and empty ids by flag key', () => {
  assert.is(variantBucket('color-flag', 'jos\u00e9'), 716);
  assert.is(evaluateVariant(colorFlag(), request('color-flag', 'jos\u00e9')).variantKey, 'blue');
  assert.is(variantBucket('color-flag', 'jose\u0301'), 174);
  assert.is(evaluateVariant(colorFlag(), request('color-flag', 'jose\u0301')).variantKey, 'red');
  assert.is(evaluateVariant(colorFlag(), request('color-flag', '')).variantKey, 'green');
  assert.equal(evaluateBoolean(booleanFlag('new-ui', false, [threshold(1, 40, true)]), request('new-ui', '')), { enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: [] });
});

test.run();
