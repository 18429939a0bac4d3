import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConfigured, type Service } from '../helpers/server';
import { client, type ApiResponse, type Client } from '../helpers/http';
import { serverVersion, tokenCsrfIn } from '../helpers/flipt-version';

// CSRF protection needs `authentication.session.csrf.key`, so these start local services of their own.
// Browser requests carry the service's own origin: other origins never reach the CSRF check
// (cross-origin.test.ts).
const dir = mkdtempSync(join(tmpdir(), 'flipt-csrf-'));
const NOT_FOUND = 'Forbidden - CSRF token not found in request\n';
const INVALID = 'Forbidden - CSRF token invalid\n';

function startWith(name: string, yaml: string): Promise<Service> {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, yaml);
  return startConfigured(['--port', '0', '--db', ':memory:', '--config', file]);
}

let svc: Service;
let api: Client;

/** What the console's pages send: their origin is the service's. */
const originOf = (service: Service) => ({ Origin: service.url });
let ORIGIN: { Origin: string };

// Flipt v1.60 on replaced gorilla/csrf's tokens by Go's cross-origin protection (`Sec-Fetch-Site`,
// else `Origin` against `Host`); the local service keeps the tokens, which the console sends to
// every Flipt that hands them out. Each token test asserts, on such a Flipt, what it does instead.
let crossOrigin = false;
const FOREIGN = { Origin: 'http://elsewhere.example' };
const GO_ORIGIN = 'cross-origin request detected, and/or browser is out of date: Sec-Fetch-Site is missing, and Origin does not match Host\n';
const GO_SITE = 'cross-origin request detected from Sec-Fetch-Site header\n';

test.before(async () => {
  svc = await startWith('csrf', 'authentication:\n  session:\n    csrf:\n      key: a-long-random-csrf-key\n');
  api = client(svc.url);
  ORIGIN = originOf(svc);
  crossOrigin = svc.external && !tokenCsrfIn(await serverVersion(svc.url));
});

/** Go's cross-origin protection hands out no token and sets no cookie. */
async function noTokens() {
  const meta = await api.get('/meta/info');
  assert.equal([meta.status, meta.headers.get('x-csrf-token'), meta.headers.getSetCookie()], [200, null, []]);
}

/** A test of the token scheme; on a Flipt with Go's cross-origin protection, `instead` runs. */
const tokenTest = (name: string, fn: () => Promise<void>, instead: () => Promise<void> = noTokens) =>
  test(name, () => (crossOrigin ? instead() : fn()));
test.after(() => svc.stop());

/** A browser-like session: the CSRF cookie from a first /meta/info call and its token. */
async function session(): Promise<{ cookie: string; token: string }> {
  const res = await api.get('/meta/info');
  const setCookie = res.headers.getSetCookie()[0] ?? '';
  return { cookie: setCookie.split(';')[0] as string, token: res.headers.get('x-csrf-token') ?? '' };
}

function assertForbidden(res: ApiResponse, text: string) {
  assert.is(res.status, 403);
  assert.is(res.text, text);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
}

tokenTest('meta responses carry a token and set the secret cookie with its attributes', async () => {
  const res = await api.get('/meta/info');
  assert.is(res.status, 200);
  assert.match(res.headers.get('x-csrf-token') ?? '', /^[A-Za-z0-9+/]{86}==$/, '64 bytes in standard base64, as Flipt sends it');
  const [cookie] = res.headers.getSetCookie();
  assert.match(cookie ?? '', /^_gorilla_csrf=[^;]+; Path=\/; Expires=[^;]+; Max-Age=43200; HttpOnly; Secure; SameSite=Lax$/);
  assert.ok((await api.get('/meta/config')).headers.get('x-csrf-token'));
});

tokenTest('every meta response masks the token differently and keeps a valid cookie', async () => {
  const { cookie, token } = await session();
  const again = await api.get('/meta/info', { Cookie: cookie });
  assert.ok(again.headers.get('x-csrf-token'));
  assert.is.not(again.headers.get('x-csrf-token'), token);
  assert.equal(again.headers.getSetCookie(), []);
});

test('only meta responses carry the token header', async () => {
  const res = await api.get('/api/v1/namespaces');
  assert.is(res.status, 200);
  assert.is(res.headers.get('x-csrf-token'), null);
});

tokenTest('a mutating request with Origin but no token is refused as not found', async () => {
  const { cookie } = await session();
  assertForbidden(await api.post('/api/v1/namespaces', { key: 'a', name: 'A' }, { ...ORIGIN, Cookie: cookie }), NOT_FOUND);
}, async () => {
  // Go's protection lets the service's own origin through without a token, and refuses others.
  assert.is((await api.post('/api/v1/namespaces', { key: 'own-origin', name: 'Own' }, ORIGIN)).status, 200);
  assertForbidden(await api.post('/api/v1/namespaces', { key: 'b', name: 'B' }, FOREIGN), GO_ORIGIN);
  assertForbidden(await api.post('/api/v1/namespaces', { key: 'b', name: 'B' }, { ...ORIGIN, 'Sec-Fetch-Site': 'cross-site' }), GO_SITE);
  assert.is((await api.get('/api/v1/namespaces/b')).status, 404);
});

tokenTest('an empty token counts as not found; a malformed one is invalid', async () => {
  const { cookie } = await session();
  const post = (sent: string) => api.post('/api/v1/namespaces', { key: 'a', name: 'A' }, { ...ORIGIN, Cookie: cookie, 'X-CSRF-Token': sent });
  assertForbidden(await post(''), NOT_FOUND);
  assertForbidden(await post('short'), INVALID);
});

tokenTest('a token from another cookie, or with no cookie at all, is invalid', async () => {
  const mine = await session();
  const theirs = await session();
  const headers = { ...ORIGIN, Cookie: mine.cookie, 'X-CSRF-Token': theirs.token };
  assertForbidden(await api.put('/api/v1/namespaces/default', { name: 'x' }, headers), INVALID);
  assertForbidden(await api.del('/api/v1/namespaces/nope', { ...ORIGIN, 'X-CSRF-Token': mine.token }), INVALID);
});

tokenTest('a tampered cookie is replaced and its tokens stop working', async () => {
  const { cookie, token } = await session();
  const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
  const res = await api.post('/api/v1/namespaces', { key: 'a', name: 'A' }, { ...ORIGIN, Cookie: tampered, 'X-CSRF-Token': token });
  assertForbidden(res, INVALID);
  assert.is(res.headers.getSetCookie().length, 1);
});

test('any token issued for the cookie is accepted', async () => {
  const { cookie, token } = await session();
  const second = (await api.get('/meta/info', { Cookie: cookie })).headers.get('x-csrf-token') as string;
  for (const [i, t] of [token, second].entries()) {
    const key = `csrf-ok-${i}`;
    const res = await api.post('/api/v1/namespaces', { key, name: key }, { ...ORIGIN, Cookie: cookie, 'x-csrf-token': t });
    assert.is(res.status, 200, res.text);
  }
});

test('requests without Origin are not checked', async () => {
  const res = await api.post('/api/v1/namespaces', { key: 'no-origin', name: 'No origin' });
  assert.is(res.status, 200);
});

test('safe methods are not checked even with Origin', async () => {
  assert.is((await api.get('/api/v1/namespaces', ORIGIN)).status, 200);
});

tokenTest('the check covers the other API prefixes too', async () => {
  assertForbidden(await api.post('/evaluate/v1/boolean', { flagKey: 'f', entityId: 'e' }, ORIGIN), NOT_FOUND);
  assertForbidden(await api.put('/auth/v1/self/expire', {}, ORIGIN), NOT_FOUND);
}, async () => {
  assertForbidden(await api.post('/evaluate/v1/boolean', { flagKey: 'f', entityId: 'e' }, FOREIGN), GO_ORIGIN);
  assertForbidden(await api.put('/auth/v1/self/expire', {}, FOREIGN), GO_ORIGIN);
});

test('CSRF is checked before authentication', async () => {
  const guarded = await startWith('csrf-auth', `
authentication:
  required: true
  session:
    csrf:
      key: another-key
  methods:
    token:
      enabled: true
`);
  try {
    const guardedApi = client(guarded.url);
    if (crossOrigin) {
      assertForbidden(await guardedApi.post('/api/v1/namespaces', { key: 'a', name: 'A' }, FOREIGN), GO_ORIGIN);
      assert.is((await guardedApi.post('/api/v1/namespaces', { key: 'a', name: 'A' }, originOf(guarded))).status, 401);
      return;
    }
    const res = await guardedApi.post('/api/v1/namespaces', { key: 'a', name: 'A' }, originOf(guarded));
    assertForbidden(res, NOT_FOUND);
    const meta = await guardedApi.get('/meta/info');
    assert.is(meta.status, 401);
    assert.ok(meta.headers.get('x-csrf-token'), 'a 401 from /meta still hands out the token');
  } finally {
    await guarded.stop();
  }
});

test('without a CSRF key nothing is checked or issued', async () => {
  const plain = await startWith('no-csrf', 'log:\n  level: warn\n');
  try {
    const meta = await client(plain.url).get('/meta/info');
    assert.is(meta.headers.get('x-csrf-token'), null);
    assert.equal(meta.headers.getSetCookie(), []);
    assert.is((await client(plain.url).post('/api/v1/namespaces', { key: 'a', name: 'A' }, originOf(plain))).status, 200);
  } finally {
    await plain.stop();
  }
});

test.run();
