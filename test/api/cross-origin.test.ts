// Issue 13: pages on other origins (another port of this host included) may not change state
// through the local service, while SDKs (no Origin, no cookies) and the console's own pages may.
// A deliberate difference from Flipt, which accepts such writes while auth is off.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService, type Service } from '../helpers/server';
import { client, uniqueKey, type Client } from '../helpers/http';
import { ok } from '../helpers/fixtures';

let svc: Service;
let api: Client;
test.before(async () => {
  svc = await spawnService(['--port', '0', '--db', ':memory:']);
  api = client(svc.url);
});
test.after(() => svc?.stop());

/** Tries to create a namespace with these headers; returns the status and whether it exists after. */
async function createWith(headers: Record<string, string>, body?: string) {
  const key = uniqueKey('xo');
  const res = await api.call('POST', '/api/v1/namespaces', body ?? JSON.stringify({ key, name: key }), headers);
  const created = (await api.get(`/api/v1/namespaces/${key}`)).status === 200;
  return { status: res.status, body: res.body, created };
}

const refusedFrom = (origin: string) => ({
  status: 403,
  body: { code: 7, message: `request from origin ${origin} refused: only this service's own pages may change its state`, details: [] },
  created: false,
});

test('a write from another origin is refused: another port, another host, an opaque origin', async () => {
  const other = svc.url.replace(/:\d+$/, ':1');
  for (const origin of [other, 'http://evil.example', 'null', `${svc.url.replace('127.0.0.1', 'localhost')}`]) {
    assert.equal(await createWith({ Origin: origin, 'Content-Type': 'text/plain' }), refusedFrom(origin), origin);
  }
});

test('every state-changing method is guarded; reads from other origins are answered', async () => {
  const key = uniqueKey('xo');
  ok(await api.post('/api/v1/namespaces', { key, name: key }));
  const evil = { Origin: 'http://evil.example' };
  assert.is((await api.call('PUT', `/api/v1/namespaces/${key}`, { name: 'hijacked' }, evil)).status, 403);
  assert.is((await api.call('DELETE', `/api/v1/namespaces/${key}`, undefined, evil)).status, 403);
  const read = await api.get(`/api/v1/namespaces/${key}`, evil);
  assert.is(read.status, 200);
  assert.is(read.body.name, key);
  assert.is(read.headers.get('access-control-allow-origin'), null);
});

test('a write from the service\'s own pages, or with no browser headers at all, goes through', async () => {
  assert.is((await createWith({ Origin: svc.url, 'Content-Type': 'application/json' })).created, true);
  assert.is((await createWith({})).created, true);
  assert.is((await createWith({ 'Sec-Fetch-Site': 'same-origin' })).created, true);
  // Behind a proxy that rewrites Host, the browser's host arrives as X-Forwarded-Host.
  const proxied = { Origin: 'https://flags.example.com', 'X-Forwarded-Host': 'flags.example.com' };
  assert.is((await createWith(proxied)).created, true);
});

test('without Origin, Sec-Fetch-Site naming another site or port is refused', async () => {
  for (const site of ['same-site', 'cross-site']) {
    const res = await createWith({ 'Sec-Fetch-Site': site });
    assert.equal([res.status, res.body.code, res.created], [403, 7, false], site);
  }
});

test('with the session cookie, a body that is not JSON is refused', async () => {
  const cookie = { Cookie: 'flipt_client_token=abc', Origin: svc.url };
  const form = await createWith({ ...cookie, 'Content-Type': 'text/plain' });
  assert.equal([form.status, form.body.code, form.created], [400, 3, false]);
  assert.is(form.body.message, 'content type text/plain refused with a session cookie: send application/json');
  assert.is((await createWith({ ...cookie, 'Content-Type': 'application/json; charset=utf-8' })).created, true);
  // Without the cookie Flipt reads any content type as JSON, and so does the service.
  assert.is((await createWith({ 'Content-Type': 'text/plain' })).created, true);
});

test('configured CORS origins may write and get Flipt\'s CORS headers; others stay refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-cors-'));
  writeFileSync(join(dir, 'cors.yml'), 'cors:\n  enabled: true\n  allowed_origins: [http://console.example]\n');
  const cors = await spawnService(['--port', '0', '--db', ':memory:', '--config', join(dir, 'cors.yml')]);
  try {
    const corsApi = client(cors.url);
    const allowed = { Origin: 'http://console.example' };
    const pre = await fetch(`${cors.url}/api/v1/namespaces`, {
      method: 'OPTIONS',
      headers: { ...allowed, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    assert.is(pre.status, 200);
    assert.is(pre.headers.get('access-control-allow-origin'), 'http://console.example');
    assert.is(pre.headers.get('access-control-allow-methods'), 'POST');
    assert.is(pre.headers.get('access-control-allow-headers'), 'content-type');
    assert.is(pre.headers.get('access-control-allow-credentials'), 'true');
    const key = uniqueKey('cors');
    const res = await corsApi.post('/api/v1/namespaces', { key, name: key }, allowed);
    assert.is(res.status, 200);
    assert.is(res.headers.get('access-control-allow-origin'), 'http://console.example');
    assert.is((await corsApi.post('/api/v1/namespaces', { key: 'x', name: 'x' }, { Origin: 'http://evil.example' })).status, 403);
    const meta = (await corsApi.get('/meta/config')).body.cors;
    assert.equal([meta.enabled, meta.allowedOrigins], [true, ['http://console.example']]);
  } finally {
    await cors.stop();
  }
});

test.run();
