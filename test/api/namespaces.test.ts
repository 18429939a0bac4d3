import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { database, decodeToken, useService } from '../helpers/fixtures';
import { fliptTarget, localOnly, ownServerOnly, skipWhen } from '../helpers/server';

const { api } = useService(test);

const ns = '/api/v1/namespaces';
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3}|\.\d{6}|\.\d{9})?Z$/;

async function createNamespace(extra: Record<string, unknown> = {}) {
  const key = uniqueKey('ns');
  const res = await api.post(ns, { key, name: `Name ${key}`, ...extra });
  assert.is(res.status, 200, res.text);
  return res.body;
}

test('creates a namespace and answers it unprotected with equal timestamps', async () => {
  const key = uniqueKey('ns');
  const res = await api.post(ns, { key, name: 'Staging', description: 'for QA' });
  assert.is(res.status, 200);
  assert.equal(Object.keys(res.body).sort(), ['createdAt', 'description', 'key', 'name', 'protected', 'updatedAt']);
  assert.is(res.body.key, key);
  assert.is(res.body.name, 'Staging');
  assert.is(res.body.description, 'for QA');
  assert.is(res.body.protected, false);
  assert.match(res.body.createdAt, rfc3339);
  assert.is(res.body.updatedAt, res.body.createdAt);
  const got = await api.get(`${ns}/${key}`);
  assert.equal(got.body, res.body);
});

test('ignores a protected flag and unknown fields in the create body', async () => {
  const created = await createNamespace({ protected: true, id: 'x', whatever: [1] });
  assert.is(created.protected, false);
  assert.is(created.description, '');
});

test('accepts commas, dashes and underscores in keys', async () => {
  const key = `${uniqueKey('ns')}_a,b`;
  const res = await api.post(ns, { key, name: 'Comma' });
  assert.is(res.status, 200);
  assert.is((await api.get(`${ns}/${encodeURIComponent(key)}`)).body.key, key);
});

test('rejects a missing key before a missing name', async () => {
  const res = await api.post(ns, {});
  assert.is(res.status, 400);
  assert.equal(res.body, { code: 3, message: 'invalid field key: must not be empty', details: [] });
});

test('rejects a key with a dot', async () => {
  const res = await api.post(ns, { key: 'a.b', name: 'x' });
  assert.is(res.status, 400);
  assert.is(res.body.message, 'invalid field key: contains invalid characters');
});

test('rejects a missing or null name', async () => {
  for (const name of [undefined, '', null]) {
    const res = await api.post(ns, { key: uniqueKey('ns'), name });
    assert.is(res.status, 400);
    assert.is(res.body.message, 'invalid field name: must not be empty');
  }
});

test('rejects a wrongly typed field and malformed JSON with 400', async () => {
  const typed = await api.post(ns, { key: uniqueKey('ns'), name: 5 });
  assert.is(typed.status, 400);
  assert.is(typed.body.message, 'invalid values for key(s) in json body');
  const broken = await api.post(ns, '{"key": ');
  assert.is(broken.status, 400);
  assert.is(broken.body.code, 3);
});

test('reports a duplicate key as not unique', async () => {
  const created = await createNamespace();
  const res = await api.post(ns, { key: created.key, name: 'again' });
  assert.is(res.status, 400);
  assert.is(res.body.message, `namespace "${created.key}" is not unique`);
});

test('answers 404 for a namespace that does not exist', async () => {
  const key = uniqueKey('missing');
  const res = await api.get(`${ns}/${key}`);
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: `namespace "${key}" not found`, details: [] });
});

test('lists namespaces by creation time with default first and a total count', async () => {
  const a = await createNamespace();
  const b = await createNamespace();
  const res = await api.get(ns);
  assert.is(res.status, 200);
  const keys: string[] = res.body.namespaces.map((n: { key: string }) => n.key);
  assert.is(keys[0], 'default');
  assert.ok(keys.indexOf(a.key) < keys.indexOf(b.key));
  assert.is(res.body.totalCount, keys.length);
  assert.is(res.body.nextPageToken, '');
  const def = res.body.namespaces[0];
  assert.is(def.protected, true);
  assert.equal(res.body.namespaces[keys.indexOf(a.key)], a);
});

test('pages namespaces with limit and a base64 JSON page token', async () => {
  await createNamespace();
  await createNamespace();
  // API files run two at a time, so against one shared Flipt another file may add namespaces
  // (at the end of the list) between two calls here: counts are checked between a before and after.
  const all = (await api.get(ns)).body.namespaces;
  const first = await api.get(`${ns}?limit=1`);
  const after = (await api.get(ns)).body.namespaces.length;
  assert.equal(first.body.namespaces, [all[0]]);
  assert.ok(first.body.totalCount >= all.length && first.body.totalCount <= after, `totalCount ${first.body.totalCount} counts every namespace (${all.length}–${after})`);
  assert.equal(decodeToken(first.body.nextPageToken), { key: all[1].key, offset: 1 });
  const second = await api.get(`${ns}?limit=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`);
  assert.equal(second.body.namespaces, [all[1], all[2]]);
  const lastOffset = all.length - 1;
  const token = Buffer.from(JSON.stringify({ key: 'x', offset: lastOffset })).toString('base64');
  const last = await api.get(`${ns}?limit=5&page_token=${encodeURIComponent(token)}`);
  assert.equal(last.body.namespaces[0], all[lastOffset], 'the page starts at the offset');
  assert.ok(last.body.namespaces.length < 5);
  assert.is(last.body.nextPageToken, '', 'a page short of its limit is the last');
});

test('a page token without a limit: the rest of the namespaces (a 500 on Flipt with SQLite)', async () => {
  const all = (await api.get(ns)).body.namespaces;
  const token = Buffer.from(JSON.stringify({ key: 'x', offset: 1 })).toString('base64');
  const res = await api.get(`${ns}?pageToken=${encodeURIComponent(token)}`);
  if (fliptTarget() && database === 'sqlite3') {
    // Flipt's SQLite query gets an OFFSET without a LIMIT; the local service answers as Flipt on PostgreSQL.
    assert.is(res.status, 500);
    assert.match(res.body.message, /near "OFFSET": syntax error/);
    return;
  }
  assert.is(res.status, 200);
  assert.equal(res.body.namespaces, all.slice(1));
});

test('rejects a page token that is not base64 JSON', async () => {
  const res = await api.get(`${ns}?limit=1&pageToken=abc`);
  assert.is(res.status, 400);
  assert.is(res.body.message, 'pageToken is not valid: "abc"');
});

test('updates name and description, clearing an omitted description', async () => {
  const created = await createNamespace({ description: 'old' });
  const res = await api.put(`${ns}/${created.key}`, { key: 'ignored', name: 'Renamed' });
  assert.is(res.status, 200);
  assert.is(res.body.key, created.key);
  assert.is(res.body.name, 'Renamed');
  assert.is(res.body.description, '');
  assert.is(res.body.createdAt, created.createdAt);
  assert.is.not(res.body.updatedAt, created.updatedAt);
  assert.equal((await api.get(`${ns}/${created.key}`)).body, res.body);
  assert.is((await api.get(`${ns}/ignored`)).status, 404);
});

test('rejects an update without a name before looking the namespace up', async () => {
  const res = await api.put(`${ns}/${uniqueKey('missing')}`, { description: 'x' });
  assert.is(res.status, 400);
  assert.is(res.body.message, 'invalid field name: must not be empty');
});

test('answers 404 when updating a namespace that does not exist', async () => {
  const key = uniqueKey('missing');
  const res = await api.put(`${ns}/${key}`, { name: 'x' });
  assert.is(res.status, 404);
  assert.is(res.body.message, `namespace "${key}" not found`);
});

test('deletes an empty namespace', async () => {
  const created = await createNamespace();
  const res = await api.del(`${ns}/${created.key}`);
  assert.is(res.status, 200);
  assert.equal(res.body, {});
  assert.is((await api.get(`${ns}/${created.key}`)).status, 404);
});

test('answers 404 when deleting a namespace that does not exist, even with force', async () => {
  const key = uniqueKey('missing');
  for (const q of ['', '?force=true']) {
    const res = await api.del(`${ns}/${key}${q}`);
    assert.is(res.status, 404);
    assert.is(res.body.message, `namespace "${key}" not found`);
  }
});

test('refuses to delete the default namespace without force', async () => {
  const res = await api.del(`${ns}/default`);
  assert.is(res.status, 400);
  assert.equal(res.body, { code: 3, message: 'namespace "default" is protected', details: [] });
});

test('refuses to delete a namespace that still has flags, but not one with only segments', async () => {
  const withFlag = await createNamespace();
  await api.post(`${ns}/${withFlag.key}/flags`, { key: 'f', name: 'F' });
  const res = await api.del(`${ns}/${withFlag.key}`);
  assert.is(res.status, 400);
  assert.is(res.body.message, `namespace "${withFlag.key}" cannot be deleted; flags must be deleted first`);
  const withSegment = await createNamespace();
  await api.post(`${ns}/${withSegment.key}/segments`, { key: 's', name: 'S' });
  assert.equal((await api.del(`${ns}/${withSegment.key}`)).body, {});
});

test('force-deletes a non-empty namespace with everything inside it', async () => {
  const created = await createNamespace();
  const base = `${ns}/${created.key}`;
  await api.post(`${base}/flags`, { key: 'f', name: 'F' });
  await api.post(`${base}/flags/f/variants`, { key: 'v' });
  await api.post(`${base}/segments`, { key: 's', name: 'S' });
  const res = await api.del(`${base}?force=1`);
  assert.is(res.status, 200);
  assert.equal(res.body, {});
  assert.is((await api.get(base)).status, 404);
  await api.post(ns, { key: created.key, name: 'again' });
  assert.equal((await api.get(`${base}/flags`)).body.flags, []);
  assert.equal((await api.get(`${base}/segments`)).body.segments, []);
});

test('rejects an unparseable force parameter', async () => {
  const created = await createNamespace();
  const res = await api.del(`${ns}/${created.key}?force=maybe`);
  assert.is(res.status, 400);
});

ownServerOnly(test, 'it deletes the default namespace of the shared server')('renames the default namespace and force-deletes it', async () => {
  const renamed = await api.put(`${ns}/default`, { name: 'Main' });
  assert.is(renamed.body.name, 'Main');
  assert.is(renamed.body.protected, true);
  assert.equal((await api.del(`${ns}/default?force=true`)).body, {});
  assert.is((await api.get(`${ns}/default`)).status, 404);
});

test.run();
