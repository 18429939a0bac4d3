/** One `authentication.methods.oidc.providers.<name>` entry. */
export interface OidcProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectAddress: string;
  scopes: string[];
  usePkce: boolean;
  nonce: string;
}

/** Flipt's `authentication.*` section (API.md §6). Durations are milliseconds. */
export interface AuthSettings {
  required: boolean;
  exclude: { management: boolean; metadata: boolean; evaluation: boolean; ofrep: boolean };
  session: {
    domain: string;
    secure: boolean;
    tokenLifetimeMs: number;
    stateLifetimeMs: number;
    csrfKey: string;
    /** Whether the CSRF cookie is marked `Secure` (Flipt v1.59 on; true unless set false). */
    csrfSecure: boolean;
  };
  methods: {
    token: { enabled: boolean; bootstrap: { token: string; expirationMs: number; metadata: Record<string, string> } };
    oidc: { enabled: boolean; providers: Record<string, OidcProviderSettings>; emailMatches: string[] };
    github: {
      enabled: boolean;
      clientId: string;
      clientSecret: string;
      redirectAddress: string;
      scopes: string[];
      serverUrl: string;
      apiUrl: string;
      allowedOrganizations: string[];
      allowedTeams: Record<string, string[]>;
    };
    jwt: {
      enabled: boolean;
      jwksUrl: string;
      publicKeyFile: string;
      validateClaims: { issuer: string; audiences: string[]; subject: string };
    };
    /** Not supported: always false once loaded (a warning says so when the file enables it). */
    kubernetes: { enabled: boolean };
  };
}

export const defaultAuthSettings: AuthSettings = {
  required: false,
  exclude: { management: false, metadata: false, evaluation: false, ofrep: false },
  session: { domain: '', secure: false, tokenLifetimeMs: 24 * 3600_000, stateLifetimeMs: 10 * 60_000, csrfKey: '', csrfSecure: true },
  methods: {
    token: { enabled: false, bootstrap: { token: '', expirationMs: 0, metadata: {} } },
    oidc: { enabled: false, providers: {}, emailMatches: [] },
    github: {
      enabled: false,
      clientId: '',
      clientSecret: '',
      redirectAddress: '',
      scopes: [],
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      allowedOrganizations: [],
      allowedTeams: {},
    },
    jwt: { enabled: false, jwksUrl: '', publicKeyFile: '', validateClaims: { issuer: '', audiences: [], subject: '' } },
    kubernetes: { enabled: false },
  },
};
