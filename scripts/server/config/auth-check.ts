import { existsSync } from 'node:fs';
import type { AuthSettings } from './auth-settings';
import { ConfigError } from './values';

/** Flipt's start-up checks of the authentication section; returns warnings for what is ignored. */
export function validateAuth(auth: AuthSettings): string[] {
  const warnings: string[] = [];
  const { oidc, github, jwt, kubernetes } = auth.methods;
  if (kubernetes.enabled) {
    warnings.push('authentication.methods.kubernetes.enabled: the kubernetes method is not supported by the local service; it stays disabled');
    kubernetes.enabled = false;
  }
  if (oidc.enabled || github.enabled) {
    if (auth.session.domain === '') fail('session_domain non-empty value is required');
    auth.session.domain = hostOf(auth.session.domain);
  }
  if (oidc.enabled) Object.values(oidc.providers).forEach(requireClient);
  if (oidc.enabled) oidc.emailMatches.forEach(checkPattern);
  if (github.enabled) validateGithub(github);
  if (jwt.enabled) validateJwt(jwt);
  return warnings;
}

function fail(message: string): never {
  throw new ConfigError(`authentication: ${message}`);
}

/** Cookie domains carry neither scheme nor port. */
function hostOf(domain: string): string {
  try {
    return new URL(domain.includes('://') ? domain : `http://${domain}`).hostname;
  } catch {
    return fail(`session_domain ${JSON.stringify(domain)} is not a valid domain`);
  }
}

function requireClient(p: { clientId: string; clientSecret: string; redirectAddress: string }) {
  if (p.clientId === '') fail('client_id non-empty value is required');
  if (p.clientSecret === '') fail('client_secret non-empty value is required');
  if (p.redirectAddress === '') fail('redirect_address non-empty value is required');
}

function checkPattern(pattern: string) {
  try {
    new RegExp(pattern);
  } catch (err) {
    fail(`failed compiling string for pattern: ${pattern}: ${(err as Error).message}`);
  }
}

function validateGithub(github: AuthSettings['methods']['github']) {
  requireClient(github);
  if (github.allowedOrganizations.length > 0 && !github.scopes.includes('read:org')) {
    fail('scopes must contain read:org when allowed_organizations is not empty');
  }
  for (const org of Object.keys(github.allowedTeams)) {
    if (!github.allowedOrganizations.includes(org)) {
      fail(`allowed_teams the organization '${org}' was not declared in 'allowed_organizations' field`);
    }
  }
}

function validateJwt(jwt: AuthSettings['methods']['jwt']) {
  const set = [jwt.jwksUrl, jwt.publicKeyFile].filter(Boolean).length;
  if (set === 0) fail('one of jwks_url or public_key_file is required');
  if (set > 1) fail('only one of jwks_url or public_key_file can be set');
  if (jwt.publicKeyFile && !existsSync(jwt.publicKeyFile)) {
    fail(`public_key_file stat ${jwt.publicKeyFile}: no such file or directory`);
  }
}
