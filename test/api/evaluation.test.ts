// POST /evaluate/v1/{variant,boolean,batch}: the worked examples of EVALUATION.md §9 (exact buckets
// and variants), the outcome table of §3, boolean rules of §4, batch behaviour and errors (§7).
// Flag keys are the examples' own (the hash depends on them); each run uses fresh namespaces.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { useService } from '../helpers/fixtures';
import { createNamespace, must, writeFlags, writeSegments } from '../helpers/gen-seed';
import type { GenFlag, GenSegment } from '../helpers/generate';
import { booleanSegmentKeysIn, serverVersion } from '../helpers/flipt-version';

const suite = useService(test);
const { api, svc } = suite;
const nsA = uniqueKey('eval-a');
const nsB = uniqueKey('eval-b');
suite.dropAfter(nsA, nsB);

const VARIANT_FIELDS = ['match', 'segmentKeys', 'reason', 'variantKey', 'variantAttachment', 'requestId', 'requestDurationMillis', 'timestamp', 'flagKey'];
const BOOLEAN_FIELDS = ['enabled', 'reason', 'requestId', 'requestDurationMillis', 'timestamp', 'flagKey'];
// Flipt v1.61 (and the local service) end a boolean answer with the segments a rollout matched.
let booleanKeys = false;
const booleanFields = () => (booleanKeys ? [...BOOLEAN_FIELDS, 'segmentKeys'] : BOOLEAN_FIELDS);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.(\d{3}|\d{6}|\d{9}))?Z$/;
const MATCH = 'MATCH_EVALUATION_REASON';
const DEFAULT = 'DEFAULT_EVALUATION_REASON';
const UNKNOWN = 'UNKNOWN_EVALUATION_REASON';
const DISABLED = 'FLAG_DISABLED_EVALUATION_REASON';

const str = (property: string, operator: string, value: string) => ({ type: 'STRING_COMPARISON_TYPE' as const, property, operator, value });
const everyoneRule = (...split: [string, number][]) => ({
  segmentKeys: ['everyone'], segmentOperator: 'OR_SEGMENT_OPERATOR' as const,
  distributions: split.map(([variantKey, rollout]) => ({ variantKey, rollout })),
});
const variants = (...keys: string[]) => keys.map((key) => ({ key, attachment: '' }));

const SEGMENTS_A: GenSegment[] = [
  { key: 'everyone', matchType: 'ALL_MATCH_TYPE', constraints: [] },
  { key: 'beta-testers', matchType: 'ALL_MATCH_TYPE', constraints: [str('plan', 'eq', 'beta')] },
  { key: 'beta-users', matchType: 'ANY_MATCH_TYPE', constraints: [str('email', 'suffix', '@acme.io'), str('plan', 'eq', 'beta')] },
  { key: 'eu', matchType: 'ALL_MATCH_TYPE', constraints: [str('country', 'isoneof', '["DE","FR"]')] },
  { key: 'staff', matchType: 'ANY_MATCH_TYPE', constraints: [
    str('email', 'suffix', '@example.com'),
    { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'isoneof', value: '["vip-1","vip-2"]' },
  ] },
];

const FLAGS_A: GenFlag[] = [
  { type: 'VARIANT_FLAG_TYPE', key: 'color-flag', enabled: true, variants: variants('red', 'blue', 'green'),
    rules: [everyoneRule(['red', 50], ['blue', 30], ['green', 20])] },
  { type: 'BOOLEAN_FLAG_TYPE', key: 'new-ui', enabled: false, rollouts: [{ threshold: { percentage: 40, value: true } }] },
  { type: 'BOOLEAN_FLAG_TYPE', key: 'dark-mode', enabled: true, rollouts: [
    { segment: { segmentKeys: ['beta-testers'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true } },
    { threshold: { percentage: 50, value: false } },
  ] },
  { type: 'VARIANT_FLAG_TYPE', key: 'partial-flag', enabled: true, variants: variants('control', 'treatment'),
    defaultVariantKey: 'control', rules: [everyoneRule(['treatment', 30])] },
  { type: 'VARIANT_FLAG_TYPE', key: 'split-flag', enabled: true, variants: variants('a', 'b', 'c'),
    rules: [everyoneRule(['a', 33.33], ['b', 33.33], ['c', 33.34])] },
  { type: 'VARIANT_FLAG_TYPE', key: 'zero-flag', enabled: true, variants: variants('a', 'b', 'c'),
    rules: [everyoneRule(['a', 0], ['b', 50], ['c', 50])] },
  { type: 'VARIANT_FLAG_TYPE', key: 'checkout', enabled: true, variants: variants('new-checkout', 'old-checkout'), rules: [
    { segmentKeys: ['beta-users', 'eu'], segmentOperator: 'AND_SEGMENT_OPERATOR', distributions: [{ variantKey: 'new-checkout', rollout: 100 }] },
    everyoneRule(['old-checkout', 100]),
  ] },
  { type: 'VARIANT_FLAG_TYPE', key: 'flag-a', enabled: true, variants: variants('off'), defaultVariantKey: 'off', rules: [everyoneRule()] },
  { type: 'BOOLEAN_FLAG_TYPE', key: 'beta-access', enabled: false, rollouts: [
    { segment: { segmentKeys: ['staff'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true } },
    { threshold: { percentage: 50, value: false } },
  ] },
];

// Namespace B holds the examples' variations that reuse a flag key from namespace A.
const SEGMENTS_B: GenSegment[] = [
  { key: 'everyone', matchType: 'ALL_MATCH_TYPE', constraints: [] },
  { key: 'no-plan', matchType: 'ALL_MATCH_TYPE', constraints: [str('plan', 'empty', '')] },
];
const FLAGS_B: GenFlag[] = [
  { type: 'VARIANT_FLAG_TYPE', key: 'color-flag', enabled: false, defaultVariantKey: 'red',
    variants: [{ key: 'red', attachment: '{ "hex": "#f00" }' }, { key: 'blue', attachment: '' }, { key: 'green', attachment: '' }],
    rules: [everyoneRule(['red', 50], ['blue', 30], ['green', 20])] },
  { type: 'VARIANT_FLAG_TYPE', key: 'partial-flag', enabled: true, variants: variants('treatment'), rules: [everyoneRule(['treatment', 30])] },
  { type: 'BOOLEAN_FLAG_TYPE', key: 'dark-mode', enabled: true, rollouts: [{ threshold: { percentage: 50.0000001, value: false } }] },
  { type: 'VARIANT_FLAG_TYPE', key: 'flag-a', enabled: true, variants: variants('off'), rules: [everyoneRule()] },
  { type: 'VARIANT_FLAG_TYPE', key: 'off-no-default', enabled: false, variants: variants('x'), rules: [everyoneRule(['x', 100])] },
  { type: 'VARIANT_FLAG_TYPE', key: 'no-rules', enabled: true, variants: variants('x'), rules: [] },
  { type: 'VARIANT_FLAG_TYPE', key: 'no-rules-default', enabled: true, variants: variants('d'), defaultVariantKey: 'd', rules: [] },
  { type: 'BOOLEAN_FLAG_TYPE', key: 'null-context', enabled: false, rollouts: [
    { segment: { segmentKeys: ['no-plan'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true } },
  ] },
];

test.before(async () => {
  booleanKeys = booleanSegmentKeysIn(await serverVersion(svc.url));
  for (const [ns, segments, flags] of [[nsA, SEGMENTS_A, FLAGS_A], [nsB, SEGMENTS_B, FLAGS_B]] as const) {
    await createNamespace(api, ns);
    await writeSegments(api, ns, segments);
    await writeFlags(api, ns, flags);
  }
});

type Ctx = Record<string, string | null>;
const variant = (ns: string, flagKey: string, entityId: string, context: Ctx = {}) =>
  api.post('/evaluate/v1/variant', { namespaceKey: ns, flagKey, entityId, context });
const boolean = (ns: string, flagKey: string, entityId: string, context: Ctx = {}) =>
  api.post('/evaluate/v1/boolean', { namespaceKey: ns, flagKey, entityId, context });

/** The deterministic part of a response (requestId, duration and timestamp removed). */
function stable(body: Record<string, unknown>) {
  const { requestId: _r, requestDurationMillis: _d, timestamp: _t, ...rest } = body;
  return rest;
}

async function variantOutcome(ns: string, flagKey: string, entityId: string, context: Ctx = {}) {
  const res = await variant(ns, flagKey, entityId, context);
  assert.is(res.status, 200, res.text);
  return stable(res.body);
}

/** A boolean answer's deterministic part on this server: `segmentKeys` from v1.61 on. */
const on = (enabled: boolean, reason: string, flagKey: string, segmentKeys: string[] = []) =>
  booleanKeys ? { enabled, reason, flagKey, segmentKeys } : { enabled, reason, flagKey };

async function booleanOutcome(ns: string, flagKey: string, entityId: string, context: Ctx = {}) {
  const res = await boolean(ns, flagKey, entityId, context);
  assert.is(res.status, 200, res.text);
  return stable(res.body);
}

test('example 1: a three-way split puts each entity in its exact bucket', async () => {
  const expected = { alice: 'red', frank: 'red', erin: 'blue', bob: 'blue', carol: 'green', dave: 'green' };
  for (const [entity, variantKey] of Object.entries(expected)) {
    const out = await variantOutcome(nsA, 'color-flag', entity);
    assert.is(out.variantKey, variantKey, entity);
  }
  assert.equal(await variantOutcome(nsA, 'color-flag', 'bob'), {
    match: true, segmentKeys: ['everyone'], reason: MATCH, variantKey: 'blue', variantAttachment: '', flagKey: 'color-flag',
  });
});

test('a variant response carries every field in proto order with a UUID, a float duration and an RFC 3339 time', async () => {
  const before = Date.now();
  const res = await variant(nsA, 'color-flag', 'bob');
  assert.equal(Object.keys(res.body), VARIANT_FIELDS);
  assert.match(res.body.requestId, UUID_V4);
  assert.type(res.body.requestDurationMillis, 'number');
  assert.ok(res.body.requestDurationMillis >= 0);
  assert.match(res.body.timestamp, RFC3339_UTC);
  assert.ok(Math.abs(Date.parse(res.body.timestamp) - before) < 60_000);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
});

test('example 2: a threshold rollout hashes entity id first and ignores the flag being disabled', async () => {
  assert.equal(await booleanOutcome(nsA, 'new-ui', 'bob'), on(true, MATCH, 'new-ui'));
  assert.equal(await booleanOutcome(nsA, 'new-ui', 'carol'), on(false, DEFAULT, 'new-ui'));
  assert.equal(await booleanOutcome(nsA, 'new-ui', 'alice'), on(false, DEFAULT, 'new-ui'));
  const res = await boolean(nsA, 'new-ui', 'bob');
  assert.equal(Object.keys(res.body), booleanFields());
});

test('example 3: segment rollouts come first and the threshold comparison is strict', async () => {
  assert.equal(await booleanOutcome(nsA, 'dark-mode', 'alice', { plan: 'beta' }), on(true, MATCH, 'dark-mode', ['beta-testers']));
  assert.equal(await booleanOutcome(nsA, 'dark-mode', 'alice'), on(false, MATCH, 'dark-mode'));
  assert.equal(await booleanOutcome(nsA, 'dark-mode', 'erin'), on(true, DEFAULT, 'dark-mode'));
  assert.equal(await booleanOutcome(nsA, 'dark-mode', 'bob', { plan: 'free' }), on(true, DEFAULT, 'dark-mode'));
});

test('example 3: a threshold of 50.0000001 is float32 50 and still refuses bucket 50', async () => {
  assert.equal(await booleanOutcome(nsB, 'dark-mode', 'erin'), on(true, DEFAULT, 'dark-mode'));
  assert.equal(await booleanOutcome(nsB, 'dark-mode', 'alice'), on(false, MATCH, 'dark-mode'));
});

test('example 4: a bucket beyond the last boundary falls back to the default variant with the segment keys kept', async () => {
  assert.equal(await variantOutcome(nsA, 'partial-flag', 'dave'), {
    match: true, segmentKeys: ['everyone'], reason: MATCH, variantKey: 'treatment', variantAttachment: '', flagKey: 'partial-flag',
  });
  assert.equal(await variantOutcome(nsA, 'partial-flag', 'alice'), {
    match: false, segmentKeys: ['everyone'], reason: DEFAULT, variantKey: 'control', variantAttachment: '', flagKey: 'partial-flag',
  });
});

test('example 4: without a default variant an uncovered bucket answers UNKNOWN with an empty variant', async () => {
  assert.equal(await variantOutcome(nsB, 'partial-flag', 'alice'), {
    match: false, segmentKeys: ['everyone'], reason: UNKNOWN, variantKey: '', variantAttachment: '', flagKey: 'partial-flag',
  });
});

test('example 5: a 33.33/33.33/33.34 split truncates its boundaries and leaves bucket 999 uncovered', async () => {
  for (const [entity, variantKey] of [['u1383', 'a'], ['u220', 'b'], ['u2299', 'c']]) {
    assert.is((await variantOutcome(nsA, 'split-flag', entity as string)).variantKey, variantKey, entity);
  }
  assert.equal(await variantOutcome(nsA, 'split-flag', 'u1620'), {
    match: false, segmentKeys: ['everyone'], reason: UNKNOWN, variantKey: '', variantAttachment: '', flagKey: 'split-flag',
  });
});

test('example 6: a zero-percent distribution owns no buckets', async () => {
  for (const [entity, variantKey] of [['alice', 'b'], ['bob', 'c'], ['dave', 'b']]) {
    assert.is((await variantOutcome(nsA, 'zero-flag', entity as string)).variantKey, variantKey, entity);
  }
});

test('example 7: a disabled flag returns its default variant with the compacted attachment', async () => {
  assert.equal(await variantOutcome(nsB, 'color-flag', 'anyone'), {
    match: false, segmentKeys: [], reason: DISABLED, variantKey: 'red', variantAttachment: '{"hex":"#f00"}', flagKey: 'color-flag',
  });
});

test('example 8: an AND rule needs every segment and otherwise falls through to the next rule', async () => {
  const cases: [Ctx, string, string[]][] = [
    [{ email: 'kim@acme.io', country: 'US' }, 'old-checkout', ['everyone']],
    [{ email: 'kim@acme.io', country: 'DE' }, 'new-checkout', ['beta-users', 'eu']],
    [{ plan: 'beta', country: 'FR' }, 'new-checkout', ['beta-users', 'eu']],
    [{}, 'old-checkout', ['everyone']],
  ];
  for (const [context, variantKey, keys] of cases) {
    const out = await variantOutcome(nsA, 'checkout', 'kim', context);
    assert.is(out.variantKey, variantKey, JSON.stringify(context));
    assert.is(out.reason, MATCH);
    assert.equal([...(out.segmentKeys as string[])].sort(), keys);
  }
});

test('example 9: a matching rule without distributions matches with the default variant or none', async () => {
  assert.equal(await variantOutcome(nsA, 'flag-a', 'anyone'), {
    match: true, segmentKeys: ['everyone'], reason: MATCH, variantKey: 'off', variantAttachment: '', flagKey: 'flag-a',
  });
  assert.equal(await variantOutcome(nsB, 'flag-a', 'anyone'), {
    match: true, segmentKeys: ['everyone'], reason: MATCH, variantKey: '', variantAttachment: '', flagKey: 'flag-a',
  });
});

test('the outcome table: disabled without default, and no rule with and without default', async () => {
  assert.equal(await variantOutcome(nsB, 'off-no-default', 'x'), {
    match: false, segmentKeys: [], reason: DISABLED, variantKey: '', variantAttachment: '', flagKey: 'off-no-default',
  });
  assert.equal(await variantOutcome(nsB, 'no-rules', 'x'), {
    match: false, segmentKeys: [], reason: UNKNOWN, variantKey: '', variantAttachment: '', flagKey: 'no-rules',
  });
  assert.equal(await variantOutcome(nsB, 'no-rules-default', 'x'), {
    match: false, segmentKeys: [], reason: DEFAULT, variantKey: 'd', variantAttachment: '', flagKey: 'no-rules-default',
  });
});

test('example 14: entity-id constraints and segment rollouts decide boolean flags', async () => {
  assert.equal(await booleanOutcome(nsA, 'beta-access', 'alice', { email: 'alice@example.com' }), on(true, MATCH, 'beta-access', ['staff']));
  assert.equal(await booleanOutcome(nsA, 'beta-access', 'vip-2'), on(true, MATCH, 'beta-access', ['staff']));
  assert.equal(await booleanOutcome(nsA, 'beta-access', 'carol', { email: 'carol@other.org' }), on(false, DEFAULT, 'beta-access'));
});

test('example 15: entity ids hash as their UTF-8 bytes and may be empty', async () => {
  assert.is((await variantOutcome(nsA, 'color-flag', 'jos\u00e9')).variantKey, 'blue');
  assert.is((await variantOutcome(nsA, 'color-flag', 'jose\u0301')).variantKey, 'red');
  assert.is((await variantOutcome(nsA, 'color-flag', '')).variantKey, 'green');
  assert.equal(await booleanOutcome(nsA, 'new-ui', ''), on(true, MATCH, 'new-ui'));
});

test('a null context value is the empty string and a non-string value is refused', async () => {
  assert.equal(await booleanOutcome(nsB, 'null-context', 'x', { plan: null }), on(true, MATCH, 'null-context', ['no-plan']));
  assert.equal(await booleanOutcome(nsB, 'null-context', 'x', { plan: 'pro' }), on(false, DEFAULT, 'null-context'));
  const res = await api.post('/evaluate/v1/variant', { namespaceKey: nsA, flagKey: 'color-flag', entityId: 'x', context: { age: 42 } });
  assert.is(res.status, 400);
  assert.equal(res.body, { code: 3, message: 'invalid values for key(s) in json body', details: [] });
});

test('a request id is echoed, snake_case fields are read and the query string is ignored', async () => {
  const body = { request_id: 'my-id', namespace_key: nsA, flag_key: 'color-flag', entity_id: 'bob' };
  const res = await api.post(`/evaluate/v1/variant?namespaceKey=${nsB}&entityId=carol&reference=x`, body);
  assert.is(res.status, 200, res.text);
  assert.is(res.body.requestId, 'my-id');
  assert.is(res.body.variantKey, 'blue');
  assert.is(res.body.reason, MATCH);
});

test('example 17: the wrong endpoint for a flag type is a 400 naming the flag type', async () => {
  const wrongBoolean = await boolean(nsA, 'color-flag', 'x');
  assert.is(wrongBoolean.status, 400);
  assert.equal(wrongBoolean.body, { code: 3, message: 'flag type VARIANT_FLAG_TYPE invalid', details: [] });
  const wrongVariant = await variant(nsA, 'new-ui', 'x');
  assert.is(wrongVariant.status, 400);
  assert.equal(wrongVariant.body, { code: 3, message: 'flag type BOOLEAN_FLAG_TYPE invalid', details: [] });
});

test('example 17: a missing flag is a 404 naming namespace and key, in any namespace', async () => {
  const nowhere = uniqueKey('nowhere');
  const res = await variant(nowhere, 'nope', 'x');
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: `flag "${nowhere}/nope" not found`, details: [] });
  const bool = await boolean(nsA, 'nope', 'x');
  assert.equal(bool.body, { code: 5, message: `flag "${nsA}/nope" not found`, details: [] });
});

test('an empty request defaults the namespace and names the path without the empty flag key', async () => {
  const empty = await api.post('/evaluate/v1/variant', {});
  assert.is(empty.status, 404);
  assert.equal(empty.body, { code: 5, message: 'flag "default" not found', details: [] });
  const noFlag = await api.post('/evaluate/v1/boolean', { namespaceKey: nsA });
  assert.equal(noFlag.body, { code: 5, message: `flag "${nsA}" not found`, details: [] });
  const key = uniqueKey('missing');
  const defaulted = await api.post('/evaluate/v1/variant', { namespaceKey: '', flagKey: key });
  assert.equal(defaulted.body, { code: 5, message: `flag "default/${key}" not found`, details: [] });
  const quoted = await api.post('/evaluate/v1/variant', { namespaceKey: nsA, flagKey: 'say "hi"' });
  assert.equal(quoted.body, { code: 5, message: `flag "${nsA}/say \\"hi\\"" not found`, details: [] });
});

test('example 16: a batch answers each item in order with variant, boolean and not-found items', async () => {
  const res = await api.post('/evaluate/v1/batch', { requests: [
    { namespaceKey: nsA, flagKey: 'color-flag', entityId: 'bob' },
    { namespaceKey: nsA, flagKey: 'new-ui', entityId: 'alice' },
    { namespaceKey: nsA, flagKey: 'missing', entityId: 'bob' },
  ] });
  assert.is(res.status, 200, res.text);
  assert.equal(Object.keys(res.body), ['requestId', 'responses', 'requestDurationMillis']);
  assert.match(res.body.requestId, UUID_V4);
  const [v, b, e] = res.body.responses;
  assert.equal(Object.keys(v), ['type', 'variantResponse']);
  assert.is(v.type, 'VARIANT_EVALUATION_RESPONSE_TYPE');
  assert.equal(Object.keys(v.variantResponse), VARIANT_FIELDS);
  assert.equal(stable(v.variantResponse), {
    match: true, segmentKeys: ['everyone'], reason: MATCH, variantKey: 'blue', variantAttachment: '', flagKey: 'color-flag',
  });
  assert.is(b.type, 'BOOLEAN_EVALUATION_RESPONSE_TYPE');
  assert.equal(Object.keys(b.booleanResponse), booleanFields());
  assert.equal(stable(b.booleanResponse), on(false, DEFAULT, 'new-ui'));
  assert.equal(e, {
    type: 'ERROR_EVALUATION_RESPONSE_TYPE',
    errorResponse: { flagKey: 'missing', namespaceKey: nsA, reason: 'NOT_FOUND_ERROR_EVALUATION_REASON' },
  });
});

test('batch items carry their own request ids and share the batch duration and end time', async () => {
  const res = await api.post('/evaluate/v1/batch', { requestId: 'batch-1', requests: [
    { namespaceKey: nsA, flagKey: 'color-flag', entityId: 'bob', requestId: 'item-1' },
    { namespaceKey: nsA, flagKey: 'new-ui', entityId: 'bob' },
  ] });
  assert.is(res.body.requestId, 'batch-1');
  const [v, b] = res.body.responses;
  assert.is(v.variantResponse.requestId, 'item-1');
  assert.is(b.booleanResponse.requestId, '');
  assert.is(v.variantResponse.timestamp, b.booleanResponse.timestamp);
  assert.match(v.variantResponse.timestamp, RFC3339_UTC);
  assert.is(v.variantResponse.requestDurationMillis, b.booleanResponse.requestDurationMillis);
  if (!svc.external) assert.is(v.variantResponse.requestDurationMillis, res.body.requestDurationMillis);
});

test('a batch error item echoes the namespace as sent, even when empty', async () => {
  const key = uniqueKey('missing');
  const res = await api.post('/evaluate/v1/batch', { requests: [{ flagKey: key, entityId: 'x' }] });
  assert.equal(res.body.responses, [{
    type: 'ERROR_EVALUATION_RESPONSE_TYPE',
    errorResponse: { flagKey: key, namespaceKey: '', reason: 'NOT_FOUND_ERROR_EVALUATION_REASON' },
  }]);
});

test('an empty batch answers no items and a bad item fails the whole batch', async () => {
  const empty = await api.post('/evaluate/v1/batch', {});
  assert.is(empty.status, 200);
  assert.equal(empty.body.responses, []);
  const bad = await api.post('/evaluate/v1/batch', { requests: [
    { namespaceKey: nsA, flagKey: 'color-flag', entityId: 'bob' },
    { namespaceKey: nsA, flagKey: 'color-flag', entityId: 'bob', context: { n: 1 } },
  ] });
  assert.is(bad.status, 400);
  assert.equal(bad.body, { code: 3, message: 'invalid values for key(s) in json body', details: [] });
});

test('evaluation follows every kind of write right away', async () => {
  const ns = uniqueKey('eval-live');
  await createNamespace(api, ns);
  const base = `/api/v1/namespaces/${ns}`;
  must(await api.post(`${base}/segments`, { key: 'pro', name: 'Pro', matchType: 'ALL_MATCH_TYPE' }), 'segment');
  must(await api.post(`${base}/flags`, { key: 'live', name: 'Live', enabled: true }), 'flag');
  assert.equal(await variantOutcome(ns, 'live', 'bob'), { match: false, segmentKeys: [], reason: UNKNOWN, variantKey: '', variantAttachment: '', flagKey: 'live' });
  const v = must(await api.post(`${base}/flags/live/variants`, { key: 'on', attachment: '{"a": 1}' }), 'variant');
  const rule = must(await api.post(`${base}/flags/live/rules`, { segmentKey: 'pro', rank: 1 }), 'rule');
  const dist = must(await api.post(`${base}/flags/live/rules/${rule.id}/distributions`, { variantId: v.id, rollout: 100 }), 'distribution');
  assert.equal(await variantOutcome(ns, 'live', 'bob'), { match: true, segmentKeys: ['pro'], reason: MATCH, variantKey: 'on', variantAttachment: '{"a":1}', flagKey: 'live' });
  must(await api.post(`${base}/segments/pro/constraints`, str('plan', 'eq', 'pro')), 'constraint');
  assert.is((await variantOutcome(ns, 'live', 'bob')).match, false);
  assert.is((await variantOutcome(ns, 'live', 'bob', { plan: 'pro' })).variantKey, 'on');
  must(await api.put(`${base}/flags/live/variants/${v.id}`, { key: 'on', attachment: '{"a": 2}' }), 'variant update');
  assert.is((await variantOutcome(ns, 'live', 'bob', { plan: 'pro' })).variantAttachment, '{"a":2}');
  must(await api.put(`${base}/flags/live/rules/${rule.id}/distributions/${dist.id}`, { variantId: v.id, rollout: 0 }), 'distribution update');
  assert.equal(await variantOutcome(ns, 'live', 'bob', { plan: 'pro' }), { match: true, segmentKeys: ['pro'], reason: MATCH, variantKey: '', variantAttachment: '', flagKey: 'live' });
  must(await api.put(`${base}/flags/live`, { name: 'Live', enabled: false }), 'flag update');
  assert.is((await variantOutcome(ns, 'live', 'bob', { plan: 'pro' })).reason, DISABLED);
  must(await api.del(`${base}/flags/live`), 'flag delete');
  assert.is((await variant(ns, 'live', 'bob')).status, 404);
  if (svc.external) await api.del(`${base}?force=true`);
});

test.run();
