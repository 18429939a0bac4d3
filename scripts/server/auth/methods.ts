import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { forwardedPrefix, goJoin } from './session-cookies';
import type { AuthSettings } from '../config/auth-settings';

/** `GET /auth/v1/method` (API.md §6.2): all five methods in Flipt's fixed order. Public. */
export function methodRoutes(router: Router, services: Services) {
  router.add('GET', '/auth/v1/method', (ctx) => ({ methods: listMethods(ctx, services.config.auth) }));
}

/** True when a browser-session method (OIDC, GitHub) is on, which brings in the session middleware. */
export const sessionEnabled = (auth: AuthSettings) => auth.methods.oidc.enabled || auth.methods.github.enabled;

function listMethods(ctx: Ctx, auth: AuthSettings) {
  const { token, github, oidc, kubernetes, jwt } = auth.methods;
  // The forwarded prefix is only seen while the session middleware is active.
  const prefix = sessionEnabled(auth) ? forwardedPrefix(ctx.headers) : '';
  const urls = (base: string) => ({
    authorize_url: goJoin([prefix, `${base}/authorize`]),
    callback_url: goJoin([prefix, `${base}/callback`]),
  });
  // Struct fields come out in key order, as protojson writes them.
  const providers = Object.fromEntries(Object.keys(oidc.providers).sort().map((name) => [name, urls(`/auth/v1/method/oidc/${name}`)]));
  return [
    { method: 'METHOD_TOKEN', enabled: token.enabled, sessionCompatible: false },
    { method: 'METHOD_GITHUB', enabled: github.enabled, sessionCompatible: true, metadata: urls('/auth/v1/method/github') },
    { method: 'METHOD_OIDC', enabled: oidc.enabled, sessionCompatible: true, metadata: { providers } },
    { method: 'METHOD_KUBERNETES', enabled: kubernetes.enabled, sessionCompatible: false },
    { method: 'METHOD_JWT', enabled: jwt.enabled, sessionCompatible: false },
  ];
}
