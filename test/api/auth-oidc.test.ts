import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fliptTarget, startConfigured, type Service } from '../helpers/server';
import { client } from '../helpers/http';
import { startIdp, type Idp, type IdpUser } from '../helpers/oidc-provider';

// Local only: the service is configured with the IdPs this file starts. The browser would reach
// the service at `redirect_address`; the test replays the IdP's redirect against the real URL.
const dir = mkdtempSync(join(tmpdir(), 'flipt-oidc-'));
const REDIRECT = 'http://127.0.0.1:8080';
const callbackFor = (provider: string) => `${REDIRECT}/auth/v1/method/oidc/${provider}/callback`;
const alice: IdpUser = {
  sub: 'alice',
  email: 'alice@example.com',
  email_verified: true,
  name: 'Alice Liddell',
  picture: 'https://example.com/alice.png?s=64&v=2',
  profile: 'https://example.com/alice',
};

let idp: Idp;
let pkceIdp: Idp;
let svc: Service;

function writeConfig(name: string, tokenLifetime = '24h'): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `
authentication:
  required: true
  session:
    domain: 127.0.0.1
    token_lifetime: ${tokenLifetime}
  methods:
    oidc:
      enabled: true
      providers:
        test:
          issuer_url: ${idp.issuer}
          client_id: flipt
          client_secret: test-secret
          redirect_address: ${REDIRECT}
          scopes: [profile, email]
        pkce:
          issuer_url: ${pkceIdp.issuer}
          client_id: flipt
          client_secret: test-secret
          redirect_address: ${REDIRECT}/
          use_pkce: true
          scopes: [email, profile]
`);
  return file;
}

const startWith = (config: string) => startConfigured(['--port', '0', '--db', ':memory:', '--config', config]);

test.before(async () => {
  const common = { clientId: 'flipt', clientSecret: 'test-secret', users: [alice] };
  // Claims in the ID token, as Google sends them.
  idp = await startIdp({ ...common, redirectUris: [callbackFor('test')], conformIdTokenClaims: false });
  // Only `sub` in the ID token: the profile comes from the userinfo endpoint.
  pkceIdp = await startIdp({ ...common, redirectUris: [callbackFor('pkce')], conformIdTokenClaims: true });
  svc = await startWith(writeConfig('main'));
});

test.after(async () => {
  await svc?.stop();
  await idp?.stop();
  await pkceIdp?.stop();
});

/** The Set-Cookie line for `name`, or undefined. */
function setCookie(res: Response | { headers: Headers }, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

const cookieValue = (line: string) => line.slice(line.indexOf('=') + 1, line.indexOf(';'));

/** Authorize, sign in at the IdP, and return the callback URL on the service plus the state cookie. */
async function signIn(base: string, provider: string, headers: Record<string, string> = {}) {
  const res = await client(base).get(`/auth/v1/method/oidc/${provider}/authorize?state=from-ui`, headers);
  assert.is(res.status, 200, res.text);
  const stateCookie = setCookie(res, 'flipt_client_state') as string;
  const back = await (provider === 'pkce' ? pkceIdp : idp).signIn(res.body.authorizeUrl, 'alice');
  return { authorize: res, stateCookie, state: cookieValue(stateCookie), callback: `${base}${back.pathname}${back.search}`, back };
}

const callback = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie, ...headers } : headers });

test('method discovery lists each configured provider with its URLs', async () => {
  const res = await client(svc.url).get('/auth/v1/method');
  const oidc = res.body.methods.find((m: { method: string }) => m.method === 'METHOD_OIDC');
  assert.is(oidc.enabled, true);
  assert.equal(oidc.metadata.providers.test, {
    authorize_url: '/auth/v1/method/oidc/test/authorize',
    callback_url: '/auth/v1/method/oidc/test/callback',
  });
});

test('authorize answers the IdP URL as JSON and binds the wrapped state to a callback-path cookie', async () => {
  const res = await client(svc.url).get('/auth/v1/method/oidc/test/authorize?state=from-ui');
  assert.is(res.status, 200);
  const url = new URL(res.body.authorizeUrl);
  assert.is(url.origin, idp.issuer);
  assert.is(url.searchParams.get('client_id'), 'flipt');
  assert.is(url.searchParams.get('response_type'), 'code');
  assert.is(url.searchParams.get('scope'), 'openid profile email');
  assert.is(url.searchParams.get('redirect_uri'), callbackFor('test'));
  const line = setCookie(res, 'flipt_client_state') as string;
  const state = url.searchParams.get('state') as string;
  assert.is(cookieValue(line), state);
  const wrapped = JSON.parse(Buffer.from(state, 'base64url').toString('utf8'));
  assert.equal(Object.keys(wrapped), ['security_token', 'original_state']);
  assert.is(wrapped.original_state, 'from-ui');
  assert.is(Buffer.from(wrapped.security_token, 'base64url').length, 64);
  assert.match(line, /; Path=\/auth\/v1\/method\/oidc\/test\/callback; Domain=127\.0\.0\.1; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] as string);
  assert.ok(Math.abs(expires - (Date.now() + 10 * 60_000)) < 5000, 'the state cookie lives 10 minutes');
});

test('the callback logs the browser in: 302 home with a session cookie, and self answers METHOD_OIDC', async () => {
  const flow = await signIn(svc.url, 'test');
  assert.is(flow.back.pathname, '/auth/v1/method/oidc/test/callback');
  const res = await callback(flow.callback, `flipt_client_state=${flow.state}`);
  assert.is(res.status, 302);
  assert.is(res.headers.get('location'), '/');
  const line = setCookie(res, 'flipt_client_token') as string;
  assert.match(line, /^flipt_client_token=[A-Za-z0-9_-]{43}=; Path=\/; Domain=127\.0\.0\.1; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] as string);
  assert.ok(Math.abs(expires - (Date.now() + 24 * 3600_000)) < 5000, 'the session lasts token_lifetime');
  const body = await res.json();
  assert.is(body.clientToken, '');
  assert.is(body.authentication.method, 'METHOD_OIDC');

  const self = await client(svc.url, { cookie: `flipt_client_token=${cookieValue(line)}` }).get('/auth/v1/self');
  assert.is(self.status, 200, self.text);
  assert.is(self.body.method, 'METHOD_OIDC');
  assert.is(self.body.id, body.authentication.id);
  const { 'io.flipt.auth.claims': claims, ...rest } = self.body.metadata;
  assert.equal(rest, {
    'io.flipt.auth.email': 'alice@example.com',
    'io.flipt.auth.name': 'Alice Liddell',
    'io.flipt.auth.oidc.email': 'alice@example.com',
    'io.flipt.auth.oidc.email_verified': 'true',
    'io.flipt.auth.oidc.name': 'Alice Liddell',
    'io.flipt.auth.oidc.picture': 'https://example.com/alice.png?s=64&v=2',
    'io.flipt.auth.oidc.profile': 'https://example.com/alice',
    'io.flipt.auth.oidc.provider': 'test',
    'io.flipt.auth.oidc.sub': 'alice',
    'io.flipt.auth.picture': 'https://example.com/alice.png?s=64&v=2',
  });
  const parsed = JSON.parse(claims);
  assert.is(parsed.iss, idp.issuer);
  assert.is(parsed.aud, 'flipt');
  assert.is(parsed.email, 'alice@example.com');
  assert.equal(Object.keys(parsed), Object.keys(parsed).sort(), 'claims are written in key order');
  assert.ok(claims.includes('"picture":"https://example.com/alice.png?s=64\\u0026v=2"'), 'HTML characters are escaped as Go does');
});

test('the session cookie opens the protected API, and nothing else does', async () => {
  const flow = await signIn(svc.url, 'test');
  const res = await callback(flow.callback, `flipt_client_state=${flow.state}`);
  const token = cookieValue(setCookie(res, 'flipt_client_token') as string);
  assert.is((await client(svc.url, { cookie: `flipt_client_token=${token}` }).get('/api/v1/namespaces')).status, 200);
  assert.is((await client(svc.url).get('/api/v1/namespaces')).status, 401);
});

test('a PKCE provider sends an S256 challenge and signs in; the claims are the ID token only', async () => {
  const flow = await signIn(svc.url, 'pkce');
  const url = new URL(flow.authorize.body.authorizeUrl);
  assert.is(url.searchParams.get('code_challenge_method'), 'S256');
  assert.match(url.searchParams.get('code_challenge') as string, /^[A-Za-z0-9_-]{43}$/);
  assert.is(url.searchParams.get('scope'), 'openid email profile');
  assert.is(url.searchParams.get('redirect_uri'), callbackFor('pkce'));
  const res = await callback(flow.callback, `flipt_client_state=${flow.state}`);
  assert.is(res.status, 302, await res.clone().text());
  const { authentication } = await res.json();
  assert.is(authentication.metadata['io.flipt.auth.oidc.provider'], 'pkce');
  assert.not.ok('email' in JSON.parse(authentication.metadata['io.flipt.auth.claims']), 'claims are the ID token only');
});

test('the profile fields an ID token leaves out: filled from userinfo locally, left out by Flipt', async () => {
  const flow = await signIn(svc.url, 'pkce');
  const { authentication } = await (await callback(flow.callback, `flipt_client_state=${flow.state}`)).json();
  // A deliberate difference: Flipt v1.54 reads the profile from the ID token alone.
  assert.is(authentication.metadata['io.flipt.auth.oidc.email'], fliptTarget() ? undefined : 'alice@example.com');
});

test('a callback whose state differs from the cookie is refused', async () => {
  const flow = await signIn(svc.url, 'test');
  const other = Buffer.from('{"security_token":"x","original_state":""}').toString('base64url');
  const res = await callback(flow.callback, `flipt_client_state=${other}`);
  assert.is(res.status, 401);
  assert.equal(await res.json(), { code: 16, message: 'handling OIDC callback: unexpected state parameter', details: [] });
  assert.is(setCookie(res, 'flipt_client_token'), undefined);
});

test('a refused callback from a browser with a session cookie expires both session cookies', async () => {
  const flow = await signIn(svc.url, 'test');
  const res = await callback(flow.callback, 'flipt_client_state=stale; flipt_client_token=old');
  assert.is(res.status, 401);
  assert.match(setCookie(res, 'flipt_client_token') as string, /^flipt_client_token=; Path=\/; Domain=127\.0\.0\.1; Max-Age=0$/);
  assert.match(setCookie(res, 'flipt_client_state') as string, /^flipt_client_state=; Path=\/; Domain=127\.0\.0\.1; Max-Age=0$/);
});

test('a callback without the state cookie is refused', async () => {
  const flow = await signIn(svc.url, 'test');
  const res = await callback(flow.callback);
  assert.is(res.status, 401);
  assert.is(res.headers.get('www-authenticate'), 'handling OIDC callback: missing state parameter');
  assert.equal(await res.json(), { code: 16, message: 'handling OIDC callback: missing state parameter', details: [] });
});

test('authorize for an unknown provider answers 404 with Flipt\'s doubled message', async () => {
  const res = await client(svc.url).get('/auth/v1/method/oidc/nope/authorize');
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: 'authorize: requested provider "nope": provider not found not found', details: [] });
});

test('X-Forwarded-Prefix moves the state cookie path and the redirect home under the prefix', async () => {
  const prefix = { 'X-Forwarded-Prefix': '/flipt' };
  const flow = await signIn(svc.url, 'test', prefix);
  assert.match(flow.stateCookie, /; Path=\/flipt\/auth\/v1\/method\/oidc\/test\/callback;/);
  const res = await callback(flow.callback, `flipt_client_state=${flow.state}`, prefix);
  assert.is(res.status, 302);
  assert.is(res.headers.get('location'), '/flipt/');
});

test('a session ends once token_lifetime has passed', async () => {
  const short = await startWith(writeConfig('short', '2s'));
  try {
    const flow = await signIn(short.url, 'test');
    const res = await callback(flow.callback, `flipt_client_state=${flow.state}`);
    const session = client(short.url, { cookie: `flipt_client_token=${cookieValue(setCookie(res, 'flipt_client_token') as string)}` });
    assert.is((await session.get('/auth/v1/self')).status, 200);
    await new Promise((r) => setTimeout(r, 2500));
    const expired = await session.get('/auth/v1/self');
    assert.is(expired.status, 401);
    assert.is(expired.body.message, 'request was not authenticated');
  } finally {
    await short.stop();
  }
});

test.run();
