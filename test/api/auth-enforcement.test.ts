import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConfigured, type Service } from '../helpers/server';
import { client, type ApiResponse, type Client } from '../helpers/http';

// Enforcement depends on configuration, so these always start local services of their own.
const dir = mkdtempSync(join(tmpdir(), 'flipt-authn-'));
const BOOT = 'enforcement-bootstrap-token';

function startWith(name: string, yaml: string): Promise<Service> {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, yaml);
  return startConfigured(['--port', '0', '--db', ':memory:', '--config', file]);
}

const requiredYaml = `
authentication:
  required: true
  exclude:
    metadata: true
  methods:
    token:
      enabled: true
      bootstrap:
        token: ${BOOT}
`;

let svc: Service;
let anon: Client;
let admin: Client;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function newToken(body: Record<string, unknown> = {}): Promise<{ clientToken: string; authentication: { id: string } }> {
  const res = await admin.post('/auth/v1/method/token', { name: 'test', ...body });
  assert.is(res.status, 200, res.text);
  return res.body;
}

function assert401(res: ApiResponse) {
  assert.is(res.status, 401, res.text);
  assert.equal(res.body, { code: 16, message: 'request was not authenticated', details: [] });
  assert.is(res.headers.get('www-authenticate'), 'request was not authenticated');
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
}

test.before(async () => {
  svc = await startWith('required', requiredYaml);
  anon = client(svc.url);
  admin = client(svc.url, bearer(BOOT));
  assert.is((await admin.post('/api/v1/namespaces', { key: 'staging', name: 'Staging' })).status, 200);
});
test.after(() => svc.stop());

test('a request without credentials gets the 401 error body and WWW-Authenticate', async () => {
  assert401(await anon.get('/api/v1/namespaces'));
});

test('a valid bearer token is accepted', async () => {
  assert.is((await admin.get('/api/v1/namespaces')).status, 200);
});

test('an unknown token is rejected', async () => {
  assert401(await anon.get('/api/v1/namespaces', bearer('not-a-token')));
});

test('the Bearer prefix is case-sensitive', async () => {
  assert401(await anon.get('/api/v1/namespaces', { Authorization: `bearer ${BOOT}` }));
});

test('an unknown Authorization scheme is rejected, including JWT while that method is off', async () => {
  assert401(await anon.get('/api/v1/namespaces', { Authorization: `Basic ${BOOT}` }));
  assert401(await anon.get('/api/v1/namespaces', { Authorization: 'JWT a.b.c' }));
});

test('an expired token is rejected', async () => {
  const { clientToken } = await newToken({ expiresAt: '2020-01-01T00:00:00Z' });
  assert401(await anon.get('/api/v1/namespaces', bearer(clientToken)));
});

test('a deleted token stops working at once', async () => {
  const { clientToken, authentication } = await newToken();
  assert.is((await anon.get('/api/v1/namespaces', bearer(clientToken))).status, 200);
  assert.is((await admin.del(`/auth/v1/tokens/${authentication.id}`)).status, 200);
  assert401(await anon.get('/api/v1/namespaces', bearer(clientToken)));
});

test('the session cookie is accepted when there is no Authorization header', async () => {
  const res = await anon.get('/api/v1/namespaces', { Cookie: `other=1; flipt_client_token=${BOOT}` });
  assert.is(res.status, 200);
});

test('an Authorization header wins over the session cookie', async () => {
  assert401(await anon.get('/api/v1/namespaces', { Cookie: `flipt_client_token=${BOOT}`, ...bearer('wrong') }));
  const res = await anon.get('/api/v1/namespaces', { Cookie: 'flipt_client_token=wrong', ...bearer(BOOT) });
  assert.is(res.status, 200);
});

test('method discovery and health need no credentials', async () => {
  assert.is((await anon.get('/auth/v1/method')).status, 200);
  assert.equal((await anon.get('/health')).body, { status: 'SERVING' });
});

test('meta, self, tokens and token creation always need credentials; analytics without a store is 501 to anyone', async () => {
  assert.is((await anon.get('/internal/v1/analytics/namespaces/default/flags/f?from=2025-01-01T00:00:00Z&to=2025-01-01T01:00:00Z')).status, 501);
  assert401(await anon.get('/meta/info'));
  assert401(await anon.get('/meta/config'));
  assert401(await anon.get('/auth/v1/self'));
  assert401(await anon.put('/auth/v1/self/expire'));
  assert401(await anon.get('/auth/v1/tokens'));
  assert401(await anon.get('/auth/v1/tokens/some-id'));
  assert401(await anon.del('/auth/v1/tokens/some-id'));
  assert401(await anon.post('/auth/v1/method/token', { name: 'x' }));
});

test('the deprecated exclude.metadata switch leaves /meta protected', async () => {
  assert401(await anon.get('/meta/info'));
  assert.is((await admin.get('/meta/info')).body.authentication.required, true);
});

test('management and evaluation are protected while not excluded', async () => {
  assert401(await anon.get('/api/v1/namespaces/default/flags'));
  assert401(await anon.post('/evaluate/v1/boolean', { flagKey: 'f', entityId: 'e' }));
  assert401(await anon.get('/internal/v1/evaluation/snapshot/namespace/default'));
});

test('a 401 under /auth/v1 expires both session cookies when the request carried the token cookie', async () => {
  const res = await anon.get('/auth/v1/self', { Cookie: 'flipt_client_token=stale' });
  assert401(res);
  assert.equal(res.headers.getSetCookie(), [
    'flipt_client_state=; Path=/; Max-Age=0',
    'flipt_client_token=; Path=/; Max-Age=0',
  ]);
});

test('a 401 outside /auth/v1, or without the cookie, leaves cookies alone', async () => {
  assert.equal((await anon.get('/api/v1/namespaces', { Cookie: 'flipt_client_token=stale' })).headers.getSetCookie(), []);
  assert.equal((await anon.get('/auth/v1/self', bearer('stale'))).headers.getSetCookie(), []);
});

test('authentication is checked after the body is decoded and before it is validated', async () => {
  assert401(await anon.post('/api/v1/namespaces', { key: 'bad key!' }));
  const malformed = await anon.post('/api/v1/namespaces', 'not json');
  assert.is(malformed.status, 400, 'the JSON is read first, as Flipt\'s gateway does');
  assert.is(malformed.body.code, 3);
  assert.is((await admin.post('/api/v1/namespaces', { key: 'bad key!' })).status, 400);
});

test('a namespace-scoped token reaches its own namespace only', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'staging' });
  const scoped = client(svc.url, bearer(clientToken));
  assert.is((await scoped.get('/api/v1/namespaces/staging/flags')).status, 200);
  assert.is((await scoped.get('/api/v1/namespaces/staging')).status, 200);
  assert401(await scoped.get('/api/v1/namespaces/default/flags'));
  assert401(await scoped.get('/api/v1/namespaces/default'));
  assert401(await scoped.get('/api/v1/namespaces'));
  assert.is((await scoped.get('/internal/v1/evaluation/snapshot/namespace/staging')).status, 200);
  assert401(await scoped.get('/internal/v1/evaluation/snapshot/namespace/default'));
});

test('a namespace-scoped token is refused everywhere outside management and evaluation', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'staging' });
  const scoped = client(svc.url, bearer(clientToken));
  assert401(await scoped.get('/meta/info'));
  assert401(await scoped.get('/auth/v1/self'));
  assert401(await scoped.get('/auth/v1/tokens'));
  assert401(await scoped.post('/auth/v1/method/token', {}));
});

test('a namespace-scoped token may create only its own namespace', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'scoped-new' });
  const scoped = client(svc.url, bearer(clientToken));
  assert401(await scoped.post('/api/v1/namespaces', { key: 'someone-else', name: 'X' }));
  assert.is((await scoped.post('/api/v1/namespaces', { key: 'scoped-new', name: 'Mine' })).status, 200);
});

test('evaluation compares the namespace named in the body, defaulting an empty one', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'staging' });
  const scoped = client(svc.url, bearer(clientToken));
  const own = await scoped.post('/evaluate/v1/boolean', { namespaceKey: 'staging', flagKey: 'missing', entityId: 'e' });
  assert.is(own.status, 404, own.text);
  assert401(await scoped.post('/evaluate/v1/variant', { namespaceKey: 'default', flagKey: 'missing', entityId: 'e' }));
  assert401(await scoped.post('/evaluate/v1/boolean', { flagKey: 'missing', entityId: 'e' }));
  assert401(await scoped.post('/evaluate/v1/boolean', { namespace_key: 'default', flagKey: 'missing', entityId: 'e' }));
});

test('a body that does not decode answers 400 before the namespace check', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'staging' });
  const scoped = client(svc.url, bearer(clientToken));
  const res = await scoped.post('/evaluate/v1/boolean', '{"namespaceKey": 7}');
  assert.is(res.status, 400);
  assert.is(res.body.message, 'invalid values for key(s) in json body');
});

test('a scoped batch must name the token namespace in every item', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'staging' });
  const scoped = client(svc.url, bearer(clientToken));
  const item = (ns: string) => ({ namespaceKey: ns, flagKey: 'missing', entityId: 'e' });
  assert.is((await scoped.post('/evaluate/v1/batch', { requests: [item('staging'), item('staging')] })).status, 200);
  assert401(await scoped.post('/evaluate/v1/batch', { requests: [item('staging'), item('default')] }));
  assert401(await scoped.post('/evaluate/v1/batch', { requests: [item('default')] }));
  assert401(await scoped.post('/evaluate/v1/batch', { requests: [] }));
});

test('a token scoped to default accepts requests that leave the namespace empty', async () => {
  const { clientToken } = await newToken({ namespaceKey: 'default' });
  const scoped = client(svc.url, bearer(clientToken));
  assert.is((await scoped.post('/evaluate/v1/boolean', { flagKey: 'missing', entityId: 'e' })).status, 404);
  assert401(await scoped.post('/evaluate/v1/boolean', { namespaceKey: 'staging', flagKey: 'missing', entityId: 'e' }));
});

test('excluded sections skip authentication, while the rest stays protected', async () => {
  const excluded = await startWith('excluded', `
authentication:
  required: true
  exclude:
    management: true
    evaluation: true
    ofrep: true
  methods:
    token:
      enabled: true
`);
  const api = client(excluded.url);
  try {
    assert.is((await api.get('/api/v1/namespaces')).status, 200);
    assert.is((await api.get('/api/v1/namespaces', bearer('garbage'))).status, 200);
    assert.is((await api.post('/evaluate/v1/boolean', { flagKey: 'f', entityId: 'e' })).status, 404);
    assert.is((await api.get('/internal/v1/evaluation/snapshot/namespace/default')).status, 200);
    assert401(await api.get('/meta/info'));
    assert401(await api.get('/auth/v1/tokens'));
  } finally {
    await excluded.stop();
  }
});

test('without authentication.required no credential is even looked at', async () => {
  const open = await startWith('open', 'authentication:\n  methods:\n    token:\n      enabled: true\n');
  const api = client(open.url);
  try {
    const created = await api.post('/auth/v1/method/token', { name: 'open' });
    assert.is(created.status, 200);
    const token = created.body.clientToken as string;
    assert.is((await api.get('/api/v1/namespaces', bearer('garbage'))).status, 200);
    assert401(await api.get('/auth/v1/self', bearer(token)));
    assert.is((await api.get('/meta/info')).body.authentication.required, false);
  } finally {
    await open.stop();
  }
});

test.run();
