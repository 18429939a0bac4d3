import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localOnly, runService, spawnService, startConfigured, type Service } from '../helpers/server';
import { client, type Client } from '../helpers/http';
import { csrfSecureIn } from '../helpers/flipt-version';

// Token behaviour depends on configuration, so these always start local services of their own.
const dir = mkdtempSync(join(tmpdir(), 'flipt-tokens-'));
const BOOT = 'tokens-bootstrap-token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}=$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function configFile(name: string, yaml: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, yaml);
  return file;
}

function startWith(name: string, yaml: string, db = ':memory:'): Promise<Service> {
  return startConfigured(['--port', '0', '--db', db, '--config', configFile(name, yaml)]);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let svc: Service;
let admin: Client;

test.before(async () => {
  svc = await startWith('tokens', `
authentication:
  required: true
  methods:
    token:
      enabled: true
      cleanup:
        interval: 2h
        grace_period: 1h
      bootstrap:
        token: ${BOOT}
        expiration: 24h
        metadata:
          team: platform
`);
  admin = client(svc.url, bearer(BOOT));
});
test.after(() => svc.stop());

test('the configured bootstrap token exists with Flipt names, its expiration and extra metadata', async () => {
  const self = await admin.get('/auth/v1/self');
  assert.is(self.status, 200);
  assert.is(self.body.method, 'METHOD_TOKEN');
  assert.equal(self.body.metadata, {
    'io.flipt.auth.token.description': 'Initial token created when bootstrapping authentication',
    'io.flipt.auth.token.name': 'initial_bootstrap_token',
    team: 'platform',
  });
  const hours = (Date.parse(self.body.expiresAt) - Date.now()) / 3600_000;
  assert.ok(hours > 23.9 && hours <= 24, `expires in ${hours} h`);
});

test('creating a token returns the client token once, with the authentication', async () => {
  const res = await admin.post('/auth/v1/method/token', {
    name: 'ci',
    description: 'used by CI',
    namespaceKey: 'staging',
    expiresAt: '2099-02-01T00:00:00Z',
    metadata: { team: 'payments' },
  });
  assert.is(res.status, 200);
  assert.match(res.body.clientToken, TOKEN_SHAPE);
  const auth = res.body.authentication;
  assert.equal(Object.keys(auth), ['id', 'method', 'expiresAt', 'createdAt', 'updatedAt', 'metadata']);
  assert.match(auth.id, /^[0-9a-f-]{36}$/);
  assert.is(auth.method, 'METHOD_TOKEN');
  assert.is(auth.expiresAt, '2099-02-01T00:00:00Z');
  assert.match(auth.createdAt, RFC3339);
  assert.is(auth.createdAt, auth.updatedAt);
  assert.equal(auth.metadata, {
    'io.flipt.auth.token.description': 'used by CI',
    'io.flipt.auth.token.name': 'ci',
    'io.flipt.auth.token.namespace': 'staging',
    team: 'payments',
  });
  const fetched = await admin.get(`/auth/v1/tokens/${auth.id}`);
  assert.equal(fetched.body, auth);
  assert.not.ok('clientToken' in fetched.body);
});

test('an empty create body is accepted: empty name, no description, no expiry', async () => {
  const res = await admin.post('/auth/v1/method/token', {});
  assert.is(res.status, 200);
  assert.equal(res.body.authentication.metadata, { 'io.flipt.auth.token.name': '' });
  assert.not.ok('expiresAt' in res.body.authentication);
});

test('the name in the body overrides the same key in caller metadata', async () => {
  const res = await admin.post('/auth/v1/method/token', { name: 'real', metadata: { 'io.flipt.auth.token.name': 'fake' } });
  assert.is(res.body.authentication.metadata['io.flipt.auth.token.name'], 'real');
});

test('a malformed create body answers 400', async () => {
  const res = await admin.post('/auth/v1/method/token', { expiresAt: 'tomorrow' });
  assert.is(res.status, 400);
});

test('listing pages in creation order with a decimal page token and no totalCount', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await admin.post('/auth/v1/method/token', { name: `page-${i}` })).body.authentication.id);
  const all = await admin.get('/auth/v1/tokens?limit=100');
  assert.equal(Object.keys(all.body), ['authentications', 'nextPageToken']);
  const order = all.body.authentications.map((a: { id: string }) => a.id);
  assert.equal(order.slice(-3), ids);
  assert.is(all.body.nextPageToken, '');
  const first = await admin.get('/auth/v1/tokens?limit=2');
  assert.is(first.body.authentications.length, 2);
  assert.is(first.body.nextPageToken, '2');
  const second = await admin.get('/auth/v1/tokens?limit=2&pageToken=2');
  assert.equal(second.body.authentications.map((a: { id: string }) => a.id), order.slice(2, 4));
  assert.not.ok(all.body.authentications.some((a: Record<string, unknown>) => 'clientToken' in a));
});

test('the list returns 25 by default and says where the next page starts', async () => {
  const before = (await admin.get('/auth/v1/tokens?limit=100')).body.authentications.length as number;
  for (let i = before; i < 27; i++) await admin.post('/auth/v1/method/token', { name: `bulk-${i}` });
  const res = await admin.get('/auth/v1/tokens');
  assert.is(res.body.authentications.length, 25);
  assert.is(res.body.nextPageToken, '25');
});

test('the method filter takes a name or a number, and METHOD_NONE means all', async () => {
  const total = (await admin.get('/auth/v1/tokens?limit=100')).body.authentications.length;
  assert.is((await admin.get('/auth/v1/tokens?method=METHOD_TOKEN&limit=100')).body.authentications.length, total);
  assert.is((await admin.get('/auth/v1/tokens?method=1&limit=100')).body.authentications.length, total);
  assert.is((await admin.get('/auth/v1/tokens?method=METHOD_NONE&limit=100')).body.authentications.length, total);
  assert.equal((await admin.get('/auth/v1/tokens?method=METHOD_OIDC')).body, { authentications: [], nextPageToken: '' });
  const bad = await admin.get('/auth/v1/tokens?method=METHOD_MAGIC');
  assert.is(bad.status, 400);
  assert.is(bad.body.message, 'parsing field "method": "METHOD_MAGIC" is not a valid value');
});

test('getting an unknown id answers 404 with the storage message', async () => {
  const res = await admin.get('/auth/v1/tokens/00000000-0000-0000-0000-000000000000');
  assert.is(res.status, 404);
  assert.is(res.body.message, 'getting authentication by token: reading authentication: resource not found');
});

test('deleting answers {} whether or not the id exists', async () => {
  const { id } = (await admin.post('/auth/v1/method/token', { name: 'gone' })).body.authentication;
  assert.equal((await admin.del(`/auth/v1/tokens/${id}`)).body, {});
  assert.is((await admin.get(`/auth/v1/tokens/${id}`)).status, 404);
  const again = await admin.del(`/auth/v1/tokens/${id}`);
  assert.is(again.status, 200);
  assert.equal(again.body, {});
});

test('self returns the caller and expire-self logs it out, expiring the session cookies', async () => {
  const { clientToken, authentication } = (await admin.post('/auth/v1/method/token', { name: 'me' })).body;
  const me = client(svc.url, bearer(clientToken));
  assert.equal((await me.get('/auth/v1/self')).body, authentication);
  const out = await me.put('/auth/v1/self/expire', { ignored: true });
  assert.is(out.status, 200);
  assert.equal(out.body, {});
  assert.equal(out.headers.getSetCookie(), [
    'flipt_client_state=; Path=/; Max-Age=0',
    'flipt_client_token=; Path=/; Max-Age=0',
  ]);
  assert.is((await me.get('/auth/v1/self')).status, 401);
  const stored = (await admin.get(`/auth/v1/tokens/${authentication.id}`)).body;
  assert.ok(Date.parse(stored.expiresAt) <= Date.now());
  assert.is(stored.updatedAt, authentication.updatedAt);
});

test('expire-self takes a later expiresAt from the query', async () => {
  const { clientToken } = (await admin.post('/auth/v1/method/token', { name: 'later' })).body;
  const me = client(svc.url, bearer(clientToken));
  assert.is((await me.put('/auth/v1/self/expire?expiresAt=2099-01-01T00:00:00Z')).status, 200);
  const self = await me.get('/auth/v1/self');
  assert.is(self.status, 200);
  assert.is(self.body.expiresAt, '2099-01-01T00:00:00Z');
  const bad = await me.put('/auth/v1/self/expire?expiresAt=soon');
  assert.is(bad.status, 400);
  assert.match(bad.body.message, /^parsing field "expires_at": parsing time "soon"/);
  assert.is((await me.get('/auth/v1/self')).status, 200);
});

test('an unauthenticated expire-self still expires the session cookies', async () => {
  const res = await client(svc.url).put('/auth/v1/self/expire');
  assert.is(res.status, 401);
  assert.is(res.headers.getSetCookie().length, 2);
});

test('method discovery lists all five methods with session metadata for GitHub and OIDC only', async () => {
  const res = await client(svc.url).get('/auth/v1/method');
  assert.equal(res.body, {
    methods: [
      { method: 'METHOD_TOKEN', enabled: true, sessionCompatible: false },
      {
        method: 'METHOD_GITHUB',
        enabled: false,
        sessionCompatible: true,
        metadata: { authorize_url: '/auth/v1/method/github/authorize', callback_url: '/auth/v1/method/github/callback' },
      },
      { method: 'METHOD_OIDC', enabled: false, sessionCompatible: true, metadata: { providers: {} } },
      { method: 'METHOD_KUBERNETES', enabled: false, sessionCompatible: false },
      { method: 'METHOD_JWT', enabled: false, sessionCompatible: false },
    ],
  });
});

test('with the token method off, creation is not routed but listing still works', async () => {
  const off = await startWith('off', 'log:\n  level: warn\n');
  const api = client(off.url);
  try {
    const res = await api.post('/auth/v1/method/token', { name: 'x' });
    assert.is(res.status, 404);
    assert.is(res.body.message, 'Not Found');
    assert.is((await api.get('/auth/v1/method')).body.methods[0].enabled, false);
    assert.equal((await api.get('/auth/v1/tokens')).body, { authentications: [], nextPageToken: '' });
    assert.is((await api.get('/auth/v1/self')).status, 401);
  } finally {
    await off.stop();
  }
});

test('session methods list their providers and honour X-Forwarded-Prefix', async () => {
  const session = await startWith('session', `
authentication:
  session:
    domain: http://localhost:8080
  methods:
    github:
      enabled: true
      client_id: id
      client_secret: secret
      redirect_address: http://localhost:8080
    oidc:
      enabled: true
      providers:
        google:
          issuer_url: http://127.0.0.1:1
          client_id: id
          client_secret: secret
          redirect_address: http://localhost:8080
`);
  try {
    const res = await client(session.url).get('/auth/v1/method', { 'X-Forwarded-Prefix': '/flipt' });
    const [, github, oidc] = res.body.methods;
    assert.equal(github.metadata, {
      authorize_url: '/flipt/auth/v1/method/github/authorize',
      callback_url: '/flipt/auth/v1/method/github/callback',
    });
    assert.equal(oidc, {
      method: 'METHOD_OIDC',
      enabled: true,
      sessionCompatible: true,
      metadata: {
        providers: {
          google: {
            authorize_url: '/flipt/auth/v1/method/oidc/google/authorize',
            callback_url: '/flipt/auth/v1/method/oidc/google/callback',
          },
        },
      },
    });
    const out = await client(session.url).put('/auth/v1/self/expire');
    assert.equal(out.headers.getSetCookie(), [
      'flipt_client_state=; Path=/; Domain=localhost; Max-Age=0',
      'flipt_client_token=; Path=/; Domain=localhost; Max-Age=0',
    ]);
  } finally {
    await session.stop();
  }
});

test('a session method without session.domain stops start-up with one line', async () => {
  const file = configFile('nodomain', `
authentication:
  methods:
    github:
      enabled: true
      client_id: id
      client_secret: secret
      redirect_address: http://localhost:8080
`);
  const { code, output } = await runService(['--port', '0', '--db', ':memory:', '--config', file]);
  assert.is.not(code, 0);
  assert.is(output, 'error: authentication: session_domain non-empty value is required\n');
});

localOnly(test, 'the local service\'s own notice; Flipt needs a Kubernetes service account to start with this method')('the kubernetes method is reported as unsupported and stays disabled', async () => {
  const k8s = await startWith('k8s', 'authentication:\n  methods:\n    kubernetes:\n      enabled: true\n');
  try {
    assert.match(k8s.output(), /kubernetes method is not supported by the local service/);
    const methods = (await client(k8s.url).get('/auth/v1/method')).body.methods;
    assert.equal(methods[3], { method: 'METHOD_KUBERNETES', enabled: false, sessionCompatible: false });
  } finally {
    await k8s.stop();
  }
});

localOnly(test, 'the local service\'s own log line; Flipt logs the token in its structured log format')('a generated bootstrap token is logged once and works', async () => {
  const gen = await startWith('generated', 'authentication:\n  required: true\n  methods:\n    token:\n      enabled: true\n');
  try {
    const m = /access token created client_token=(\S+)/.exec(gen.output());
    assert.ok(m, gen.output());
    assert.match(m[1] as string, TOKEN_SHAPE);
    assert.is((await client(gen.url, bearer(m[1] as string)).get('/auth/v1/self')).status, 200);
  } finally {
    await gen.stop();
  }
});

test('bootstrap runs only while no token exists, as in Flipt', async () => {
  const db = join(dir, 'bootstrap.db');
  const yaml = (token: string) => `authentication:\n  required: true\n  methods:\n    token:\n      enabled: true\n      bootstrap:\n        token: ${token}\n`;
  const first = await startWith('boot-a', yaml('first-token'), db);
  await first.stop();
  const second = await startWith('boot-b', yaml('second-token'), db);
  try {
    assert.is((await client(second.url, bearer('first-token')).get('/auth/v1/self')).status, 200);
    assert.is((await client(second.url, bearer('second-token')).get('/auth/v1/self')).status, 401);
  } finally {
    await second.stop();
  }
});

test('FLIPT_* variables configure authentication too', async () => {
  const env = {
    FLIPT_AUTHENTICATION_REQUIRED: 'true',
    FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED: 'true',
    FLIPT_AUTHENTICATION_METHODS_TOKEN_BOOTSTRAP_TOKEN: 'from-env',
  };
  const svcEnv = await startConfigured(['--port', '0', '--db', ':memory:'], env);
  try {
    assert.is((await client(svcEnv.url).get('/api/v1/namespaces')).status, 401);
    assert.is((await client(svcEnv.url, bearer('from-env')).get('/api/v1/namespaces')).status, 200);
  } finally {
    await svcEnv.stop();
  }
});

test('meta config reports the authentication section without secrets', async () => {
  const res = await admin.get('/meta/config');
  const auth = res.body.authentication;
  assert.is(auth.required, true);
  assert.equal(auth.exclude, {});
  // Flipt v1.59 on (and the local service) report the CSRF cookie's `secure`, true by default.
  const csrf = csrfSecureIn((await admin.get('/meta/info')).body.version) ? { secure: true } : {};
  assert.equal(auth.session, { tokenLifetime: 86400e9, stateLifetime: 600e9, csrf });
  assert.is(auth.methods.token.enabled, true);
  assert.equal(auth.methods.token.Method, { bootstrap: { expiration: 86400e9, metadata: { team: 'platform' } } });
  assert.not.match(res.text, BOOT);
});

test.run();
