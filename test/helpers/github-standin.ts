import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

/** What the stand-in says about the signed-in GitHub user. */
export interface GithubAccount {
  id: number;
  login: string;
  name: string;
  email: string;
  avatar_url: string;
  orgs: string[];
  /** `org/team-slug` entries. */
  teams: string[];
}

export interface GithubStandin {
  /** Serves both `server_url` and `api_url`. */
  url: string;
  /** The account the next authorize request signs in as. */
  signInAs(account: GithubAccount): void;
  /** Query strings the authorize endpoint received, newest last. */
  authorizeRequests: URLSearchParams[];
  stop(): Promise<void>;
}

/**
 * A local stand-in for GitHub's OAuth web flow and the four API endpoints Flipt reads:
 * `/login/oauth/authorize` approves at once and redirects with a code,
 * `/login/oauth/access_token` trades it (GitHub's 200-with-`error` answer for a bad code),
 * `/user`, `/user/orgs`, `/user/teams` answer for the bearer token's account.
 */
export async function startGithubStandin(client: { id: string; secret: string }): Promise<GithubStandin> {
  let current: GithubAccount | undefined;
  const codes = new Map<string, GithubAccount>();
  const tokens = new Map<string, GithubAccount>();
  const authorizeRequests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (url.pathname === '/login/oauth/authorize') {
      authorizeRequests.push(url.searchParams);
      const code = randomUUID();
      if (current) codes.set(code, current);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return void res.writeHead(302, { Location: back.href }).end();
    }
    if (url.pathname === '/login/oauth/access_token') return void exchange(req, res, client, codes, tokens);
    const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return json(res, 401, { message: 'Bad credentials' });
    return api(url.pathname, account, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    signInAs: (account) => void (current = account),
    authorizeRequests,
    stop: () => close(server),
  };
}

function exchange(
  req: IncomingMessage,
  res: ServerResponse,
  client: { id: string; secret: string },
  codes: Map<string, GithubAccount>,
  tokens: Map<string, GithubAccount>,
) {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    // The client may authenticate in the form or with HTTP Basic, as GitHub allows (Go's oauth2
    // tries Basic first and retries in the form); a refused attempt leaves the code usable.
    const [id, secret] = basicCredentials(req) ?? [form.get('client_id'), form.get('client_secret')];
    if (id !== client.id || secret !== client.secret) {
      return json(res, 200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
    }
    const account = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!account) return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    const token = `gho_${randomUUID().replace(/-/g, '')}`;
    tokens.set(token, account);
    return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:org,user:email' });
  });
}

/** `[id, secret]` from an `Authorization: Basic` header (each part form-encoded, RFC 6749 §2.3.1). */
function basicCredentials(req: IncomingMessage): [string, string] | undefined {
  const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!m) return undefined;
  const text = Buffer.from(m[1] as string, 'base64').toString();
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  return [decode(text.slice(0, colon)), decode(text.slice(colon + 1))];
}

function api(path: string, a: GithubAccount, res: ServerResponse) {
  switch (path) {
    case '/user':
      return json(res, 200, { id: a.id, login: a.login, name: a.name, email: a.email, avatar_url: a.avatar_url });
    case '/user/orgs':
      return json(res, 200, a.orgs.map((login) => ({ login })));
    case '/user/teams':
      return json(res, 200, a.teams.map((t) => {
        const [org, slug] = t.split('/');
        return { slug, organization: { login: org } };
      }));
    default:
      return json(res, 404, { message: 'Not Found' });
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function close(server: Server): Promise<void> {
  return new Promise((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });
}
