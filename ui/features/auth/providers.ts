// The sign-in buttons the login page offers (UI-INVENTORY §2.3): one per enabled GitHub method and
// one per configured OIDC provider. Token, JWT and Kubernetes methods have no browser flow.
import type { AuthMethod } from '../tokens';

/** One way to sign in: its display name and the relative URL that starts its flow. */
export type LoginProvider = { id: string; name: string; authorizeUrl: string };

const KNOWN_NAMES: Record<string, string> = { google: 'Google', gitlab: 'GitLab', auth0: 'Auth0', github: 'GitHub' };

/** 'google' → 'Google'; unknown keys are capitalised ('keycloak' → 'Keycloak'). */
export function providerName(key: string): string {
  return KNOWN_NAMES[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The providers of the enabled GitHub and OIDC methods that have an authorize URL. */
export function loginProviders(methods: readonly AuthMethod[]): LoginProvider[] {
  const found: LoginProvider[] = [];
  for (const method of methods) {
    if (!method.enabled) continue;
    if (method.method === 'METHOD_GITHUB' && method.metadata?.authorize_url) {
      found.push({ id: 'github', name: providerName('github'), authorizeUrl: method.metadata.authorize_url });
    }
    if (method.method === 'METHOD_OIDC') {
      for (const [key, provider] of Object.entries(method.metadata?.providers ?? {})) {
        if (provider.authorize_url) found.push({ id: `oidc-${key}`, name: providerName(key), authorizeUrl: provider.authorize_url });
      }
    }
  }
  return found;
}
