import { posix } from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config/model';

/** Cookie names the browser-session methods share with the enforcement middleware (API.md §6.5). */
export const STATE_COOKIE = 'flipt_client_state';
export const TOKEN_COOKIE = 'flipt_client_token';

/** The `authentication.session` settings the session cookies depend on. */
type CookieSettings = Pick<Config['auth']['session'], 'domain' | 'secure'>;

interface CookieParts {
  name: string;
  value: string;
  path: string;
  /** Undefined leaves the attribute out. */
  domain?: string;
  expires: Date;
  sameSite: 'Lax' | 'Strict';
}

function serialize(c: CookieParts, secure: boolean): string {
  // Go's http.Cookie order, as Flipt sends them: Path before Domain.
  const parts = [`${c.name}=${c.value}`, `Path=${c.path}`];
  if (c.domain) parts.push(`Domain=${c.domain}`);
  parts.push(`Expires=${c.expires.toUTCString()}`, 'HttpOnly');
  if (secure) parts.push('Secure');
  parts.push(`SameSite=${c.sameSite}`);
  return parts.join('; ');
}

/** The state cookie, bound to one callback path. SameSite=Lax because the IdP's redirect is a
 *  cross-site navigation that must still carry it. */
export function stateCookie(value: string, callbackPath: string, settings: CookieSettings, lifetimeMs: number): string {
  return serialize(
    {
      name: STATE_COOKIE,
      value,
      path: callbackPath,
      // A Domain attribute of `localhost` is not a valid cookie domain (it has no dot), so Flipt omits it.
      domain: settings.domain === 'localhost' ? undefined : settings.domain,
      expires: new Date(Date.now() + lifetimeMs),
      sameSite: 'Lax',
    },
    settings.secure,
  );
}

/** The session cookie the callback sets; it is what logs the browser in. */
export function tokenCookie(token: string, settings: CookieSettings, expires: Date): string {
  return serialize(
    { name: TOKEN_COOKIE, value: token, path: '/', domain: settings.domain, expires, sameSite: 'Strict' },
    settings.secure,
  );
}

/** The first cookie called `name` in the request, as Go's `Request.Cookie` picks it. */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/** `X-Forwarded-Prefix` joined and cleaned the way Go's `path.Join` does ("" when absent). */
export function forwardedPrefix(headers: IncomingHttpHeaders): string {
  const raw = headers['x-forwarded-prefix'];
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : raw.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return goJoin(values);
}

/** Go's `path.Join`: empty elements are dropped, the result is cleaned, and no elements give "". */
export function goJoin(elems: string[]): string {
  const kept = elems.filter(Boolean);
  if (kept.length === 0) return '';
  const cleaned = posix.normalize(kept.join('/'));
  return cleaned.length > 1 && cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned;
}
