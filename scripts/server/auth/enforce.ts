import type { Middleware } from '../core/router';
import { Code, GrpcError } from '../core/errors';
import type { Ctx } from '../core/router';
import type { Services } from '../store/services';
import { verifyJwt } from './jwt';
import { enforceNamespaceScope } from './namespace-scope';
import { isExempt, sectionOf } from './sections';
import { TOKEN_COOKIE, readCookie } from './session-cookies';
import { authenticationByToken, type Authentication } from './store';
import { unauthenticatedReply } from './unauthenticated';

/**
 * Authentication enforcement (API.md §6.1). Off unless `authentication.required`; then every
 * route outside the public and excluded sections needs a credential, and the caller's
 * authentication is left on `ctx.state.authentication` for the handlers.
 */
export function enforceAuthentication(services: Services): Middleware {
  const { auth } = services.config;
  const emailPatterns = auth.methods.oidc.enabled ? auth.methods.oidc.emailMatches.map((p) => new RegExp(p)) : [];
  return async (ctx) => {
    if (!auth.required) return;
    // Without an analytics store Flipt has no analytics service: its 501 comes before any check.
    if (!services.config.analytics && ctx.path.startsWith('/internal/v1/analytics/')) return;
    const section = sectionOf(ctx.path);
    if (isExempt(section, auth)) return;
    try {
      const authentication = await credentialOf(ctx, services);
      if (!authentication || !emailAllowed(authentication, emailPatterns)) return reject(ctx, services);
      // Flipt installs namespace matching only while the token method is enabled.
      if (auth.methods.token.enabled) enforceNamespaceScope(ctx, authentication, section);
      ctx.state.authentication = authentication;
    } catch (err) {
      if (err instanceof GrpcError && err.code === Code.Unauthenticated) return reject(ctx, services);
      throw err;
    }
  };
}

/** The 401; a request with a body gets it once the body is decoded, since Flipt's gateway reads
 *  the JSON (a malformed body answers 400) before its interceptors check credentials. */
function reject(ctx: Ctx, services: Services) {
  const reply = unauthenticatedReply(ctx, services.config);
  if (ctx.method !== 'POST' && ctx.method !== 'PUT' && ctx.method !== 'PATCH') return reply;
  ctx.afterDecode.unshift(() => reply);
  return undefined;
}

/**
 * The request's credential, first match wins: `Authorization: Bearer <token>` (exact prefix),
 * `Authorization: JWT <jwt>` when the JWT method is on, otherwise the session cookie, which
 * counts only when there is no Authorization header at all.
 */
async function credentialOf(ctx: Ctx, services: Services): Promise<Authentication | undefined> {
  const header = ctx.headers.authorization;
  if (header !== undefined) {
    if (header.startsWith('Bearer ')) return authenticationByToken(services, header.slice('Bearer '.length));
    if (header.startsWith('JWT ') && services.config.auth.methods.jwt.enabled) {
      return verifyJwt(services, header.slice('JWT '.length));
    }
    return undefined;
  }
  const cookie = readCookie(ctx.headers, TOKEN_COOKIE);
  return cookie === undefined ? undefined : authenticationByToken(services, cookie);
}

/** `authentication.methods.oidc.email_matches`: OIDC sessions must have a matching email. */
function emailAllowed(auth: Authentication, patterns: RegExp[]): boolean {
  if (patterns.length === 0 || auth.method !== 'METHOD_OIDC') return true;
  const email = auth.metadata['io.flipt.auth.oidc.email'];
  return email !== undefined && patterns.some((p) => p.test(email));
}
