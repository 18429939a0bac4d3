import type { Middleware } from '../core/router';
import type { Router } from '../core/router';
import { createLogger } from '../core/log';
import type { Services } from '../store/services';
import { bootstrapToken } from './bootstrap';
import { csrfProtection } from './csrf';
import { enforceAuthentication } from './enforce';
import { githubRoutes } from './github';
import { methodRoutes } from './methods';
import { oidcRoutes } from './oidc';
import { selfRoutes } from './self';
import { tokenRoutes } from './tokens';

/** Registers `/auth/v1/*`: method discovery, self, tokens and the session methods. */
export function authRoutes(router: Router, services: Services) {
  const { methods } = services.config.auth;
  methodRoutes(router, services);
  selfRoutes(router, services);
  tokenRoutes(router, services);
  if (methods.token.enabled) bootstrapToken(services, createLogger(services.config.logLevel));
  if (methods.oidc.enabled) oidcRoutes(router, services);
  if (methods.github.enabled) githubRoutes(router, services);
}

/**
 * CSRF checks, then authentication enforcement, run before a matched route's handler. CSRF goes
 * first because in Flipt gorilla/csrf wraps the whole API, outside the gateway that authenticates.
 */
export function authMiddleware(services: Services): Middleware[] {
  const csrf = csrfProtection(services);
  return [...(csrf ? [csrf] : []), enforceAuthentication(services)];
}
