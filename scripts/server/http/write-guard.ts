import { Code, GrpcError, errorBody } from '../core/errors';
import { Reply, type Ctx, type Middleware } from '../core/router';
import { TOKEN_COOKIE, readCookie } from '../auth/session-cookies';
import { corsAllows, isOwnOrigin, type CorsSettings } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (code: GrpcError['code'], message: string) => {
  const err = new GrpcError(code, message);
  return new Reply(err.status, errorBody(err));
};

/**
 * Refuses state-changing requests that another page makes the browser send (issue 13), which
 * Flipt itself accepts while authentication is off or has no CSRF key:
 * - an `Origin` other than the service's own, unless CORS is on and allows it; without `Origin`,
 *   a `Sec-Fetch-Site` of `same-site` (another port of this host) or `cross-site`;
 * - with the session cookie, a body that is not JSON (what a cross-site form can send).
 * Clients other than browsers send neither header nor the cookie, and pass.
 */
export function writeGuard(cors: CorsSettings): Middleware {
  return (ctx) => {
    if (SAFE_METHODS.has(ctx.method)) return;
    const origin = ctx.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, ctx.headers) && !corsAllows(cors, origin)) {
      return refuse(Code.PermissionDenied, `request from origin ${origin} refused: only this service's own pages may change its state`);
    }
    const site = ctx.headers['sec-fetch-site'];
    if (origin === undefined && (site === 'same-site' || site === 'cross-site') && !corsAllows(cors, '*')) {
      return refuse(Code.PermissionDenied, `request from a ${site} page refused: only this service's own pages may change its state`);
    }
    if (readCookie(ctx.headers, TOKEN_COOKIE) !== undefined && hasBody(ctx) && !isJson(ctx.headers['content-type'])) {
      return refuse(Code.InvalidArgument, `content type ${ctx.headers['content-type'] ?? '(none)'} refused with a session cookie: send application/json`);
    }
  };
}

const hasBody = (ctx: Ctx) => Number(ctx.headers['content-length'] ?? 0) > 0 || ctx.headers['transfer-encoding'] !== undefined;

const isJson = (type: string | undefined) => type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
