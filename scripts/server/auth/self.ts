import { GrpcError, errorBody, invalid } from '../core/errors';
import { param } from '../core/query';
import { Reply, type Ctx, type Router } from '../core/router';
import type { Services } from '../store/services';
import { expireAuthentication, type Authentication } from './store';
import { clearedSessionCookies, unauthenticatedReply } from './unauthenticated';

/** `GET /auth/v1/self` and `PUT /auth/v1/self/expire` (API.md §6.3). */
export function selfRoutes(router: Router, services: Services) {
  router.add('GET', '/auth/v1/self', (ctx) => callerOf(ctx) ?? unauthenticatedReply(ctx, services.config));
  router.add('PUT', '/auth/v1/self/expire', (ctx) => expireSelf(ctx, services));
}

/** The authentication the enforcement middleware resolved; none while auth is not required. */
export const callerOf = (ctx: Ctx) => ctx.state.authentication as Authentication | undefined;

/** Logout: the session cookies are expired whatever the outcome (see isLogout). The body is ignored. */
function expireSelf(ctx: Ctx, services: Services): Reply {
  const cookies = { 'Set-Cookie': clearedSessionCookies(services.config) };
  let at: Date | undefined;
  try {
    at = expiresAtOf(ctx.query);
  } catch (err) {
    if (!(err instanceof GrpcError)) throw err;
    return new Reply(err.status, errorBody(err), cookies);
  }
  const caller = callerOf(ctx);
  if (!caller) return unauthenticatedReply(ctx, services.config);
  expireAuthentication(services, caller.id, at ?? new Date());
  return new Reply(200, {}, cookies);
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const GO_RFC3339_NANO = '2006-01-02T15:04:05.999999999Z07:00';

/** `?expiresAt=` (or `expires_at`), parsed as grpc-gateway parses a Timestamp query value. */
function expiresAtOf(q: URLSearchParams): Date | undefined {
  const v = param(q, 'expiresAt');
  if (v === undefined || v === 'null') return undefined;
  if (rfc3339.test(v) && !Number.isNaN(Date.parse(v))) return new Date(v);
  // Go names the first layout element it could not match; "2006" when the year already fails.
  const quoted = JSON.stringify(v);
  throw invalid(`parsing field "expires_at": parsing time ${quoted} as "${GO_RFC3339_NANO}": cannot parse ${quoted} as "2006"`);
}
