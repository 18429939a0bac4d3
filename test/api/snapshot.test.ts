// GET /internal/v1/evaluation/snapshot/namespace/:key (API.md §4.4, EVALUATION.md §8): shape and
// field presence, snapshot enum names, the version header, ETag / If-None-Match.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { useService } from '../helpers/fixtures';
import { fliptTarget, ownServerOnly } from '../helpers/server';
import { createNamespace, must, writeFlags, writeSegments } from '../helpers/gen-seed';
import type { GenFlag, GenSegment } from '../helpers/generate';

const suite = useService(test);
const { api } = suite;
const ns = uniqueKey('snap');
suite.dropAfter(ns);
const path = (key: string) => `/internal/v1/evaluation/snapshot/namespace/${key}`;
const V147 = { 'X-Flipt-Accept-Server-Version': '1.47.0' };

const SEGMENTS: GenSegment[] = [
  { key: 'internal', matchType: 'ALL_MATCH_TYPE', constraints: [{ type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io' }] },
  { key: 'beta-users', matchType: 'ANY_MATCH_TYPE', constraints: [
    { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'eq', value: 'beta' },
    { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'eq', value: 'vip' },
  ] },
  { key: 'everyone', matchType: 'ALL_MATCH_TYPE', constraints: [] },
];

// Written one at a time: the snapshot lists flags in creation order.
const FLAGS: GenFlag[] = [
  { type: 'BOOLEAN_FLAG_TYPE', key: 'rollout-first', enabled: false, rollouts: [
    { segment: { segmentKeys: ['internal'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true } },
    { threshold: { percentage: 33.33, value: true } },
  ] },
  { type: 'VARIANT_FLAG_TYPE', key: 'checkout', enabled: true, defaultVariantKey: 'old',
    variants: [{ key: 'new', attachment: '{ "theme": "dark" }' }, { key: 'old', attachment: '' }],
    rules: [
      { segmentKeys: ['beta-users'], segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [{ variantKey: 'new', rollout: 33.33 }, { variantKey: 'old', rollout: 66.67 }] },
      { segmentKeys: ['internal'], segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [{ variantKey: 'old', rollout: 100 }] },
    ] },
  { type: 'VARIANT_FLAG_TYPE', key: 'disabled-flag', enabled: false, variants: [], rules: [] },
];

test.before(async () => {
  await createNamespace(api, ns);
  await writeSegments(api, ns, SEGMENTS);
  for (const flag of FLAGS) await writeFlags(api, ns, [flag]);
  // The API does not check flag types: the snapshot must still show only the matching kind.
  must(await api.post(`/api/v1/namespaces/${ns}/flags/rollout-first/rules`, { segmentKey: 'everyone', rank: 1 }), 'rule on boolean flag');
  must(await api.post(`/api/v1/namespaces/${ns}/flags/checkout/rollouts`, { rank: 1, threshold: { percentage: 10, value: true } }), 'rollout on variant flag');
});

const segmentView = (key: string, matchType: string, constraints: unknown[]) => ({ key, name: '', description: '', matchType, constraints });

/**
 * Compares snapshots with each segment's constraints ordered by property: their order is not
 * part of the snapshot (Flipt's query has no ORDER BY: creation order on SQLite, the query plan's
 * on PostgreSQL) and no client engine depends on it.
 */
function sameSnapshot(actual: unknown, expected: unknown) {
  const byProperty = (a: { property: string }, b: { property: string }) => a.property.localeCompare(b.property);
  const ordered = (v: unknown) => JSON.parse(JSON.stringify(v), (k, x) => (k === 'constraints' && Array.isArray(x) ? [...x].sort(byProperty) : x));
  assert.equal(ordered(actual), ordered(expected));
}

/** The expected snapshot of `ns`, built from what the management API reports. */
async function expectedSnapshot(opts: { defaultVariant: boolean; entityIdType: string }) {
  const get = async (p: string) => must(await api.get(`/api/v1/namespaces/${ns}${p}`), p);
  const [boolFlag, checkout, disabled] = [await get('/flags/rollout-first'), await get('/flags/checkout'), await get('/flags/disabled-flag')];
  const rules = (await get('/flags/checkout/rules')).rules;
  const beta = (await get('/segments/beta-users')).constraints;
  const variantId = (key: string) => checkout.variants.find((v: { key: string }) => v.key === key).id;
  const head = (f: any) => ({ key: f.key, name: f.name, description: f.description, enabled: f.enabled, type: f.type, createdAt: f.createdAt, updatedAt: f.updatedAt });
  const dist = (key: string, attachment: string, rollout: number) => ({ id: '', ruleId: '', variantId: variantId(key), variantKey: key, variantAttachment: attachment, rollout });
  // `internal` is first met in a segment rollout, so its constraint ids are "" everywhere.
  const internal = segmentView('internal', 'ALL_SEGMENT_MATCH_TYPE', [{ id: '', type: 'STRING_CONSTRAINT_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io' }]);
  const betaUsers = segmentView('beta-users', 'ANY_SEGMENT_MATCH_TYPE', [
    { id: beta[0].id, type: 'STRING_CONSTRAINT_COMPARISON_TYPE', property: 'plan', operator: 'eq', value: 'beta' },
    { id: beta[1].id, type: opts.entityIdType, property: 'entityId', operator: 'eq', value: 'vip' },
  ]);
  const checkoutView: Record<string, unknown> = { ...head(checkout), rollouts: [], rules: [
    { id: rules[0].id, segments: [betaUsers], rank: 1, segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [dist('new', '{"theme":"dark"}', 33.33), dist('old', '', 66.67)] },
    { id: rules[1].id, segments: [internal], rank: 2, segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [dist('old', '', 100)] },
  ] };
  if (opts.defaultVariant) checkoutView.defaultVariant = { id: variantId('old'), key: 'old', attachment: '' };
  return { namespace: { key: ns }, flags: [
    { ...head(boolFlag), rules: [], rollouts: [
      { type: 'SEGMENT_ROLLOUT_TYPE', rank: 1, segment: { value: true, segmentOperator: 'OR_SEGMENT_OPERATOR', segments: [internal] } },
      { type: 'THRESHOLD_ROLLOUT_TYPE', rank: 2, threshold: { percentage: 33.33, value: true } },
    ] },
    checkoutView,
    { ...head(disabled), rules: [], rollouts: [] },
  ] };
}

test('an unknown namespace answers 200 with no flags and no ETag', async () => {
  const key = uniqueKey('nowhere');
  const res = await api.get(path(key));
  assert.is(res.status, 200);
  assert.equal(res.body, { namespace: { key }, flags: [] });
  assert.is(res.headers.get('etag'), null);
});

test('a namespace has an ETag from its creation on, and a rename changes it', async () => {
  const fresh = uniqueKey('snap-fresh');
  suite.dropAfter(fresh);
  await createNamespace(api, fresh);
  const res = await api.get(path(fresh));
  assert.equal(res.body, { namespace: { key: fresh }, flags: [] });
  const etag = res.headers.get('etag') ?? '';
  assert.match(etag, /^[0-9a-f]{40}$/);
  must(await api.put(`/api/v1/namespaces/${fresh}`, { name: 'Renamed' }), 'rename');
  assert.is.not((await api.get(path(fresh))).headers.get('etag'), etag);
});

ownServerOnly(test, "the shared server's default namespace may have been written to already")(
  'the default namespace of a fresh database has no ETag until the first write in it',
  async () => {
    assert.is((await api.get(path('default'))).headers.get('etag'), null);
    must(await api.post('/api/v1/namespaces/default/segments', { key: 'first-write', name: 'First' }), 'segment');
    assert.match((await api.get(path('default'))).headers.get('etag') ?? '', /^[0-9a-f]{40}$/);
  },
);

test('the snapshot carries the default variant attachment as stored, as the flag list does; evaluation compacts it', async () => {
  const own = uniqueKey('snap-attach');
  suite.dropAfter(own);
  await createNamespace(api, own);
  const attachment = '{ "size": 3, "tags": ["a", "b"] }';
  await writeFlags(api, own, [{ type: 'VARIANT_FLAG_TYPE', key: 'sized', enabled: true, defaultVariantKey: 'big', variants: [{ key: 'big', attachment }], rules: [] }]);
  const snap = (await api.get(path(own), V147)).body;
  // As stored: the text sent on SQLite, PostgreSQL's jsonb print on PostgreSQL; the list shows the same.
  const listed = must(await api.get(`/api/v1/namespaces/${own}/flags`), 'flag list').flags[0].variants[0].attachment;
  assert.is(snap.flags[0].defaultVariant.attachment, listed);
  assert.equal(JSON.parse(listed), JSON.parse(attachment));
  const res = must(await api.post('/evaluate/v1/variant', { namespaceKey: own, flagKey: 'sized', entityId: 'e' }), 'evaluate');
  assert.equal([res.variantKey, res.variantAttachment], ['big', '{"size":3,"tags":["a","b"]}']);
});

test('the snapshot lists flags in creation order, rules only for variant flags and rollouts only for boolean flags', async () => {
  const res = await api.get(path(ns), V147);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  const expected = await expectedSnapshot({ defaultVariant: true, entityIdType: 'ENTITY_ID_CONSTRAINT_COMPARISON_TYPE' });
  sameSnapshot(res.body, expected);
  const checkout = res.body.flags[1];
  assert.equal(Object.keys(checkout), ['key', 'name', 'description', 'enabled', 'type', 'createdAt', 'updatedAt', 'rules', 'rollouts', 'defaultVariant']);
  assert.equal(Object.keys(checkout.rules[0]), ['id', 'segments', 'rank', 'segmentOperator', 'distributions']);
});

test('without a version header the default variant is omitted and entity-id constraints read as UNKNOWN', async () => {
  const res = await api.get(path(ns));
  sameSnapshot(res.body, await expectedSnapshot({ defaultVariant: false, entityIdType: 'UNKNOWN_CONSTRAINT_COMPARISON_TYPE' }));
  const garbage = await api.get(path(ns), { 'X-Flipt-Accept-Server-Version': 'not-a-version' });
  assert.equal(garbage.body, res.body);
});

test('version 1.38.0 understands entity-id constraints, and only 1.47.0 or later gets the default variant', async () => {
  const at = async (version: string) => (await api.get(path(ns), { 'X-Flipt-Accept-Server-Version': version })).body;
  sameSnapshot(await at('1.38.0'), await expectedSnapshot({ defaultVariant: false, entityIdType: 'ENTITY_ID_CONSTRAINT_COMPARISON_TYPE' }));
  const full = await expectedSnapshot({ defaultVariant: true, entityIdType: 'ENTITY_ID_CONSTRAINT_COMPARISON_TYPE' });
  sameSnapshot(await at('v1.47'), full);
  sameSnapshot(await at('2.0.0'), full);
  assert.is((await at('1.47.0-rc.1')).flags[1].defaultVariant, undefined);
  assert.is((await at('1.46.9')).flags[1].defaultVariant, undefined);
});

test('the ETag is stable, an exact If-None-Match gets 304 with the ETag repeated, and a write changes it', async () => {
  const first = await api.get(path(ns));
  const etag = first.headers.get('etag') ?? '';
  assert.match(etag, /^[0-9a-f]{40}$/);
  assert.is((await api.get(path(ns), V147)).headers.get('etag'), etag);
  const hit = await api.get(path(ns), { 'If-None-Match': etag });
  assert.is(hit.status, 304);
  assert.is(hit.text, '');
  assert.is(hit.headers.get('etag'), etag);
  for (const near of [`"${etag}"`, `W/${etag}`, `${etag}, x`, '*']) {
    assert.is((await api.get(path(ns), { 'If-None-Match': near })).status, 200, near);
  }
  must(await api.put(`/api/v1/namespaces/${ns}/flags/disabled-flag`, { name: 'Disabled', enabled: false }), 'flag update');
  const after = await api.get(path(ns), { 'If-None-Match': etag });
  assert.is(after.status, 200);
  assert.match(after.headers.get('etag') ?? '', /^[0-9a-f]{40}$/);
  assert.is.not(after.headers.get('etag'), etag);
  assert.is(after.body.flags[2].name, 'Disabled');
});

test('the reference query parameter does not change the snapshot', async () => {
  const plain = await api.get(path(ns), V147);
  const withRef = await api.get(`${path(ns)}?reference=main`, V147);
  assert.equal(withRef.body, plain.body);
});

test('a rule with several segments: once on the local service, once per segment on Flipt (EVALUATION.md §8.2)', async () => {
  const multi = uniqueKey('snap-multi');
  await createNamespace(api, multi);
  await writeSegments(api, multi, SEGMENTS);
  await writeFlags(api, multi, [{ type: 'VARIANT_FLAG_TYPE', key: 'both', enabled: true, variants: [{ key: 'a', attachment: '' }], rules: [
    { segmentKeys: ['internal', 'beta-users'], segmentOperator: 'AND_SEGMENT_OPERATOR', distributions: [{ variantKey: 'a', rollout: 40 }] },
  ] }]);
  const { rules } = (await api.get(path(multi))).body.flags[0];
  // Flipt v1.54 appends the rule, and its distributions, once per segment; the local service
  // deliberately does not, so a client engine computes what the server evaluates.
  const copies = fliptTarget() ? 2 : 1;
  assert.is(rules.length, copies);
  for (const rule of rules) {
    assert.is(rule.id, rules[0].id);
    assert.is(rule.segmentOperator, 'AND_SEGMENT_OPERATOR');
    assert.equal(rule.segments.map((s: { key: string }) => s.key).sort(), ['beta-users', 'internal']);
    assert.equal(rule.distributions.map((d: { rollout: number }) => d.rollout), Array(copies).fill(40));
  }
});

test.run();
