import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { decodeToken, namespaceHelpers, useNamespace, useService } from '../helpers/fixtures';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createSegment } = useNamespace(test, suite, 'segments');
const segments = `${nsPath}/segments`;

const keys = (list: { key: string }[]) => list.map((s) => s.key);

async function addConstraint(segment: string, property = 'plan') {
  const body = { type: 'STRING_COMPARISON_TYPE', property, operator: 'eq', value: 'pro' };
  const res = await api.post(`${segments}/${segment}/constraints`, body);
  assert.is(res.status, 200, res.text);
  return res.body;
}

/** Another namespace, for tests that need to know every segment in it. */
async function freshNamespace() {
  const key = uniqueKey('segns');
  await api.post('/api/v1/namespaces', { key, name: key });
  const path = `/api/v1/namespaces/${key}`;
  return { base: `${path}/segments`, createIn: namespaceHelpers(api, path).createSegment };
}

test('creates a segment with no constraints and ALL match type by default', async () => {
  const key = uniqueKey('seg');
  const res = await api.post(segments, { key, name: 'Beta users' });
  assert.is(res.status, 200);
  assert.equal(Object.keys(res.body).sort(), [
    'constraints', 'createdAt', 'description', 'key', 'matchType', 'name', 'namespaceKey', 'updatedAt',
  ]);
  assert.equal(res.body.constraints, []);
  assert.is(res.body.matchType, 'ALL_MATCH_TYPE');
  assert.is(res.body.namespaceKey, ns);
  assert.is(res.body.description, '');
  assert.is(res.body.updatedAt, res.body.createdAt);
  assert.equal((await api.get(`${segments}/${key}`)).body, res.body);
});

test('accepts the match type by name or number', async () => {
  assert.is((await createSegment({ matchType: 'ANY_MATCH_TYPE' })).matchType, 'ANY_MATCH_TYPE');
  assert.is((await createSegment({ match_type: 1 })).matchType, 'ANY_MATCH_TYPE');
  const bad = await api.post(segments, { key: uniqueKey('seg'), name: 'x', matchType: 'SOME_MATCH_TYPE' });
  assert.is(bad.status, 400);
});

test('validates key then name on create', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ name: 'x' }, 'invalid field key: must not be empty'],
    [{ key: 'beta.users', name: 'x' }, 'invalid field key: contains invalid characters'],
    [{ key: uniqueKey('seg') }, 'invalid field name: must not be empty'],
  ];
  for (const [body, message] of cases) {
    const res = await api.post(segments, body);
    assert.is(res.status, 400);
    assert.equal(res.body, { code: 3, message, details: [] });
  }
});

test('reports a duplicate segment key as not unique', async () => {
  const seg = await createSegment();
  const res = await api.post(segments, { key: seg.key, name: 'again' });
  assert.is(res.status, 400);
  assert.is(res.body.message, `segment "${ns}/${seg.key}" is not unique`);
});

test('answers 404 when creating a segment in a namespace that does not exist', async () => {
  const missing = uniqueKey('nope');
  const res = await api.post(`/api/v1/namespaces/${missing}/segments`, { key: 's', name: 'S' });
  assert.is(res.status, 404);
  assert.is(res.body.message, `namespace "${missing}" not found`);
});

test('answers 404 for a segment that does not exist', async () => {
  const res = await api.get(`${segments}/no-such-segment`);
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: `segment "${ns}/no-such-segment" not found`, details: [] });
});

test('uses the namespace from the path, not the body', async () => {
  const seg = await createSegment({ namespaceKey: 'default' });
  assert.is(seg.namespaceKey, ns);
});

test('gets a segment with its constraints in creation order', async () => {
  const seg = await createSegment();
  const a = await addConstraint(seg.key, 'a');
  const b = await addConstraint(seg.key, 'b');
  assert.equal((await api.get(`${segments}/${seg.key}`)).body.constraints, [a, b]);
});

test('lists segments in creation order with their constraints', async () => {
  const { base, createIn } = await freshNamespace();
  await createIn({ key: 's1' });
  await createIn({ key: 's2' });
  const res = await api.get(base);
  assert.is(res.status, 200);
  assert.equal(keys(res.body.segments), ['s1', 's2']);
  assert.equal(res.body.segments[0].constraints, []);
  assert.is(res.body.totalCount, 2);
  assert.is(res.body.nextPageToken, '');
  const seg = await createSegment();
  const c = await addConstraint(seg.key);
  const listed = (await api.get(segments)).body.segments.find((s: { key: string }) => s.key === seg.key);
  assert.equal(listed.constraints, [c]);
});

test('pages segments with limit, offset and page tokens', async () => {
  const { base, createIn } = await freshNamespace();
  for (const key of ['a', 'b', 'c']) await createIn({ key });
  const first = await api.get(`${base}?limit=2`);
  assert.equal(keys(first.body.segments), ['a', 'b']);
  assert.is(first.body.totalCount, 3);
  assert.equal(decodeToken(first.body.nextPageToken), { key: 'c', offset: 2 });
  const second = await api.get(`${base}?limit=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`);
  assert.equal(keys(second.body.segments), ['c']);
  assert.is(second.body.nextPageToken, '');
  assert.is(second.body.totalCount, 3);
  assert.equal(keys((await api.get(`${base}?limit=5&offset=1`)).body.segments), ['b', 'c']);
});

test('a page of segments carries each segment its own constraints, whichever page they are on', async () => {
  const { base, createIn } = await freshNamespace();
  for (const key of ['a', 'b', 'c']) await createIn({ key });
  for (const [segment, property] of [['c', 'p1'], ['b', 'p2'], ['c', 'p3']]) {
    const body = { type: 'STRING_COMPARISON_TYPE', property, operator: 'eq', value: 'x' };
    assert.is((await api.post(`${base}/${segment}/constraints`, body)).status, 200);
  }
  const propertiesOf = (list: { key: string; constraints: { property: string }[] }[]) =>
    list.map((s) => `${s.key}:${s.constraints.map((c) => c.property).join(',')}`);
  assert.equal(propertiesOf((await api.get(`${base}?limit=2`)).body.segments), ['a:', 'b:p2']);
  assert.equal(propertiesOf((await api.get(`${base}?limit=2&offset=2`)).body.segments), ['c:p1,p3']);
  assert.equal(propertiesOf((await api.get(base)).body.segments), ['a:', 'b:p2', 'c:p1,p3']);
});

test('requires a limit when a page token or offset is given', async () => {
  for (const q of ['pageToken=eyJvZmZzZXQiOjF9', 'offset=2']) {
    const res = await api.get(`${segments}?${q}`);
    assert.is(res.status, 400);
    assert.is(res.body.message, 'limit must be set when offset or pageToken is set');
  }
  const bad = await api.get(`${segments}?limit=1&pageToken=%25%25`);
  assert.is(bad.status, 400);
  assert.is(bad.body.message, 'pageToken is not valid: "%%"');
});

test('lists no segments for a namespace that does not exist', async () => {
  const res = await api.get(`/api/v1/namespaces/${uniqueKey('nope')}/segments`);
  assert.equal(res.body, { segments: [], nextPageToken: '', totalCount: 0 });
});

test('overwrites name, description and match type on update', async () => {
  const seg = await createSegment({ description: 'old', matchType: 'ANY_MATCH_TYPE' });
  const c = await addConstraint(seg.key);
  const res = await api.put(`${segments}/${seg.key}`, { name: 'Renamed', key: 'ignored' });
  assert.is(res.status, 200);
  assert.is(res.body.key, seg.key);
  assert.is(res.body.name, 'Renamed');
  assert.is(res.body.description, '');
  assert.is(res.body.matchType, 'ALL_MATCH_TYPE');
  assert.equal(res.body.constraints, [c]);
  assert.is(res.body.createdAt, seg.createdAt);
  assert.is.not(res.body.updatedAt, seg.updatedAt);
  const any = await api.put(`${segments}/${seg.key}`, { name: 'x', matchType: 'ANY_MATCH_TYPE' });
  assert.is(any.body.matchType, 'ANY_MATCH_TYPE');
});

test('rejects an update without a name and answers 404 for a missing segment', async () => {
  const seg = await createSegment();
  const noName = await api.put(`${segments}/${seg.key}`, { description: 'x' });
  assert.is(noName.status, 400);
  assert.is(noName.body.message, 'invalid field name: must not be empty');
  const missing = await api.put(`${segments}/no-such-segment`, { name: 'x' });
  assert.is(missing.status, 404);
  assert.is(missing.body.message, `segment "${ns}/no-such-segment" not found`);
});

test('deletes a segment with its constraints and answers {} when it is already gone', async () => {
  const seg = await createSegment();
  await addConstraint(seg.key);
  const res = await api.del(`${segments}/${seg.key}`);
  assert.is(res.status, 200);
  assert.equal(res.body, {});
  assert.is((await api.get(`${segments}/${seg.key}`)).status, 404);
  assert.equal((await api.del(`${segments}/${seg.key}`)).body, {});
  await api.post(segments, { key: seg.key, name: 'again' });
  assert.equal((await api.get(`${segments}/${seg.key}`)).body.constraints, []);
});

test('refuses to delete a segment a rule references', async () => {
  const seg = await createSegment();
  const flag = uniqueKey('flag');
  await api.post(`/api/v1/namespaces/${ns}/flags`, { key: flag, name: flag });
  const rule = await api.post(`/api/v1/namespaces/${ns}/flags/${flag}/rules`, { segmentKey: seg.key, rank: 1 });
  assert.is(rule.status, 200, rule.text);
  const res = await api.del(`${segments}/${seg.key}`);
  assert.is(res.status, 400);
  assert.equal(res.body, { code: 3, message: `segment "${ns}/${seg.key}" is in use`, details: [] });
  await api.del(`/api/v1/namespaces/${ns}/flags/${flag}/rules/${rule.body.id}`);
  assert.equal((await api.del(`${segments}/${seg.key}`)).body, {});
});

test('refuses to delete a segment a rollout references', async () => {
  const seg = await createSegment();
  const flag = uniqueKey('flag');
  await api.post(`/api/v1/namespaces/${ns}/flags`, { key: flag, name: flag, type: 'BOOLEAN_FLAG_TYPE' });
  const body = { rank: 1, segment: { segmentKeys: [seg.key], value: true } };
  const rollout = await api.post(`/api/v1/namespaces/${ns}/flags/${flag}/rollouts`, body);
  assert.is(rollout.status, 200, rollout.text);
  const res = await api.del(`${segments}/${seg.key}`);
  assert.is(res.status, 400);
  assert.is(res.body.message, `segment "${ns}/${seg.key}" is in use`);
  await api.del(`/api/v1/namespaces/${ns}/flags/${flag}`);
  assert.equal((await api.del(`${segments}/${seg.key}`)).body, {});
});

test.run();
