import { Reply, type Ctx } from '../core/router';
import { errorBody, unauthenticated } from '../core/errors';
import type { Config } from '../config/model';
import { STATE_COOKIE, TOKEN_COOKIE, readCookie } from './session-cookies';

export type Headers = Record<string, string | string[]>;

/** Set-Cookie headers that make the browser drop both session cookies (`Max-Age=0`, as Go
 *  writes a cookie with a negative MaxAge). */
export function clearedSessionCookies(config: Config): string[] {
  const domain = config.auth.session.domain;
  // Go's http.SetCookie leaves out a Domain that is not a plain host name.
  const domainPart = /^[A-Za-z0-9.-]+$/.test(domain) ? `; Domain=${domain.replace(/^\./, '')}` : '';
  return [STATE_COOKIE, TOKEN_COOKIE].map((name) => `${name}=; Path=/${domainPart}; Max-Age=0`);
}

/** Logout (API.md §6.3) expires the session cookies whatever its outcome. */
export const isLogout = (ctx: Ctx) => ctx.method === 'PUT' && ctx.path === '/auth/v1/self/expire';

/**
 * Flipt's 401 (API.md §6.1). Under `/auth/v1` a request that carried the session cookie also gets
 * both session cookies expired, so the browser stops sending a token that no longer works.
 */
export function unauthenticatedReply(ctx: Ctx, config: Config, extra: Headers = {}): Reply {
  const err = unauthenticated();
  const headers: Headers = { ...extra, 'WWW-Authenticate': err.message };
  const underAuth = ctx.path === '/auth/v1' || ctx.path.startsWith('/auth/v1/');
  if (isLogout(ctx) || (underAuth && readCookie(ctx.headers, TOKEN_COOKIE) !== undefined)) {
    headers['Set-Cookie'] = mergeCookies(extra['Set-Cookie'], clearedSessionCookies(config));
  }
  return new Reply(err.status, errorBody(err), headers);
}

/** Set-Cookie values from two sources, without repeating the same cookie line. */
export function mergeCookies(a: string | string[] | undefined, b: string[]): string[] {
  const first = a === undefined ? [] : Array.isArray(a) ? a : [a];
  return [...first, ...b.filter((c) => !first.includes(c))];
}
