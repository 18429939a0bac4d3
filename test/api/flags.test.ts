import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { decodeToken, useNamespace, useService } from '../helpers/fixtures';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createFlag, createVariant } = useNamespace(test, suite, 'flags');
const flags = `${nsPath}/flags`;

/** An update body that keeps the flag as it is apart from `extra`. */
const full = (flag: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...flag, ...extra });

test('creates a variant flag with no variants, no default variant and no metadata', async () => {
  const key = uniqueKey('flag');
  const res = await api.post(flags, { key, name: 'New checkout', description: 'd' });
  assert.is(res.status, 200);
  assert.equal(Object.keys(res.body).sort(), [
    'createdAt', 'description', 'enabled', 'key', 'name', 'namespaceKey', 'type', 'updatedAt', 'variants',
  ]);
  assert.is(res.body.type, 'VARIANT_FLAG_TYPE');
  assert.is(res.body.enabled, false);
  assert.equal(res.body.variants, []);
  assert.is(res.body.namespaceKey, ns);
  assert.is(res.body.updatedAt, res.body.createdAt);
});

test('echoes metadata on create exactly as sent, including an empty object', async () => {
  const withMeta = await createFlag({ metadata: { owner: 'team-a', tags: ['x'], n: 2 } });
  assert.equal(withMeta.metadata, { owner: 'team-a', tags: ['x'], n: 2 });
  const empty = await createFlag({ metadata: {} });
  assert.equal(empty.metadata, {});
  assert.not.ok('metadata' in (await api.get(`${flags}/${empty.key}`)).body);
});

test('stores a boolean flag with enabled as given, by name or by number', async () => {
  const byName = await createFlag({ type: 'BOOLEAN_FLAG_TYPE', enabled: true });
  assert.is(byName.type, 'BOOLEAN_FLAG_TYPE');
  const got = (await api.get(`${flags}/${byName.key}`)).body;
  assert.is(got.enabled, true);
  assert.is(got.type, 'BOOLEAN_FLAG_TYPE');
  const byNumber = await createFlag({ type: 1 });
  assert.is(byNumber.type, 'BOOLEAN_FLAG_TYPE');
});

test('rejects an unknown flag type name', async () => {
  const res = await api.post(flags, { key: uniqueKey('flag'), name: 'x', type: 'SWITCH' });
  assert.is(res.status, 400);
});

test('validates key then name on create', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{}, 'invalid field key: must not be empty'],
    [{ key: 'has.dot', name: 'x' }, 'invalid field key: contains invalid characters'],
    [{ key: 'has space' }, 'invalid field key: contains invalid characters'],
    [{ key: uniqueKey('flag') }, 'invalid field name: must not be empty'],
  ];
  for (const [body, message] of cases) {
    const res = await api.post(flags, body);
    assert.is(res.status, 400);
    assert.equal(res.body, { code: 3, message, details: [] });
  }
});

test('reports a duplicate flag key as not unique', async () => {
  const flag = await createFlag();
  const res = await api.post(flags, { key: flag.key, name: 'again' });
  assert.is(res.status, 400);
  assert.is(res.body.message, `flag "${ns}/${flag.key}" is not unique`);
});

test('answers 404 when creating a flag in a namespace that does not exist', async () => {
  const missing = uniqueKey('nope');
  const res = await api.post(`/api/v1/namespaces/${missing}/flags`, { key: 'f', name: 'F' });
  assert.is(res.status, 404);
  assert.is(res.body.message, `namespace "${missing}" not found`);
});

test('uses the namespace from the path, not the body', async () => {
  const flag = await createFlag({ namespaceKey: 'default', namespace_key: 'default' });
  assert.is(flag.namespaceKey, ns);
  assert.is((await api.get(`/api/v1/namespaces/default/flags/${flag.key}`)).status, 404);
});

test('answers 404 for a flag that does not exist', async () => {
  const res = await api.get(`${flags}/nothing-here`);
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: `flag "${ns}/nothing-here" not found`, details: [] });
});

test('gets a flag with its variants in creation order and omits metadata when none is stored', async () => {
  const flag = await createFlag();
  const a = await createVariant(flag.key, { key: 'a' });
  const b = await createVariant(flag.key, { key: 'b' });
  const got = await api.get(`${flags}/${flag.key}`);
  assert.is(got.status, 200);
  assert.equal(got.body.variants, [a, b]);
  assert.not.ok('defaultVariant' in got.body);
  assert.not.ok('metadata' in got.body);
});

test('lists flags in creation order with metadata always present', async () => {
  const local = uniqueKey('list');
  const base = `/api/v1/namespaces/${local}/flags`;
  await api.post('/api/v1/namespaces', { key: local, name: 'L' });
  await api.post(base, { key: 'one', name: 'One' });
  await api.post(base, { key: 'two', name: 'Two', metadata: { a: 1 } });
  const res = await api.get(base);
  assert.is(res.status, 200);
  assert.equal(res.body.flags.map((f: { key: string }) => f.key), ['one', 'two']);
  assert.equal(res.body.flags[0].metadata, {});
  assert.equal(res.body.flags[1].metadata, { a: 1 });
  assert.is(res.body.totalCount, 2);
  assert.is(res.body.nextPageToken, '');
});

test('pages flags with limit, offset and page tokens', async () => {
  const local = uniqueKey('page');
  const base = `/api/v1/namespaces/${local}/flags`;
  await api.post('/api/v1/namespaces', { key: local, name: 'P' });
  for (const key of ['f1', 'f2', 'f3', 'f4', 'f5']) await api.post(base, { key, name: key });
  const first = await api.get(`${base}?limit=2`);
  assert.equal(first.body.flags.map((f: { key: string }) => f.key), ['f1', 'f2']);
  assert.is(first.body.totalCount, 5);
  assert.is(first.body.nextPageToken, 'eyJrZXkiOiJmMyIsIm9mZnNldCI6Mn0=');
  assert.equal(decodeToken(first.body.nextPageToken), { key: 'f3', offset: 2 });
  const second = await api.get(`${base}?limit=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`);
  assert.equal(second.body.flags.map((f: { key: string }) => f.key), ['f3', 'f4']);
  const third = await api.get(`${base}?limit=2&page_token=${encodeURIComponent(second.body.nextPageToken)}`);
  assert.equal(third.body.flags.map((f: { key: string }) => f.key), ['f5']);
  assert.is(third.body.nextPageToken, '');
  const byOffset = await api.get(`${base}?limit=1&offset=3`);
  assert.equal(byOffset.body.flags.map((f: { key: string }) => f.key), ['f4']);
});

test('a page token whose offset is past the end answers an empty page with the total', async () => {
  const local = uniqueKey('pageend');
  const base = `/api/v1/namespaces/${local}/flags`;
  await api.post('/api/v1/namespaces', { key: local, name: 'P' });
  await api.post(base, { key: 'only', name: 'Only' });
  // The largest offset Flipt's SQL stores take (a signed 64-bit integer), written out in the token.
  const token = Buffer.from('{"key":"x","offset":9223372036854775807}').toString('base64');
  const res = await api.get(`${base}?limit=5&pageToken=${encodeURIComponent(token)}`);
  assert.is(res.status, 200, res.text);
  assert.equal(res.body.flags, []);
  assert.is(res.body.nextPageToken, '');
  assert.is(res.body.totalCount, 1);
});

test('a page of flags carries each flag its own variants, whichever page they are on', async () => {
  const local = uniqueKey('pagevar');
  const base = `/api/v1/namespaces/${local}/flags`;
  await api.post('/api/v1/namespaces', { key: local, name: 'P' });
  for (const key of ['f1', 'f2', 'f3']) await api.post(base, { key, name: key });
  for (const [flag, variant] of [['f3', 'c'], ['f2', 'b'], ['f3', 'd']]) {
    assert.is((await api.post(`${base}/${flag}/variants`, { key: variant })).status, 200);
  }
  const variantsOf = (flags: { key: string; variants: { key: string }[] }[]) =>
    flags.map((f) => `${f.key}:${f.variants.map((v) => v.key).join(',')}`);
  assert.equal(variantsOf((await api.get(`${base}?limit=2`)).body.flags), ['f1:', 'f2:b']);
  assert.equal(variantsOf((await api.get(`${base}?limit=2&offset=2`)).body.flags), ['f3:c,d']);
  assert.equal(variantsOf((await api.get(base)).body.flags), ['f1:', 'f2:b', 'f3:c,d']);
});

test('requires a limit when a page token or offset is given', async () => {
  for (const q of ['pageToken=eyJvZmZzZXQiOjF9', 'offset=1']) {
    const res = await api.get(`${flags}?${q}`);
    assert.is(res.status, 400);
    assert.is(res.body.message, 'limit must be set when offset or pageToken is set');
  }
});

test('rejects a limit that is not a number', async () => {
  const res = await api.get(`${flags}?limit=abc`);
  assert.is(res.status, 400);
  assert.is(res.body.code, 3);
});

test('rejects a page token that is not base64 JSON', async () => {
  const res = await api.get(`${flags}?limit=1&pageToken=bm90IGpzb24=`);
  assert.is(res.status, 400);
  assert.is(res.body.message, 'pageToken is not valid: "bm90IGpzb24="');
});

test('lists no flags for a namespace that does not exist', async () => {
  const res = await api.get(`/api/v1/namespaces/${uniqueKey('nope')}/flags`);
  assert.is(res.status, 200);
  assert.equal(res.body, { flags: [], nextPageToken: '', totalCount: 0 });
});

test('replaces description and enabled on update and keeps type and creation time', async () => {
  const flag = await createFlag({ description: 'old', enabled: true, metadata: { keep: true } });
  const res = await api.put(`${flags}/${flag.key}`, { name: 'Renamed', type: 'BOOLEAN_FLAG_TYPE', key: 'other' });
  assert.is(res.status, 200);
  assert.is(res.body.key, flag.key);
  assert.is(res.body.name, 'Renamed');
  assert.is(res.body.description, '');
  assert.is(res.body.enabled, false);
  assert.is(res.body.type, 'VARIANT_FLAG_TYPE');
  assert.equal(res.body.metadata, { keep: true });
  assert.is(res.body.createdAt, flag.createdAt);
  assert.is.not(res.body.updatedAt, flag.updatedAt);
  assert.equal((await api.get(`${flags}/${flag.key}`)).body, res.body);
});

test('clears metadata with an empty object and rejects an array', async () => {
  const flag = await createFlag({ metadata: { a: 1 } });
  const bad = await api.put(`${flags}/${flag.key}`, { name: 'x', metadata: [] });
  assert.is(bad.status, 400);
  assert.is(
    bad.body.message,
    'bad StructValue: json: cannot unmarshal array into Go value of type map[string]json.RawMessage',
  );
  const cleared = await api.put(`${flags}/${flag.key}`, { name: 'x', metadata: {} });
  assert.is(cleared.status, 200);
  assert.not.ok('metadata' in cleared.body);
  assert.equal((await api.get(flags)).body.flags.find((f: { key: string }) => f.key === flag.key).metadata, {});
});

test('rejects an update without a name', async () => {
  const flag = await createFlag();
  const res = await api.put(`${flags}/${flag.key}`, { description: 'x' });
  assert.is(res.status, 400);
  assert.is(res.body.message, 'invalid field name: must not be empty');
});

test('answers 404 when updating a flag that does not exist', async () => {
  const res = await api.put(`${flags}/missing-flag`, { name: 'x' });
  assert.is(res.status, 404);
  assert.is(res.body.message, `flag "${ns}/missing-flag" not found`);
});

test('sets the default variant and clears it when an update omits it or sends null', async () => {
  const flag = await createFlag();
  const v = await createVariant(flag.key, { key: 'blue' });
  const set = await api.put(`${flags}/${flag.key}`, full(flag, { defaultVariantId: v.id }));
  assert.is(set.status, 200);
  assert.equal(set.body.defaultVariant, v);
  assert.equal(set.body.defaultVariant, set.body.variants[0]);
  const listed = (await api.get(flags)).body.flags.find((f: { key: string }) => f.key === flag.key);
  assert.equal(listed.defaultVariant, v);
  const snake = await api.put(`${flags}/${flag.key}`, { name: 'x', default_variant_id: v.id });
  assert.is(snake.body.defaultVariant.id, v.id);
  const omitted = await api.put(`${flags}/${flag.key}`, { name: 'x' });
  assert.not.ok('defaultVariant' in omitted.body);
  await api.put(`${flags}/${flag.key}`, { name: 'x', defaultVariantId: v.id });
  const nulled = await api.put(`${flags}/${flag.key}`, { name: 'x', defaultVariantId: null });
  assert.not.ok('defaultVariant' in nulled.body);
});

test('rejects a default variant that belongs to another flag', async () => {
  const flag = await createFlag();
  const other = await createFlag();
  const foreign = await createVariant(other.key, { key: 'v' });
  const res = await api.put(`${flags}/${flag.key}`, { name: 'x', defaultVariantId: foreign.id });
  assert.is(res.status, 400);
  assert.is(res.body.message, `variant "${foreign.id}" not found for flag "${ns}/${flag.key}"`);
});

test('checks the default variant before whether the flag exists', async () => {
  const res = await api.put(`${flags}/missing-flag`, { name: 'x', defaultVariantId: 'nope' });
  assert.is(res.status, 400);
  assert.is(res.body.message, `variant "nope" not found for flag "${ns}/missing-flag"`);
});

test('accepts the whole flag object as an update body, as the 1.54 UI sends it', async () => {
  const flag = await createFlag({ enabled: true });
  const v = await createVariant(flag.key, { key: 'v' });
  const got = (await api.get(`${flags}/${flag.key}`)).body;
  const res = await api.put(`${flags}/${flag.key}`, { ...got, defaultVariantId: v.id, metadata: {}, namespaceKey: 'x' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.enabled, true);
  assert.is(res.body.namespaceKey, ns);
  assert.is(res.body.defaultVariant.id, v.id);
});

test('rejects wrongly typed fields, even ones the path overrides', async () => {
  const flag = await createFlag();
  for (const body of [{ name: 'x', enabled: 'yes' }, { name: 'x', namespaceKey: 5 }, { name: 'x', description: 1 }]) {
    const res = await api.put(`${flags}/${flag.key}`, body);
    assert.is(res.status, 400);
    assert.is(res.body.message, 'invalid values for key(s) in json body');
  }
});

test('treats null fields as absent', async () => {
  const flag = await createFlag({ description: null, enabled: null, metadata: null });
  assert.is(flag.description, '');
  assert.is(flag.enabled, false);
  assert.not.ok('metadata' in flag);
});

test('deletes a flag with its variants and answers {} when it is already gone', async () => {
  const flag = await createFlag();
  await createVariant(flag.key, { key: 'v' });
  const res = await api.del(`${flags}/${flag.key}`);
  assert.is(res.status, 200);
  assert.equal(res.body, {});
  assert.is((await api.get(`${flags}/${flag.key}`)).status, 404);
  assert.equal((await api.del(`${flags}/${flag.key}`)).body, {});
  await api.post(flags, { key: flag.key, name: 'again' });
  assert.equal((await api.get(`${flags}/${flag.key}`)).body.variants, []);
  assert.is((await api.post(`${flags}/${flag.key}/variants`, { key: 'v' })).status, 200);
});

test('deletes the rules and rollouts of a deleted flag', async () => {
  const flag = await createFlag();
  const segment = uniqueKey('seg');
  await api.post(`/api/v1/namespaces/${ns}/segments`, { key: segment, name: segment });
  assert.is((await api.post(`${flags}/${flag.key}/rules`, { segmentKey: segment, rank: 1 })).status, 200);
  const rollout = { rank: 1, threshold: { percentage: 50, value: true } };
  assert.is((await api.post(`${flags}/${flag.key}/rollouts`, rollout)).status, 200);
  await api.del(`${flags}/${flag.key}`);
  await api.post(flags, { key: flag.key, name: 'again' });
  assert.equal((await api.get(`${flags}/${flag.key}/rules`)).body.rules, []);
  assert.equal((await api.get(`${flags}/${flag.key}/rollouts`)).body.rules, []);
  assert.equal((await api.del(`/api/v1/namespaces/${ns}/segments/${segment}`)).body, {});
});

test.run();
