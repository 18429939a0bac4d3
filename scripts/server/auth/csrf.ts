import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Middleware } from '../core/router';
import { Reply, type Ctx } from '../core/router';
import type { Services } from '../store/services';
import { readCookie } from './session-cookies';
import type { Headers } from './unauthenticated';

/**
 * CSRF protection in the manner of gorilla/csrf, which Flipt uses (API.md §6.6). A random
 * secret lives in an HMAC-signed cookie; `/meta` responses hand out the secret masked with a
 * fresh one-time pad, so every token differs yet any of them is valid while the cookie lasts.
 */
export const CSRF_COOKIE = '_gorilla_csrf';
const MAX_AGE_S = 43200;
const SECRET_BYTES = 32;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function csrfProtection(services: Services): Middleware | undefined {
  const key = services.config.auth.session.csrfKey;
  if (key === '') return undefined;
  const sign = (payload: Buffer) => createHmac('sha256', key).update(payload).digest();
  return (ctx) => {
    // /health sits outside the protected group in Flipt.
    if (ctx.path === '/health') return;
    const headers: Headers = { Vary: 'Cookie' };
    let secret = readSecret(ctx, sign);
    if (!secret) {
      secret = randomBytes(SECRET_BYTES);
      headers['Set-Cookie'] = secretCookie(secret, sign, services.config.auth.session.csrfSecure);
    }
    if (ctx.path === '/meta' || ctx.path.startsWith('/meta/')) headers['X-CSRF-Token'] = mask(secret);
    Object.assign(ctx.replyHeaders, headers);
    // Flipt skips the check for mutating requests without Origin: they come from non-browser clients.
    if (SAFE_METHODS.has(ctx.method) || !ctx.headers.origin) return;
    const presented = ctx.headers['x-csrf-token'];
    if (!presented) return forbidden('CSRF token not found in request');
    const sent = unmask(presented);
    if (!sent || !timingSafeEqual(sent, secret)) return forbidden('CSRF token invalid');
  };
}

function forbidden(reason: string): Reply {
  // gorilla answers with Go's http.Error: plain text, newline-terminated.
  return new Reply(403, `Forbidden - ${reason}\n`, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Cookie value: base64url(secret ‖ issued-at seconds) "." base64url(HMAC of that); `Secure` unless `csrf.secure: false`. */
function secretCookie(secret: Buffer, sign: (p: Buffer) => Buffer, secure: boolean): string {
  const issued = Buffer.alloc(8);
  issued.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000)));
  const payload = Buffer.concat([secret, issued]);
  const value = `${payload.toString('base64url')}.${sign(payload).toString('base64url')}`;
  const expires = new Date(Date.now() + MAX_AGE_S * 1000).toUTCString();
  return `${CSRF_COOKIE}=${value}; Path=/; Expires=${expires}; Max-Age=${MAX_AGE_S}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** The secret from a cookie this key signed and that is not older than its lifetime. */
function readSecret(ctx: Ctx, sign: (p: Buffer) => Buffer): Buffer | undefined {
  const value = readCookie(ctx.headers, CSRF_COOKIE);
  const [data, mac] = value?.split('.') ?? [];
  if (!data || !mac) return undefined;
  const payload = Buffer.from(data, 'base64url');
  const given = Buffer.from(mac, 'base64url');
  const expected = sign(payload);
  if (payload.length !== SECRET_BYTES + 8 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  const age = Date.now() / 1000 - Number(payload.readBigUInt64BE(SECRET_BYTES));
  return age <= MAX_AGE_S ? payload.subarray(0, SECRET_BYTES) : undefined;
}

function mask(secret: Buffer): string {
  const pad = randomBytes(SECRET_BYTES);
  return Buffer.concat([pad, xor(pad, secret)]).toString('base64');
}

/** The secret behind a presented token (standard base64, as Flipt hands it out); undefined when
 *  malformed, which Flipt reports as "invalid" (only an absent or empty header is "not found"). */
function unmask(token: string | string[] | undefined): Buffer | undefined {
  if (typeof token !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64');
  if (raw.length !== SECRET_BYTES * 2) return undefined;
  return xor(raw.subarray(0, SECRET_BYTES), raw.subarray(SECRET_BYTES));
}

const xor = (a: Buffer, b: Buffer) => Buffer.from(a.map((byte, i) => byte ^ (b[i] as number)));
