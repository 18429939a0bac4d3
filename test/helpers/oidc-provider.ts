import { createServer, type RequestListener, type Server } from 'node:http';
// @ts-expect-error oidc-provider ships no type declarations; the little used here is typed below.
import ProviderModule from 'oidc-provider';

type Account = { accountId: string; claims(): Record<string, unknown> };
const Provider = ProviderModule as new (
  issuer: string,
  config: Record<string, unknown> & { findAccount(ctx: unknown, sub: string): Account | undefined },
) => { callback(): RequestListener };

/** A person the test IdP knows. */
export interface IdpUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
  profile: string;
}

export interface IdpOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: IdpUser[];
  /** False puts the profile claims in the ID token itself (as Google does); true (the OIDC
   *  default) leaves them to the userinfo endpoint. */
  conformIdTokenClaims?: boolean;
}

export interface Idp {
  issuer: string;
  stop(): Promise<void>;
  /** Logs `sub` in at the IdP and consents, starting from an authorize URL; resolves with the
   *  URL the IdP redirects the browser back to (the service's callback). */
  signIn(authorizeUrl: string, sub: string): Promise<URL>;
}

/** Starts a real OpenID provider (panva's oidc-provider) on 127.0.0.1 with one confidential client. */
export async function startIdp(opts: IdpOptions): Promise<Idp> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
      redirect_uris: opts.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture', 'profile'] },
    conformIdTokenClaims: opts.conformIdTokenClaims ?? true,
    cookies: { keys: ['test-only-cookie-key'] },
    // Explicit lifetimes keep the IdP from printing a notice for each artifact it issues.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => {
      const user = opts.users.find((u) => u.sub === sub);
      return user ? { accountId: sub, claims: () => ({ ...user }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    stop: () => close(server),
    signIn: (authorizeUrl, sub) => drive(new URL(authorizeUrl), sub, issuer),
  };
}

function close(server: Server): Promise<void> {
  return new Promise((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });
}

/** Follows the IdP's redirects like a browser, answering the login and consent prompts of the
 *  development interactions, until a redirect leaves the IdP. */
async function drive(start: URL, sub: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next: { url: URL; form?: Record<string, string> } = { url: start };
  for (let hop = 0; hop < 20; hop++) {
    if (next.url.origin !== new URL(issuer).origin) return next.url;
    const res = await send(next.url, jar, next.form);
    const location = res.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url) };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`IdP answered ${res.status}: ${html.slice(0, 500)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const form: Record<string, string> = prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt: 'consent' };
    next = { url: next.url, form };
  }
  throw new Error('too many redirects at the IdP');
}

async function send(url: URL, jar: Map<string, string>, form?: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = {};
  if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const init: RequestInit = { redirect: 'manual', headers, method: form ? 'POST' : 'GET' };
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(form).toString();
  }
  const res = await fetch(url, init);
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = (pair as string).indexOf('=');
    const name = (pair as string).slice(0, eq);
    const value = (pair as string).slice(eq + 1);
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}
