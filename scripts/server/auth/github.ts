import { Reply, type Ctx, type Router } from '../core/router';
import { internal, unauthenticated } from '../core/errors';
import type { Config } from '../config/model';
import type { Services } from '../store/services';
import { createAuthentication } from './store';
import { callbackFailure, checkState, issueState, sessionExpiry, sessionReply } from './session-state';

type GithubSettings = Config['auth']['methods']['github'];

const METHOD_PATH = '/auth/v1/method/github';
/** GitHub's API answers slowly at worst; a hung call must not hold the login forever. */
const API_TIMEOUT_MS = 5000;

/** Registers the GitHub OAuth web flow: authorize and callback. */
export function githubRoutes(router: Router, services: Services) {
  router.add('GET', `${METHOD_PATH}/authorize`, (ctx) => authorize(ctx, services));
  router.add('GET', `${METHOD_PATH}/callback`, (ctx) => callback(ctx, services).catch((err: unknown) => callbackFailure(ctx, services, err)));
}

function settingsOf(services: Services): GithubSettings {
  const gh = services.config.auth.methods.github;
  return { ...gh, serverUrl: trimSlash(gh.serverUrl || 'https://github.com'), apiUrl: trimSlash(gh.apiUrl || 'https://api.github.com') };
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');
const callbackUrl = (gh: GithubSettings) => `${trimSlash(gh.redirectAddress)}${METHOD_PATH}/callback`;

function authorize(ctx: Ctx, services: Services): Reply {
  const gh = settingsOf(services);
  const { state, cookie } = issueState(ctx, services, METHOD_PATH);
  // Parameters in sorted order, as Go's oauth2 package encodes them.
  const query = new URLSearchParams({ client_id: gh.clientId, redirect_uri: callbackUrl(gh), response_type: 'code' });
  if (gh.scopes.length) query.set('scope', gh.scopes.join(' '));
  query.set('state', state);
  return new Reply(200, { authorizeUrl: `${gh.serverUrl}/login/oauth/authorize?${query}` }, { 'Set-Cookie': cookie });
}

async function callback(ctx: Ctx, services: Services): Promise<Reply> {
  // Unlike OIDC, Flipt checks GitHub's state only when the IdP sent one.
  if (ctx.query.get('state')) checkState(ctx);
  const gh = settingsOf(services);
  const token = await exchangeCode(gh, ctx.query.get('code') ?? '');
  const user = await api<GithubUser>(gh, token, '/user');
  const metadata = userMetadata(user);
  // Start-up validation makes allow-lists require the read:org scope, so this covers them.
  if (gh.scopes.includes('read:org')) {
    Object.assign(metadata, await membershipMetadata(gh, token));
  }
  const { clientToken, authentication } = createAuthentication(services, {
    method: 'METHOD_GITHUB',
    expiresAt: sessionExpiry(services),
    metadata,
  });
  return sessionReply(ctx, services, clientToken, authentication);
}

/** Trades the authorization code for an access token at `<server_url>/login/oauth/access_token`. */
async function exchangeCode(gh: GithubSettings, code: string): Promise<string> {
  const body = new URLSearchParams({
    client_id: gh.clientId,
    client_secret: gh.clientSecret,
    code,
    grant_type: 'authorization_code',
    redirect_uri: callbackUrl(gh),
  });
  const res = await fetch(`${gh.serverUrl}/login/oauth/access_token`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw internal(`oauth2: cannot fetch token: ${res.status} ${res.statusText}\nResponse: ${text}`);
  const parsed = parseJson(text) as { access_token?: unknown; error?: unknown; error_description?: unknown };
  // GitHub reports a bad or reused code with 200 and an `error` field.
  if (typeof parsed.error === 'string') {
    const description = typeof parsed.error_description === 'string' && parsed.error_description ? ` ${JSON.stringify(parsed.error_description)}` : '';
    throw internal(`oauth2: ${JSON.stringify(parsed.error)}${description}`);
  }
  if (typeof parsed.access_token !== 'string' || parsed.access_token === '') throw internal('invalid token');
  return parsed.access_token;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

async function api<T>(gh: GithubSettings, token: string, endpoint: string): Promise<T> {
  const res = await fetch(gh.apiUrl + endpoint, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (res.status !== 200) {
    const path = new URL(gh.apiUrl + endpoint).pathname;
    throw internal(`github ${path} info response status: ${JSON.stringify(`${res.status} ${res.statusText}`)}`);
  }
  return (await res.json()) as T;
}

interface GithubUser {
  name?: string | null;
  email?: string | null;
  avatar_url?: string | null;
  login?: string | null;
  id?: number | null;
}

/** §2.8 github keys from `/user`; empty values are left out. */
function userMetadata(user: GithubUser): Record<string, string> {
  const metadata: Record<string, string> = {};
  const set = (key: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') metadata[key] = v;
  };
  set('io.flipt.auth.github.name', user.name);
  set('io.flipt.auth.github.email', user.email);
  set('io.flipt.auth.github.picture', user.avatar_url);
  if (typeof user.id === 'number' && user.id !== 0) set('io.flipt.auth.github.sub', String(user.id));
  set('io.flipt.auth.github.preferred_username', user.login);
  set('io.flipt.auth.email', user.email);
  set('io.flipt.auth.name', user.name);
  set('io.flipt.auth.picture', user.avatar_url);
  return metadata;
}

/** Organizations and teams: checked against the allow-lists, then recorded (only the allowed ones
 *  when lists are configured). */
async function membershipMetadata(gh: GithubSettings, token: string): Promise<Record<string, string>> {
  const orgs = (await api<{ login: string }[]>(gh, token, '/user/orgs')).map((o) => o.login);
  const teams = await api<{ slug: string; organization: { login: string } }[]>(gh, token, '/user/teams?per_page=100');
  const teamsByOrg = new Map<string, string[]>();
  for (const t of teams) teamsByOrg.set(t.organization.login, [...(teamsByOrg.get(t.organization.login) ?? []), t.slug]);
  if (!isAllowed(gh, orgs, teamsByOrg)) throw unauthenticated();
  return {
    'io.flipt.auth.github.organizations': JSON.stringify(listedOrgs(gh, orgs)),
    'io.flipt.auth.github.teams': JSON.stringify(listedTeams(gh, teamsByOrg)),
  };
}

/** No allow-list admits everyone; otherwise the user needs an allowed organization and, when
 *  teams are listed, one of that organization's allowed teams. */
function isAllowed(gh: GithubSettings, orgs: string[], teamsByOrg: Map<string, string[]>): boolean {
  if (gh.allowedOrganizations.length === 0) return true;
  const listsTeams = Object.keys(gh.allowedTeams).length > 0;
  return gh.allowedOrganizations.some((org) => {
    if (!orgs.includes(org)) return false;
    if (!listsTeams) return true;
    const mine = teamsByOrg.get(org) ?? [];
    return (gh.allowedTeams[org] ?? []).some((team) => mine.includes(team));
  });
}

function listedOrgs(gh: GithubSettings, orgs: string[]): string[] {
  return gh.allowedOrganizations.length ? gh.allowedOrganizations.filter((o) => orgs.includes(o)) : orgs;
}

function listedTeams(gh: GithubSettings, teamsByOrg: Map<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (org: string, only?: string[]) => {
    const mine = teamsByOrg.get(org);
    if (!mine) return;
    const kept = only ? only.filter((t) => mine.includes(t)) : mine;
    if (kept.length) out[org] = kept;
  };
  const allowedTeamOrgs = Object.keys(gh.allowedTeams);
  if (allowedTeamOrgs.length) for (const org of allowedTeamOrgs) add(org, gh.allowedTeams[org]);
  else if (gh.allowedOrganizations.length) for (const org of gh.allowedOrganizations) add(org);
  else for (const org of teamsByOrg.keys()) add(org);
  return Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k] as string[]]));
}
