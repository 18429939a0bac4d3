// The "ready to remove" report: what serves one value to everyone (Flipt's evaluation order, a
// segment without constraints matching everyone), and which flags the report lists, from the
// newest stamp of the flag and everything under it, analytics counts and the metadata conventions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readReport } from '../../../../ui/features/cleanup/api';
import { servesOneValue } from '../../../../ui/features/cleanup/one-value';
import { DAY_MS } from '../../../../ui/features/cleanup/report';
import type { FlagState, Segment } from '../../../../ui/features/transfer/model';
import { fakeApi, installFakeApi, reply } from '../../../helpers/fake-api';
import { resetTransport } from '../../../../ui/lib/http';

const seg = (key: string, constraints = 1): Segment => ({
  key, name: key, description: '', matchType: 'ALL_MATCH_TYPE',
  constraints: Array.from({ length: constraints }, (_, i) => ({ id: `${key}-${i}`, type: 'STRING_COMPARISON_TYPE', property: 'p', operator: 'eq', value: 'x', description: '' })),
});
const segments = new Map([seg('beta'), seg('everyone', 0)].map((s) => [s.key, s]));
const one = (segmentKey: string) => ({ segmentKey, segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR' });
const variantFlag = (rules: FlagState['rules'], extra: Partial<FlagState> = {}): FlagState => ({
  key: 'f', name: 'F', description: '', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: {},
  variants: [{ id: 'r', key: 'red', name: '', description: '', attachment: '' }, { id: 'g', key: 'green', name: '', description: '', attachment: '' }],
  defaultVariant: { id: 'g' }, rules, rollouts: [], ...extra,
});
const rule = (rank: number, segment: string, dists: [string, number][]) => ({ id: `rule-${rank}`, rank, ...one(segment), distributions: dists.map(([variantId, rollout]) => ({ id: '', variantId, rollout })) });
const boolFlag = (rollouts: FlagState['rollouts'], enabled = true): FlagState => ({ ...variantFlag([]), type: 'BOOLEAN_FLAG_TYPE', variants: [], defaultVariant: null, enabled, rollouts });

test('a variant flag serves one value when no rule can serve another, or when it is disabled', () => {
  assert.is(servesOneValue(variantFlag([]), segments), 'green');
  assert.is(servesOneValue(variantFlag([], { enabled: false }), segments), 'disabled');
  assert.is(servesOneValue(variantFlag([rule(1, 'beta', [['g', 100]])]), segments), 'green');
  assert.is(servesOneValue(variantFlag([rule(1, 'beta', [['r', 100]])]), segments), null, 'beta gets red, the rest green');
  // A rule whose segment matches everyone hides the default and the rules after it.
  assert.is(servesOneValue(variantFlag([rule(1, 'everyone', [['r', 100]]), rule(2, 'beta', [['g', 100]])]), segments), 'red');
  // 33.33 × 3 leaves bucket 999 to the default: green is reachable too.
  assert.is(servesOneValue(variantFlag([rule(1, 'everyone', [['r', 33.33], ['r', 33.33], ['r', 33.33]])]), segments), null);
  assert.is(servesOneValue(variantFlag([rule(1, 'everyone', [['r', 0]])]), segments), 'green', 'a rule with no live distribution serves the default');
});

test('a boolean flag serves one value when its rollouts cannot change the default', () => {
  assert.is(servesOneValue(boolFlag([]), segments), 'true');
  assert.is(servesOneValue(boolFlag([], false), segments), 'false');
  assert.is(servesOneValue(boolFlag([{ id: '1', rank: 1, description: '', threshold: { percentage: 0, value: false } }]), segments), 'true');
  assert.is(servesOneValue(boolFlag([{ id: '1', rank: 1, description: '', threshold: { percentage: 40, value: false } }]), segments), null);
  assert.is(servesOneValue(boolFlag([{ id: '1', rank: 1, description: '', threshold: { percentage: 100, value: false } }]), segments), 'false');
  assert.is(servesOneValue(boolFlag([{ id: '1', rank: 1, description: '', segment: { ...one('everyone'), value: false } }]), segments), 'false');
  assert.is(servesOneValue(boolFlag([{ id: '1', rank: 1, description: '', segment: { ...one('beta'), value: false } }]), segments), null);
});

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const listed = (key: string, type: string, stamp: string, metadata: Record<string, unknown> = {}) => ({ key, name: key, type, enabled: true, variants: [], metadata, createdAt: stamp, updatedAt: stamp });

test('the report lists old flags that serve one value or were not evaluated, by the newest stamp of all under them', async () => {
  const api = installFakeApi(fakeApi());
  api
    .on('GET', '/api/v1/namespaces/shop', { key: 'shop', name: 'Shop', description: '' })
    .on('GET', '/api/v1/namespaces/shop/flags', {
      flags: [
        listed('stale', 'BOOLEAN_FLAG_TYPE', ago(90), { owner: 'ann' }),
        listed('rule-touched', 'BOOLEAN_FLAG_TYPE', ago(90)),
        listed('fresh', 'BOOLEAN_FLAG_TYPE', ago(2)),
        listed('kept', 'BOOLEAN_FLAG_TYPE', ago(90), { lifecycle: 'Permanent' }),
        listed('split', 'BOOLEAN_FLAG_TYPE', ago(90)),
        listed('unused-split', 'BOOLEAN_FLAG_TYPE', ago(90), { expires: '2026-06-01' }),
      ],
    })
    .on('GET', '/api/v1/namespaces/shop/segments', { segments: [] })
    .on('GET', '/internal/v1/evaluation/snapshot/namespace/shop', {
      flags: ['split', 'unused-split'].map((key) => ({ key, rules: [], rollouts: [{ rank: 1, threshold: { percentage: 50, value: false } }] })),
    })
    .on('GET', '/api/v1/namespaces/shop/flags/:key/rollouts', ({ params }) => ({ rules: params.key === 'rule-touched' ? [{ createdAt: ago(90), updatedAt: ago(3) }] : [] }))
    .on('GET', '/internal/v1/analytics/namespaces/shop/flags/:key', ({ params }) => ({ timestamps: [ago(2), ago(1)], values: params.key === 'split' ? [4, 1] : [0, 0] }))
    .on('GET', '/api/v1/namespaces/staging/flags', { flags: [{ key: 'stale' }, { key: 'other' }] })
    .on('GET', '/api/v1/namespaces/prod/flags', { flags: [{ key: 'stale' }] });
  try {
    const report = await readReport('shop', { days: 30, now: NOW, windowLabel: '7 days', windowMs: 7 * DAY_MS, analytics: true, others: ['staging', 'prod'] });
    assert.equal(report.rows.map((r) => [r.key, r.owner, ...r.reasons]), [
      ['stale', 'ann', 'Unchanged for 90 days', 'Serves true to everyone: no rule or rollout changes the outcome', 'No evaluations in the last 7 days'],
      ['unused-split', null, 'Unchanged for 90 days', 'No evaluations in the last 7 days', 'Expired on 2026-06-01'],
    ]);
    assert.equal(report.rows.map((r) => r.elsewhere), [['prod', 'staging'], []], 'each row names the other namespaces holding its key, sorted');
    assert.equal([report.flags, report.permanent, report.counted], [6, 1, true]);
    assert.is(api.count('GET', '/api/v1/namespaces/shop/flags/fresh/rollouts'), 0, 'a flag changed lately is not read further');
  } finally {
    resetTransport();
  }
});

test.run();
