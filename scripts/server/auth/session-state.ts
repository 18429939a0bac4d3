import { randomBytes } from 'node:crypto';
import { Reply, type Ctx } from '../core/router';
import { Code, GrpcError, errorBody, unauthenticated } from '../core/errors';
import type { Services } from '../store/services';
import type { Authentication } from './store';
import { STATE_COOKIE, TOKEN_COOKIE, forwardedPrefix, goJoin, readCookie, stateCookie, tokenCookie } from './session-cookies';
import { clearedSessionCookies } from './unauthenticated';

/** Go's `base64.URLEncoding`: URL-safe alphabet, with `=` padding. */
const base64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

/** Wraps the caller's `state` in a fresh security token and binds it to a state cookie on the
 *  callback path (API.md §6.5 step 2). `methodPath` is e.g. `/auth/v1/method/github`. */
export function issueState(ctx: Ctx, services: Services, methodPath: string): { state: string; cookie: string } {
  const payload = JSON.stringify({
    security_token: base64url(randomBytes(64)),
    original_state: ctx.query.get('state') ?? '',
  });
  const state = base64url(Buffer.from(payload, 'utf8'));
  const session = services.config.auth.session;
  const callbackPath = `${goJoin([forwardedPrefix(ctx.headers), methodPath])}/callback`;
  return { state, cookie: stateCookie(state, callbackPath, session, session.stateLifetimeMs) };
}

/** The callback's CSRF check: the `state` query value must equal the state cookie. */
export function checkState(ctx: Ctx): string {
  const state = ctx.query.get('state') ?? '';
  const cookie = readCookie(ctx.headers, STATE_COOKIE);
  if (cookie === undefined || state === '') throw unauthenticated('missing state parameter');
  if (state !== cookie) throw unauthenticated('unexpected state parameter');
  return state;
}

/** Session expiry for a login that completes now. */
export function sessionExpiry(services: Services): Date {
  return new Date(Date.now() + services.config.auth.session.tokenLifetimeMs);
}

/** The callback's answer: the token moves into the session cookie and the browser goes home
 *  (API.md §6.5 step 5). */
export function sessionReply(ctx: Ctx, services: Services, clientToken: string, authentication: Authentication): Reply {
  const session = services.config.auth.session;
  const expires = authentication.expiresAt ? new Date(authentication.expiresAt) : sessionExpiry(services);
  return new Reply(
    302,
    { clientToken: '', authentication },
    { Location: `${forwardedPrefix(ctx.headers)}/`, 'Set-Cookie': tokenCookie(clientToken, session, expires) },
  );
}

/** A callback's 401 as Flipt answers any 401 under `/auth/v1` (API.md §6.1): when the browser
 *  sent a session cookie, both session cookies are expired too. Other errors pass through. */
export function callbackFailure(ctx: Ctx, services: Services, err: unknown): Reply {
  if (!(err instanceof GrpcError) || err.code !== Code.Unauthenticated) throw err;
  const headers: Record<string, string | string[]> = { 'WWW-Authenticate': err.message };
  if (readCookie(ctx.headers, TOKEN_COOKIE) !== undefined) headers['Set-Cookie'] = clearedSessionCookies(services.config);
  return new Reply(err.status, errorBody(err), headers);
}

/** PKCE verifiers waiting for their callback, by state. In memory: a login started before a
 *  restart must start again, which the IdP round-trip makes cheap. */
const verifiers = new Map<string, { verifier: string; expires: number }>();

export function rememberVerifier(state: string, verifier: string, lifetimeMs: number) {
  const now = Date.now();
  for (const [key, entry] of verifiers) if (entry.expires <= now) verifiers.delete(key);
  verifiers.set(state, { verifier, expires: now + lifetimeMs });
}

export function takeVerifier(state: string): string | undefined {
  const entry = verifiers.get(state);
  verifiers.delete(state);
  return entry && entry.expires > Date.now() ? entry.verifier : undefined;
}
