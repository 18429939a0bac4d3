import type { Apply, Config } from './model';
import type { OidcProviderSettings } from './auth-settings';
import { ConfigError, bool, duration, list, text } from './values';

const m = (c: Config) => c.auth.methods;

/** The fixed `authentication.*` keys (dotted snake_case, as in Flipt's file). */
export const authKeys: Record<string, Apply> = {
  'authentication.required': (c, v, k) => (c.auth.required = bool(k, v)),
  'authentication.exclude.management': (c, v, k) => (c.auth.exclude.management = bool(k, v)),
  'authentication.exclude.metadata': (c, v, k) => (c.auth.exclude.metadata = bool(k, v)),
  'authentication.exclude.evaluation': (c, v, k) => (c.auth.exclude.evaluation = bool(k, v)),
  'authentication.exclude.ofrep': (c, v, k) => (c.auth.exclude.ofrep = bool(k, v)),
  'authentication.session.domain': (c, v) => (c.auth.session.domain = text(v)),
  'authentication.session.secure': (c, v, k) => (c.auth.session.secure = bool(k, v)),
  'authentication.session.token_lifetime': (c, v, k) => (c.auth.session.tokenLifetimeMs = duration(k, v)),
  'authentication.session.state_lifetime': (c, v, k) => (c.auth.session.stateLifetimeMs = duration(k, v)),
  'authentication.session.csrf.key': (c, v) => (c.auth.session.csrfKey = text(v)),
  'authentication.session.csrf.secure': (c, v, k) => (c.auth.session.csrfSecure = bool(k, v)),
  'authentication.methods.token.enabled': (c, v, k) => (m(c).token.enabled = bool(k, v)),
  'authentication.methods.token.bootstrap.token': (c, v) => (m(c).token.bootstrap.token = text(v)),
  'authentication.methods.token.bootstrap.expiration': (c, v, k) => (m(c).token.bootstrap.expirationMs = duration(k, v)),
  'authentication.methods.token.bootstrap.metadata': nullOnly,
  'authentication.methods.oidc.enabled': (c, v, k) => (m(c).oidc.enabled = bool(k, v)),
  'authentication.methods.oidc.providers': nullOnly,
  'authentication.methods.oidc.email_matches': (c, v, k) => (m(c).oidc.emailMatches = list(k, v)),
  'authentication.methods.github.enabled': (c, v, k) => (m(c).github.enabled = bool(k, v)),
  'authentication.methods.github.client_id': (c, v) => (m(c).github.clientId = text(v)),
  'authentication.methods.github.client_secret': (c, v) => (m(c).github.clientSecret = text(v)),
  'authentication.methods.github.redirect_address': (c, v) => (m(c).github.redirectAddress = text(v)),
  'authentication.methods.github.scopes': (c, v, k) => (m(c).github.scopes = list(k, v)),
  'authentication.methods.github.server_url': (c, v) => (m(c).github.serverUrl = text(v)),
  'authentication.methods.github.api_url': (c, v) => (m(c).github.apiUrl = text(v)),
  'authentication.methods.github.allowed_organizations': (c, v, k) => (m(c).github.allowedOrganizations = list(k, v)),
  'authentication.methods.github.allowed_teams': nullOnly,
  'authentication.methods.jwt.enabled': (c, v, k) => (m(c).jwt.enabled = bool(k, v)),
  'authentication.methods.jwt.jwks_url': (c, v) => (m(c).jwt.jwksUrl = text(v)),
  'authentication.methods.jwt.public_key_file': (c, v) => (m(c).jwt.publicKeyFile = text(v)),
  'authentication.methods.jwt.validate_claims.issuer': (c, v) => (m(c).jwt.validateClaims.issuer = text(v)),
  'authentication.methods.jwt.validate_claims.subject': (c, v) => (m(c).jwt.validateClaims.subject = text(v)),
  'authentication.methods.jwt.validate_claims.audiences': (c, v, k) => (m(c).jwt.validateClaims.audiences = list(k, v)),
  'authentication.methods.kubernetes.enabled': (c, v, k) => (m(c).kubernetes.enabled = bool(k, v)),
  ...cleanupKeys(['token', 'oidc', 'github', 'kubernetes']),
};

/** An empty map written as `null` (e.g. `providers:` with nothing under it) is accepted. */
function nullOnly(_c: Config, v: unknown, k: string) {
  if (v !== null) throw new ConfigError(`${k}: ${JSON.stringify(v)} is not a map`);
}

/** Expired-authentication cleanup is accepted but has no effect: expired credentials are
 *  rejected on use, and the local service keeps the rows. */
function cleanupKeys(methods: string[]): Record<string, Apply> {
  const keys: Record<string, Apply> = {};
  for (const method of methods) {
    for (const field of ['interval', 'grace_period']) {
      keys[`authentication.methods.${method}.cleanup.${field}`] = (_c, v, k) => void duration(k, v);
    }
  }
  return keys;
}

const providerFields: Record<string, (p: OidcProviderSettings, v: unknown, key: string) => void> = {
  issuer_url: (p, v) => (p.issuerUrl = text(v)),
  client_id: (p, v) => (p.clientId = text(v)),
  client_secret: (p, v) => (p.clientSecret = text(v)),
  redirect_address: (p, v) => (p.redirectAddress = text(v)),
  scopes: (p, v, k) => (p.scopes = list(k, v)),
  use_pkce: (p, v, k) => (p.usePkce = bool(k, v)),
  nonce: (p, v) => (p.nonce = text(v)),
};

const emptyProvider = (): OidcProviderSettings => ({
  issuerUrl: '',
  clientId: '',
  clientSecret: '',
  redirectAddress: '',
  scopes: [],
  usePkce: false,
  nonce: '',
});

/**
 * Keys whose middle part is a name chosen by the user: OIDC provider names, GitHub
 * organisations, bootstrap metadata keys (which may themselves contain dots).
 */
export function authPatternKey(key: string): Apply | undefined {
  const providers = 'authentication.methods.oidc.providers.';
  const teams = 'authentication.methods.github.allowed_teams.';
  const metadata = 'authentication.methods.token.bootstrap.metadata.';
  if (key.startsWith(metadata)) {
    const name = key.slice(metadata.length);
    return (c, v) => (m(c).token.bootstrap.metadata[name] = text(v));
  }
  if (key.startsWith(teams)) {
    const org = key.slice(teams.length);
    return (c, v, k) => (m(c).github.allowedTeams[org] = list(k, v));
  }
  if (!key.startsWith(providers)) return undefined;
  const rest = key.slice(providers.length);
  const dot = rest.lastIndexOf('.');
  const field = providerFields[rest.slice(dot + 1)];
  if (dot <= 0 || !field) {
    // `providers.<name>: null` declares a provider with no settings.
    return dot < 0 ? (c, v, k) => (nullOnly(c, v, k), providerOf(c, rest)) : undefined;
  }
  const name = rest.slice(0, dot);
  return (c, v, k) => field(providerOf(c, name), v, k);
}

function providerOf(c: Config, name: string): OidcProviderSettings {
  const providers = m(c).oidc.providers;
  if (!Object.hasOwn(providers, name)) providers[name] = emptyProvider();
  return providers[name] as OidcProviderSettings;
}
