import type { AuthSettings } from '../config/auth-settings';

/** A Go time.Duration as encoding/json writes it: integer nanoseconds. */
const nanos = (ms: number) => Math.round(ms * 1e6);

/** Flipt's default clean-up schedule, present once a method is enabled. */
const CLEANUP = { interval: nanos(3600_000), gracePeriod: nanos(1800_000) };

/** Keeps the entries whose value is set, as `omitempty` does. */
function set(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== '' && v !== false && v !== 0 && !(Array.isArray(v) && v.length === 0)),
  );
}

function method(enabled: boolean, settings: Record<string, unknown>) {
  return { ...(enabled ? { enabled, cleanup: CLEANUP } : {}), Method: settings };
}

/**
 * `/meta/config`'s `authentication` section (API.md §5.3): Go's JSON of Flipt's config struct,
 * secrets (client ids and secrets, tokens, CSRF key, JWT settings) left out as Flipt's tags do.
 */
export function authConfigView(auth: AuthSettings) {
  const { token, github, oidc, kubernetes, jwt } = auth.methods;
  const providers = Object.fromEntries(
    Object.entries(oidc.providers).map(([name, p]) => [
      name,
      set({ issuerURL: p.issuerUrl, redirectAddress: p.redirectAddress, nonce: p.nonce, scopes: p.scopes, usePKCE: p.usePkce }),
    ]),
  );
  return {
    required: auth.required,
    exclude: set({ ...auth.exclude }),
    session: {
      ...set({ domain: auth.session.domain, secure: auth.session.secure }),
      tokenLifetime: nanos(auth.session.tokenLifetimeMs),
      stateLifetime: nanos(auth.session.stateLifetimeMs),
      csrf: set({ secure: auth.session.csrfSecure }),
    },
    methods: {
      token: method(token.enabled, {
        bootstrap: set({ expiration: nanos(token.bootstrap.expirationMs), metadata: nonEmpty(token.bootstrap.metadata) }),
      }),
      github: method(github.enabled, githubView(github)),
      oidc: method(oidc.enabled, set({ emailMatches: oidc.emailMatches, providers: nonEmpty(providers) })),
      kubernetes: method(kubernetes.enabled, {}),
      jwt: method(jwt.enabled, {}),
    },
  };
}

const nonEmpty = (map: Record<string, unknown>) => (Object.keys(map).length ? map : '');

function githubView(github: AuthSettings['methods']['github']) {
  return set({
    serverUrl: github.serverUrl,
    apiUrl: github.apiUrl,
    redirectAddress: github.redirectAddress,
    scopes: github.scopes,
    allowedOrganizations: github.allowedOrganizations,
    allowedTeams: nonEmpty(github.allowedTeams),
  });
}
