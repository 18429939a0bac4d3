import type { Logger } from '../core/log';
import type { Services } from '../store/services';
import { TOKEN_DESCRIPTION_KEY, TOKEN_NAME_KEY } from './tokens';
import { createAuthentication, hasAuthentications, storeAuthentication } from './store';

/**
 * Flipt's start-up bootstrap of the token method: when no token authentication exists yet, one
 * is created, with the configured client token, expiration and extra metadata if any. A
 * generated token is logged, since that is the only time anyone can see it.
 */
export function bootstrapToken(services: Services, log: Logger) {
  const { token, expirationMs, metadata } = services.config.auth.methods.token.bootstrap;
  if (hasAuthentications(services, 'METHOD_TOKEN')) return;
  const input = {
    method: 'METHOD_TOKEN' as const,
    expiresAt: expirationMs !== 0 ? new Date(Date.now() + expirationMs) : undefined,
    metadata: {
      [TOKEN_NAME_KEY]: 'initial_bootstrap_token',
      [TOKEN_DESCRIPTION_KEY]: 'Initial token created when bootstrapping authentication',
      ...metadata,
    },
  };
  if (token !== '') {
    storeAuthentication(services, input, token);
    return;
  }
  const created = createAuthentication(services, input);
  log.info(`access token created client_token=${created.clientToken}`);
}
