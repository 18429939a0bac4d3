import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { Reply, type Ctx, type Router } from '../core/router';
import { GrpcError, internal, notFound, unauthenticated } from '../core/errors';
import type { Services } from '../store/services';
import { createAuthentication } from './store';
import { callbackFailure, checkState, issueState, rememberVerifier, sessionExpiry, sessionReply, takeVerifier } from './session-state';
import type { OidcProviderSettings as OidcProvider } from '../config/auth-settings';

const methodPath = (provider: string) => `/auth/v1/method/oidc/${provider}`;

/** Registers the OIDC login: authorize (hands out the IdP URL) and callback (the IdP's redirect target). */
export function oidcRoutes(router: Router, services: Services) {
  router.add('GET', '/auth/v1/method/oidc/:provider/authorize', (ctx) => authorize(ctx, services));
  router.add('GET', '/auth/v1/method/oidc/:provider/callback', (ctx) =>
    callback(ctx, services).catch((err: unknown) => callbackFailure(ctx, services, prefixed('handling OIDC callback: ', err))),
  );
}

async function authorize(ctx: Ctx, services: Services): Promise<Reply> {
  const name = ctx.params.provider as string;
  const provider = findProvider(services, name, 'authorize: ');
  const { state, cookie } = issueState(ctx, services, methodPath(name));
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(provider, name),
    scope: scopesFor(provider).join(' '),
    state,
    nonce: nonceFor(provider, state),
  };
  try {
    const config = await discover(provider);
    if (provider.usePkce) {
      const verifier = client.randomPKCECodeVerifier();
      rememberVerifier(state, verifier, services.config.auth.session.stateLifetimeMs);
      params.code_challenge = await client.calculatePKCECodeChallenge(verifier);
      params.code_challenge_method = 'S256';
    }
    const authorizeUrl = client.buildAuthorizationUrl(config, params).href;
    return new Reply(200, { authorizeUrl }, { 'Set-Cookie': cookie });
  } catch (err) {
    throw prefixed('authorize: ', err);
  }
}

async function callback(ctx: Ctx, services: Services): Promise<Reply> {
  const state = checkState(ctx);
  const name = ctx.params.provider as string;
  const provider = findProvider(services, name, '');
  const pkceCodeVerifier = provider.usePkce ? takeVerifier(state) : undefined;
  if (provider.usePkce && !pkceCodeVerifier) throw unauthenticated('missing or expired oauth challenge');
  const config = await discover(provider);
  const currentUrl = new URL(callbackUrl(provider, name));
  for (const [k, v] of ctx.query) currentUrl.searchParams.append(k, v);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    expectedState: state,
    expectedNonce: nonceFor(provider, state),
    pkceCodeVerifier,
    idTokenExpected: true,
  });
  const claims = (tokens.claims() ?? {}) as Record<string, unknown>;
  const profile = await withUserInfo(config, tokens.access_token, claims);
  const { clientToken, authentication } = createAuthentication(services, {
    method: 'METHOD_OIDC',
    expiresAt: sessionExpiry(services),
    metadata: oidcMetadata(name, claims, profile),
  });
  return sessionReply(ctx, services, clientToken, authentication);
}

function findProvider(services: Services, name: string, prefix: string): OidcProvider {
  const providers = services.config.auth.methods.oidc.providers;
  const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
  // Flipt wraps a NotFound("provider not found") whose text already ends in "not found".
  if (!provider) throw notFound(`${prefix}requested provider ${JSON.stringify(name)}: provider not found not found`);
  return provider;
}

const callbackUrl = (p: OidcProvider, name: string) => `${p.redirectAddress.replace(/\/$/, '')}${methodPath(name)}/callback`;

function scopesFor(p: OidcProvider): string[] {
  return p.scopes.includes('openid') ? p.scopes : ['openid', ...p.scopes];
}

/** The configured nonce, or one derived from the state: the state cookie binds it to this
 *  browser, so nothing has to be kept between the two legs. */
function nonceFor(p: OidcProvider, state: string): string {
  return p.nonce || createHash('sha256').update(state).digest('base64url');
}

/** Discovery documents, one per issuer and client; a failed discovery is retried next time. */
const configs = new Map<string, Promise<client.Configuration>>();

function discover(p: OidcProvider): Promise<client.Configuration> {
  const key = JSON.stringify([p.issuerUrl, p.clientId, p.clientSecret]);
  let config = configs.get(key);
  if (!config) {
    const issuer = new URL(p.issuerUrl);
    const auth = p.clientSecret ? client.ClientSecretBasic(p.clientSecret) : client.None();
    // openid-client refuses plain HTTP. An IdP on this machine (a development or test IdP such
    // as the one the tests start) never leaves the host, so HTTP is allowed for loopback only.
    const execute = isLoopback(issuer) ? [client.allowInsecureRequests] : [];
    config = client.discovery(issuer, p.clientId, undefined, auth, { execute });
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Fills profile fields the ID token left out from the userinfo endpoint. Many IdPs put only
 *  `sub` in an ID token issued together with an access token; a failing userinfo call leaves the
 *  ID-token values, since the user is already authenticated by then. */
async function withUserInfo(config: client.Configuration, accessToken: string, claims: Record<string, unknown>) {
  const profile: Record<string, unknown> = { ...claims };
  const missing = ['email', 'name', 'picture', 'profile'].some((k) => !nonEmpty(claims[k]));
  const sub = claims.sub;
  if (!missing || typeof sub !== 'string' || !config.serverMetadata().userinfo_endpoint) return profile;
  try {
    const info = await client.fetchUserInfo(config, accessToken, sub);
    for (const [k, v] of Object.entries(info)) if (!nonEmpty(profile[k])) profile[k] = v;
  } catch {
    // keep the ID token's claims (see above)
  }
  return profile;
}

const nonEmpty = (v: unknown) => v !== undefined && v !== null && v !== '';

/** §2.8 oidc keys: profile fields, the common `io.flipt.auth.*` copies, and every ID-token claim as JSON. */
function oidcMetadata(provider: string, claims: Record<string, unknown>, profile: Record<string, unknown>) {
  const metadata: Record<string, string> = { 'io.flipt.auth.oidc.provider': provider };
  const set = (key: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') metadata[key] = v;
  };
  for (const field of ['email', 'name', 'profile', 'picture', 'sub']) set(`io.flipt.auth.oidc.${field}`, profile[field]);
  for (const field of ['email', 'name', 'picture']) set(`io.flipt.auth.${field}`, profile[field]);
  if (typeof profile.email_verified === 'boolean') metadata['io.flipt.auth.oidc.email_verified'] = String(profile.email_verified);
  metadata['io.flipt.auth.claims'] = goJson(claims);
  return metadata;
}

/** JSON as Go's `json.Marshal` writes a map: keys sorted, and `<`, `>`, `&`, U+2028/2029 escaped. */
function goJson(v: unknown): string {
  const escapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
  return JSON.stringify(sortKeys(v)).replace(/[<>&\u2028\u2029]/g, (c) => escapes[c] as string);
}

/** Go marshals maps with sorted keys; the claims JSON keeps that order. */
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  }
  return v;
}

/** Flipt wraps every error of a leg with the leg's name; the gRPC code survives the wrapping. */
function prefixed(prefix: string, err: unknown): GrpcError {
  if (err instanceof GrpcError) return new GrpcError(err.code, prefix + err.message);
  return internal(prefix + (err instanceof Error ? err.message : String(err)));
}
