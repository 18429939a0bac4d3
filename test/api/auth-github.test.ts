import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConfigured, type Service } from '../helpers/server';
import { client } from '../helpers/http';
import { startGithubStandin, type GithubAccount, type GithubStandin } from '../helpers/github-standin';

// The service (the local one, or a Flipt FLIPT_BIN starts: v1.54 takes `server_url` and
// `api_url`) talks to a GitHub stand-in this file starts. The browser would reach the service
// at `redirect_address`; the test replays the redirect against the real URL.
const dir = mkdtempSync(join(tmpdir(), 'flipt-github-'));
const REDIRECT = 'http://127.0.0.1:8080';
const octocat: GithubAccount = {
  id: 583231,
  login: 'octocat',
  name: 'The Octocat',
  email: 'octocat@github.com',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231',
  orgs: ['flipt-io', 'github'],
  teams: ['flipt-io/core', 'flipt-io/docs', 'github/octo'],
};
const outsider: GithubAccount = { ...octocat, id: 7, login: 'outsider', orgs: ['elsewhere'], teams: ['elsewhere/all'] };
const wrongTeam: GithubAccount = { ...octocat, id: 8, login: 'docs-only', teams: ['flipt-io/docs'] };

let gh: GithubStandin;
let open: Service;
let restricted: Service;

function config(name: string, extra: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `
authentication:
  required: true
  methods:
    github:
      enabled: true
      client_id: flipt-client
      client_secret: flipt-secret
      redirect_address: ${REDIRECT}
      server_url: ${gh.url}
      api_url: ${gh.url}
${extra}`);
  return file;
}

const start = (file: string) => startConfigured(['--port', '0', '--db', ':memory:', '--config', file]);

test.before(async () => {
  gh = await startGithubStandin({ id: 'flipt-client', secret: 'flipt-secret' });
  open = await start(config('open', `      scopes: [user:email, read:org]
  session:
    domain: 127.0.0.1
`));
  restricted = await start(config('restricted', `      scopes: [read:org]
      allowed_organizations: [flipt-io]
      allowed_teams:
        flipt-io: [core]
  session:
    domain: localhost
    secure: true
`));
});

test.after(async () => {
  await open?.stop();
  await restricted?.stop();
  await gh?.stop();
});

const setCookie = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const cookieValue = (line: string) => line.slice(line.indexOf('=') + 1, line.indexOf(';'));

/** Authorize, let the stand-in approve, then call the callback with the state cookie. */
async function signIn(svc: Service, account: GithubAccount) {
  gh.signInAs(account);
  const res = await client(svc.url).get('/auth/v1/method/github/authorize');
  assert.is(res.status, 200, res.text);
  const state = cookieValue(setCookie(res, 'flipt_client_state') as string);
  const approve = await fetch(res.body.authorizeUrl, { redirect: 'manual' });
  const back = new URL(approve.headers.get('location') as string);
  assert.is(back.href.startsWith(`${REDIRECT}/auth/v1/method/github/callback?`), true, back.href);
  return fetch(`${svc.url}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie: `flipt_client_state=${state}` } });
}

test('authorize points at server_url with the client, callback, scopes and wrapped state', async () => {
  const res = await client(open.url).get('/auth/v1/method/github/authorize?state=ui');
  assert.is(res.status, 200);
  const url = new URL(res.body.authorizeUrl);
  assert.is(`${url.origin}${url.pathname}`, `${gh.url}/login/oauth/authorize`);
  assert.equal([...url.searchParams.keys()], ['client_id', 'redirect_uri', 'response_type', 'scope', 'state']);
  assert.is(url.searchParams.get('client_id'), 'flipt-client');
  assert.is(url.searchParams.get('redirect_uri'), `${REDIRECT}/auth/v1/method/github/callback`);
  assert.is(url.searchParams.get('scope'), 'user:email read:org');
  const line = setCookie(res, 'flipt_client_state') as string;
  assert.is(cookieValue(line), url.searchParams.get('state'));
  assert.is(JSON.parse(Buffer.from(cookieValue(line), 'base64url').toString()).original_state, 'ui');
  assert.match(line, /; Path=\/auth\/v1\/method\/github\/callback; Domain=127\.0\.0\.1; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
});

test('a GitHub sign-in stores the profile, organizations and teams and answers self', async () => {
  const res = await signIn(open, octocat);
  assert.is(res.status, 302, await res.clone().text());
  assert.is(res.headers.get('location'), '/');
  const line = setCookie(res, 'flipt_client_token') as string;
  assert.match(line, /; Path=\/; Domain=127\.0\.0\.1; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
  const body = await res.json();
  assert.is(body.clientToken, '');
  const self = await client(open.url, { cookie: `flipt_client_token=${cookieValue(line)}` }).get('/auth/v1/self');
  assert.is(self.status, 200, self.text);
  assert.is(self.body.method, 'METHOD_GITHUB');
  const { 'io.flipt.auth.github.organizations': orgs, 'io.flipt.auth.github.teams': teams, ...profile } = self.body.metadata;
  assert.equal(profile, {
    'io.flipt.auth.email': 'octocat@github.com',
    'io.flipt.auth.github.email': 'octocat@github.com',
    'io.flipt.auth.github.name': 'The Octocat',
    'io.flipt.auth.github.picture': 'https://avatars.githubusercontent.com/u/583231',
    'io.flipt.auth.github.preferred_username': 'octocat',
    'io.flipt.auth.github.sub': '583231',
    'io.flipt.auth.name': 'The Octocat',
    'io.flipt.auth.picture': 'https://avatars.githubusercontent.com/u/583231',
  });
  // Without allow-lists Flipt lists organizations and teams in Go map order, which varies.
  assert.equal(JSON.parse(orgs).sort(), ['flipt-io', 'github']);
  const teamsByOrg = JSON.parse(teams) as Record<string, string[]>;
  assert.equal(Object.keys(teamsByOrg).sort(), ['flipt-io', 'github']);
  assert.equal([teamsByOrg['flipt-io']?.sort(), teamsByOrg.github], [['core', 'docs'], ['octo']]);
});

test('a GitHub callback with a state that differs from the cookie is refused without a prefix', async () => {
  gh.signInAs(octocat);
  const res = await fetch(`${open.url}/auth/v1/method/github/callback?code=x&state=abc`, {
    redirect: 'manual',
    headers: { cookie: 'flipt_client_state=def' },
  });
  assert.is(res.status, 401);
  assert.equal(await res.json(), { code: 16, message: 'unexpected state parameter', details: [] });
  const missing = await fetch(`${open.url}/auth/v1/method/github/callback?code=x&state=abc`, { redirect: 'manual' });
  assert.equal(await missing.json(), { code: 16, message: 'missing state parameter', details: [] });
});

test('a code GitHub does not recognise fails the sign-in with its OAuth error', async () => {
  const res = await fetch(`${open.url}/auth/v1/method/github/callback?code=forged`, { redirect: 'manual' });
  assert.is(res.status, 500);
  assert.equal(await res.json(), {
    code: 13,
    message: 'oauth2: "bad_verification_code" "The code passed is incorrect or expired."',
    details: [],
  });
});

test('a member of an allowed team signs in, and only the allowed organization and team are recorded', async () => {
  const res = await signIn(restricted, octocat);
  assert.is(res.status, 302, await res.clone().text());
  const { authentication } = await res.json();
  assert.is(authentication.metadata['io.flipt.auth.github.organizations'], '["flipt-io"]');
  assert.is(authentication.metadata['io.flipt.auth.github.teams'], '{"flipt-io":["core"]}');
  const line = setCookie(res, 'flipt_client_token') as string;
  assert.match(line, /; Path=\/; Domain=localhost; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
});

test('users outside the allowed organizations or teams are not authenticated', async () => {
  for (const account of [outsider, wrongTeam]) {
    const res = await signIn(restricted, account);
    assert.is(res.status, 401, account.login);
    assert.equal(await res.json(), { code: 16, message: 'request was not authenticated', details: [] });
    assert.is(setCookie(res, 'flipt_client_token'), undefined);
  }
});

test('with session.domain localhost the state cookie has no Domain, and secure adds Secure', async () => {
  const res = await client(restricted.url).get('/auth/v1/method/github/authorize');
  const line = setCookie(res, 'flipt_client_state') as string;
  assert.not.match(line, /Domain=/);
  assert.match(line, /; Path=\/auth\/v1\/method\/github\/callback; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
});

test.run();
