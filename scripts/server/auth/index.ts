import type { Middleware } from '../http/app';
import type { Router } from '../http/router';
import type { Services } from '../services';

/** Registers `/auth/v1/*`: method discovery, self, tokens and the session methods. */
export function authRoutes(router: Router, services: Services) {
  void router;
  void services;
}

/** Authentication enforcement and CSRF checks, run before a matched route's handler. */
export function authMiddleware(services: Services): Middleware[] {
  void services;
  return [];
}
