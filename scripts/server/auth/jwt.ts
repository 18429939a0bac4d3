import { readFileSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { unauthenticated } from '../core/errors';
import type { Config } from '../config/model';
import type { Services } from '../store/services';
import type { Authentication } from './store';

type JwtSettings = Config['auth']['methods']['jwt'];

/** Flipt validates with hashicorp/cap defaults: RS256 only, 60 s clock skew, and a token without
 *  `exp` lives 150 s past its `iat`/`nbf`. */
const ALGORITHMS = ['RS256'];
const CLOCK_SKEW_S = 60;
const MISSING_EXP_LEEWAY_S = 150;

/** Validates an `Authorization: JWT <jwt>` credential; the result is not stored (API.md §2.8). */
export async function verifyJwt(services: Services, token: string): Promise<Authentication> {
  const settings = services.config.auth.methods.jwt;
  const { issuer, subject, audiences } = settings.validateClaims;
  const options = {
    algorithms: ALGORITHMS,
    issuer: issuer || undefined,
    subject: subject || undefined,
    audience: audiences.length ? audiences : undefined,
    clockTolerance: CLOCK_SKEW_S,
  };
  let payload: JWTPayload;
  try {
    const key = keyFor(settings);
    ({ payload } = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options));
  } catch {
    // Bad signature, wrong claims, unreadable key or unreachable JWKS: all just "not authenticated".
    throw unauthenticated();
  }
  if (!timesValid(payload, Date.now() / 1000)) throw unauthenticated();
  return { id: '', method: 'METHOD_JWT', metadata: jwtMetadata(payload) };
}

/** Keys by source. A remote set is fetched once and refetched when a token names an unknown
 *  key id (jose's own cache); a PEM file is read once. */
const keys = new Map<string, KeyObject | JWTVerifyGetKey>();

function keyFor(settings: JwtSettings): KeyObject | JWTVerifyGetKey {
  const source = settings.jwksUrl ? `jwks:${settings.jwksUrl}` : `pem:${settings.publicKeyFile}`;
  let key = keys.get(source);
  if (!key) {
    key = settings.jwksUrl
      ? createRemoteJWKSet(new URL(settings.jwksUrl))
      : createPublicKey(readFileSync(settings.publicKeyFile, 'utf8'));
    keys.set(source, key);
  }
  return key;
}

/** cap's time rules beyond jose's: one of iat/nbf/exp is required, a missing exp is derived, and
 *  iat may not lie in the future. */
function timesValid(p: JWTPayload, now: number): boolean {
  const iat = p.iat ?? 0;
  const nbf = p.nbf ?? 0;
  if (!iat && !nbf && !p.exp) return false;
  const exp = p.exp || Math.max(iat, nbf) + MISSING_EXP_LEEWAY_S;
  if (now - CLOCK_SKEW_S > exp) return false;
  return !(iat && now + CLOCK_SKEW_S < iat);
}

const USER_FIELDS: [string, string][] = [
  ['email', 'email'],
  ['sub', 'sub'],
  ['image', 'picture'],
  ['name', 'name'],
  ['role', 'role'],
];

/** §2.8 jwt keys: `io.flipt.auth*` claims as they are, the issuer, and the `user` object's fields. */
function jwtMetadata(claims: JWTPayload): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(claims)) {
    if (k.startsWith('io.flipt.auth')) metadata[k] = goFormat(v);
    else if (k === 'iss' && typeof v === 'string') metadata['io.flipt.auth.jwt.issuer'] = v;
    else if (k === 'user' && v && typeof v === 'object' && !Array.isArray(v)) {
      const user = v as Record<string, unknown>;
      for (const [from, to] of USER_FIELDS) if (from in user) metadata[`io.flipt.auth.jwt.${to}`] = goFormat(user[from]);
    }
  }
  return metadata;
}

/** A JSON value as Go's `fmt.Sprintf("%v", v)` prints it, since Flipt copies claims that way. */
export function goFormat(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return goFloat(v);
  if (Array.isArray(v)) return `[${v.map(goFormat).join(' ')}]`;
  if (typeof v === 'object') {
    const entries = Object.keys(v).sort().map((k) => `${k}:${goFormat((v as Record<string, unknown>)[k])}`);
    return `map[${entries.join(' ')}]`;
  }
  return String(v);
}

/** `%v` of a float64 (JSON numbers decode to float64): shortest digits, exponent form below
 *  1e-4 or from 1e6 on, so a numeric date prints as `1.7e+09`. */
function goFloat(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '+Inf' : '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mantissa, exp] = n.toExponential().split('e') as [string, string];
  const e = Number(exp);
  if (e < -4 || e >= 6) return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  return n.toFixed(Math.max(0, mantissa.replace(/^-?\d\.?/, '').length - e));
}
