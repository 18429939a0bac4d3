// Large lists asked for by many clients at once (issue 38): every answer is the same bytes as
// one asked alone, pages chain to the whole list, and each list is one consistent state while
// writes run, however the service shares or slices the work.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeToken, ok, useNamespace, useService } from '../helpers/fixtures';
import { fliptTarget } from '../helpers/server';

const suite = useService(test);
const { api, svc } = suite;
const { nsPath, createFlag, createSegment, createVariant } = useNamespace(test, suite, 'list-pages');
const flags = `${nsPath}/flags`;
/** Flipt streams its lists (no Content-Length) and counts them in a query of its own. */
const onFlipt = Boolean(fliptTarget());

/** Flags enough that the list is written in slices (hundreds of nodes), each with metadata. */
const FLAGS = 240;
const metadata = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field-${i}`, `value ${i} "quoted" ünïcode`]));

test.before(async () => {
  for (let i = 0; i < FLAGS; i += 24) {
    await Promise.all(Array.from({ length: 24 }, (_, j) => createFlag({ description: `flag ${i + j}`, metadata, enabled: (i + j) % 2 === 0 })));
  }
  const first = ok(await api.get(`${flags}?limit=1`)).flags[0].key;
  await createVariant(first, { key: 'on', name: 'On', attachment: '{"b": 1, "a": [1, 2]}' });
});

/** GETs `path` without decoding: status, headers and the bytes on the wire (gzip when `gzip`). */
function raw(path: string, gzip = false): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  const url = new URL(svc.url + path);
  const headers = gzip ? { 'Accept-Encoding': 'gzip' } : {};
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('many clients asking for a large list at once get the same bytes as one asking alone', async () => {
  const alone = await raw(flags);
  assert.is(alone.status, 200);
  assert.is(alone.headers['content-type'], 'application/json');
  if (!onFlipt) assert.is(Number(alone.headers['content-length']), alone.bytes.length);
  assert.is(JSON.parse(alone.bytes.toString('utf8')).flags.length, FLAGS);
  const crowd = await Promise.all(Array.from({ length: 12 }, () => raw(flags)));
  for (const r of crowd) {
    assert.is(r.status, 200);
    assert.is(r.headers['content-type'], 'application/json');
    assert.ok(r.bytes.equals(alone.bytes), 'a list asked for with eleven others differs from one asked alone');
  }
  // `limit=0` is no limit: a request of its own, built again, and the same bytes.
  assert.ok((await raw(`${flags}?limit=0`)).bytes.equals(alone.bytes));
});

test('a large list sent gzipped is the same bytes once unzipped, with the encoding headers', async () => {
  const plain = await raw(flags);
  const zipped = await Promise.all(Array.from({ length: 6 }, () => raw(flags, true)));
  for (const r of zipped) {
    assert.is(r.headers['content-encoding'], 'gzip');
    assert.match(String(r.headers.vary), /Accept-Encoding/);
    if (!onFlipt) assert.is(Number(r.headers['content-length']), r.bytes.length);
    assert.ok(gunzipSync(r.bytes).equals(plain.bytes), 'the gzipped list unzips to the plain one');
  }
});

test('pages asked for at once chain, token by token, to exactly the whole list', async () => {
  const whole = ok(await api.get(flags)).flags.map((f: { key: string }) => f.key);
  const size = 50;
  // Every page at once, by offset tokens as Flipt's SQL store writes them.
  const pages = await Promise.all(Array.from({ length: Math.ceil(FLAGS / size) }, (_, i) => api.get(`${flags}?limit=${size}&offset=${i * size}`)));
  const keys = pages.flatMap((p) => ok(p).flags.map((f: { key: string }) => f.key));
  assert.equal(keys, whole);
  for (const [i, p] of pages.entries()) {
    assert.is(p.body.totalCount, FLAGS);
    const next = whole[(i + 1) * size];
    if (next === undefined) assert.is(p.body.nextPageToken, '');
    else assert.equal(decodeToken(p.body.nextPageToken), { key: next, offset: (i + 1) * size });
  }
  // Following the tokens gives the same pages.
  let token = '';
  const followed: string[] = [];
  do {
    const page = ok(await api.get(`${flags}?limit=${size}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`));
    followed.push(...page.flags.map((f: { key: string }) => f.key));
    token = page.nextPageToken;
  } while (token);
  assert.equal(followed, whole);
});

test('a list asked for after a write shows it, even while the same list is being sent to others', async () => {
  const target = ok(await api.get(`${flags}?limit=1`)).flags[0];
  for (let round = 1; round <= 4; round++) {
    const inFlight = Array.from({ length: 6 }, () => api.get(flags));
    ok(await api.put(`${flags}/${target.key}`, { name: `renamed ${round}`, description: target.description, metadata }));
    const after = ok(await api.get(flags));
    assert.is(after.flags[0].name, `renamed ${round}`);
    for (const r of await Promise.all(inFlight)) assert.is(ok(r).flags.length, FLAGS);
  }
});

test('each list is one state while flags are created and renamed: no gaps, no later write without an earlier one', async () => {
  const before = ok(await api.get(flags)).flags.map((f: { key: string }) => f.key);
  const [a, b] = before as [string, string];
  const created: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let v = 1; v <= 12; v++) {
      ok(await api.put(`${flags}/${a}`, { name: `v${v}`, metadata }));
      ok(await api.put(`${flags}/${b}`, { name: `v${v}`, metadata }));
      created.push((await createFlag({ metadata })).key);
    }
    writing = false;
  })();
  const seen: unknown[] = [];
  while (writing) seen.push(...(await Promise.all(Array.from({ length: 4 }, () => api.get(flags)))));
  await writer;
  assert.ok(seen.length >= 4);
  for (const res of seen) {
    const list = ok(res as never) as { flags: Array<{ key: string; name: string }>; totalCount: number };
    const keys = list.flags.map((f) => f.key);
    const version = (key: string) => Number(/^v(\d+)$/.exec(list.flags.find((f) => f.key === key)!.name)?.[1] ?? 0);
    // b is renamed after a, and the n-th flag created after both took version n.
    assert.ok(version(a) >= version(b), `${a} at v${version(a)}, ${b} at v${version(b)}`);
    const extra = keys.slice(before.length);
    assert.equal(keys.slice(0, before.length), before);
    assert.equal(extra, created.slice(0, extra.length), 'the new flags are a prefix of those created, in order');
    assert.ok(extra.length <= version(b), 'a flag created after a rename is listed without that rename');
    // Flipt's count can run ahead of its list while flags are created; the service's cannot.
    if (!onFlipt) assert.is(list.totalCount, keys.length);
  }
});

test('a list shows a change to what its items hold: a new variant, a new constraint', async () => {
  const flag = await createFlag();
  const listed = async () => ok(await api.get(flags)).flags.find((f: { key: string }) => f.key === flag.key);
  assert.equal((await listed()).variants, []);
  await createVariant(flag.key, { key: 'blue', name: 'Blue' });
  assert.equal((await listed()).variants.map((v: { key: string }) => v.key), ['blue']);
  const segment = await createSegment({ matchType: 'ANY_MATCH_TYPE' });
  const segments = `${nsPath}/segments`;
  const find = async () => ok(await api.get(segments)).segments.find((s: { key: string }) => s.key === segment.key);
  assert.equal((await find()).constraints, []);
  ok(await api.post(`${segments}/${segment.key}/constraints`, { type: 'STRING_COMPARISON_TYPE', property: 'p', operator: 'eq', value: 'v' }));
  assert.equal((await find()).constraints.map((c: { property: string }) => c.property), ['p']);
});

test.run();
