import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, exportJWK, exportSPKI, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { startConfigured, type Service } from '../helpers/server';
import { client } from '../helpers/http';

// Local only: the service trusts keys this file generates.
const dir = mkdtempSync(join(tmpdir(), 'flipt-jwt-'));
const ISSUER = 'https://issuer.example.com';

let signing: { privateKey: CryptoKey; publicKey: CryptoKey };
let stranger: { privateKey: CryptoKey; publicKey: CryptoKey };
let jwks: Server;
let withPem: Service;
let withJwks: Service;

function writeConfig(name: string, jwt: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `
authentication:
  required: true
  methods:
    jwt:
      enabled: true
${jwt}`);
  return file;
}

const start = (file: string) => startConfigured(['--port', '0', '--db', ':memory:', '--config', file]);

test.before(async () => {
  signing = await generateKeyPair('RS256', { extractable: true });
  stranger = await generateKeyPair('RS256', { extractable: true });
  const pem = join(dir, 'public.pem');
  writeFileSync(pem, await exportSPKI(signing.publicKey));
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((ok) => jwks.listen(0, '127.0.0.1', ok));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/.well-known/jwks.json`;
  withPem = await start(writeConfig('pem', `      public_key_file: ${pem}
      validate_claims:
        issuer: ${ISSUER}
        audiences: [flipt, other]
`));
  withJwks = await start(writeConfig('jwks', `      jwks_url: ${jwksUrl}
      validate_claims:
        subject: service-account
`));
});

test.after(async () => {
  await withPem?.stop();
  await withJwks?.stop();
  await new Promise((ok) => jwks?.close(ok));
});

/** A token valid for the PEM service unless the overrides say otherwise. */
async function sign(claims: JWTPayload = {}, opts: { key?: CryptoKey; kid?: string; times?: boolean } = {}) {
  const jwt = new SignJWT({ iss: ISSUER, aud: 'flipt', sub: 'service-account', ...claims })
    .setProtectedHeader({ alg: 'RS256', ...(opts.kid ? { kid: opts.kid } : {}) });
  if (opts.times !== false) jwt.setIssuedAt().setExpirationTime('5m');
  return jwt.sign(opts.key ?? signing.privateKey);
}

const as = (svc: Service, token: string) => client(svc.url, { Authorization: `JWT ${token}` });

test('a valid JWT answers self with an unstored METHOD_JWT authentication and its metadata', async () => {
  const token = await sign({
    user: { email: 'ada@example.com', sub: 'ada', image: 'https://example.com/ada.png', name: 'Ada', role: 'admin' },
    'io.flipt.auth.team': 'payments',
    'io.flipt.auth.level': 1000000,
  });
  const res = await as(withPem, token).get('/auth/v1/self');
  assert.is(res.status, 200, res.text);
  assert.equal(res.body, {
    id: '',
    method: 'METHOD_JWT',
    metadata: {
      'io.flipt.auth.jwt.email': 'ada@example.com',
      'io.flipt.auth.jwt.issuer': ISSUER,
      'io.flipt.auth.jwt.name': 'Ada',
      'io.flipt.auth.jwt.picture': 'https://example.com/ada.png',
      'io.flipt.auth.jwt.role': 'admin',
      'io.flipt.auth.jwt.sub': 'ada',
      'io.flipt.auth.level': '1e+06',
      'io.flipt.auth.team': 'payments',
    },
  });
});

test('a valid JWT opens the protected API', async () => {
  assert.is((await as(withPem, await sign()).get('/api/v1/namespaces')).status, 200);
});

test('JWTs signed by another key, or for another issuer or audience, or expired, are refused', async () => {
  const expiredAt = Math.floor(Date.now() / 1000) - 120;
  const bad = {
    'another key': await sign({}, { key: stranger.privateKey }),
    'another issuer': await sign({ iss: 'https://evil.example.com' }),
    'another audience': await sign({ aud: 'someone-else' }),
    expired: await sign({ iat: expiredAt - 300, exp: expiredAt }, { times: false }),
    'no time claims': await sign({}, { times: false }),
    'not a JWT': 'abc.def.ghi',
  };
  for (const [why, token] of Object.entries(bad)) {
    const res = await as(withPem, token).get('/auth/v1/self');
    assert.is(res.status, 401, why);
    assert.equal(res.body, { code: 16, message: 'request was not authenticated', details: [] }, why);
  }
});

test('a JWT is accepted against a remote JWKS, and the subject is checked when configured', async () => {
  const ok = await as(withJwks, await sign({}, { kid: 'k1' })).get('/auth/v1/self');
  assert.is(ok.status, 200, ok.text);
  assert.is(ok.body.metadata['io.flipt.auth.jwt.issuer'], ISSUER);
  const otherSubject = await as(withJwks, await sign({ sub: 'someone' }, { kid: 'k1' })).get('/auth/v1/self');
  assert.is(otherSubject.status, 401);
  const unknownKey = await as(withJwks, await sign({}, { key: stranger.privateKey, kid: 'k2' })).get('/auth/v1/self');
  assert.is(unknownKey.status, 401);
});

test('the JWT scheme is required: the same token as a Bearer credential is refused', async () => {
  const res = await client(withPem.url, { Authorization: `Bearer ${await sign()}` }).get('/auth/v1/self');
  assert.is(res.status, 401);
});

test.run();
