// A fake server for unit tests (STYLE §9): a route table that records every call with its parsed
// body and refuses unregistered routes, so a test cannot pass by accident. Plug it in through
// Providers' `transport` seam (render does) or `installFakeApi`.
import { transport, type Transport } from '../../ui/lib/http';

export type FakeRequest = {
  method: string;
  /** Path without the query and without a leading slash: `api/v1/namespaces`. */
  path: string;
  /** The URL as the console sent it (relative). */
  url: string;
  query: Record<string, string>;
  /** Values of `:name` segments in the matched route. */
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
};

const REPLY = Symbol('reply');
export type Reply = { [REPLY]: true; status: number; body: string; headers: Record<string, string> };

/** A JSON reply with a status (and headers). */
export function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Reply {
  return { [REPLY]: true, status, body: body === undefined ? '' : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

/** A plain-text reply (e.g. gorilla/csrf's 403). */
export function textReply(status: number, body: string, headers: Record<string, string> = {}): Reply {
  return { [REPLY]: true, status, body, headers: { 'content-type': 'text/plain', ...headers } };
}

/** Flipt's error body (API.md §1.4) with the given status. */
export function apiError(status: number, message: string): Reply {
  return reply(status, { code: status === 404 ? 5 : status === 401 ? 16 : 3, message, details: [] });
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

type Responder = unknown | ((request: FakeRequest) => unknown);
type Route = { method: string; segments: string[]; query: Record<string, string>; responder: Responder };

const normalize = (path: string) => path.replace(/^\/+/, '');

function parseRoute(method: string, path: string, responder: Responder): Route {
  const [bare = '', search = ''] = normalize(path).split('?');
  return { method: method.toUpperCase(), segments: bare.split('/'), query: Object.fromEntries(new URLSearchParams(search)), responder };
}

function match(route: Route, request: FakeRequest): Record<string, string> | null {
  if (route.method !== request.method) return null;
  const parts = request.path.split('/');
  if (parts.length !== route.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of route.segments.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = parts[i] ?? '';
    else if (segment !== parts[i]) return null;
  }
  for (const [name, value] of Object.entries(route.query)) if (request.query[name] !== value) return null;
  return params;
}

export type DefaultsOptions = {
  authRequired?: boolean;
  storageType?: string;
  info?: Record<string, unknown>;
  config?: Record<string, unknown> | null;
  namespaces?: Array<Record<string, unknown>>;
};

export class FakeApi {
  readonly calls: FakeRequest[] = [];
  /** Requests that matched no route; `verify` throws when there are any. */
  readonly unmatched: string[] = [];
  /** URLs the console navigated to through `transport.assign`. */
  readonly assigned: string[] = [];
  reloads = 0;
  private routes: Route[] = [];

  /**
   * Registers a route answering with a value (JSON, or a `reply`), or with what a handler returns
   * for the request. A later registration of the same route wins. `:name` segments match any value.
   */
  on(method: string, path: string, handler: (request: FakeRequest) => unknown): this;
  on(method: string, path: string, response: unknown): this;
  on(method: string, path: string, responder: Responder): this {
    this.routes.unshift(parseRoute(method, path, responder));
    return this;
  }

  /** Registers a route answering with Flipt's error body. */
  fail(method: string, path: string, status: number, message: string): this {
    return this.on(method, path, apiError(status, message));
  }

  /**
   * Registers what every screen loads: meta info and config, auth/v1/self (401 unless auth is
   * required), and the namespace list with 'default'. Register overrides after this.
   */
  defaults(options: DefaultsOptions = {}): this {
    const required = options.authRequired ?? false;
    const storage = options.storageType ?? 'database';
    this.on('GET', 'meta/info', {
      version: 'v1.54.0',
      commit: 'abcdef0123456789',
      isRelease: true,
      updateAvailable: false,
      authentication: { required },
      storage: { type: storage },
      analytics: {},
      ui: {},
      ...options.info,
    });
    this.on('GET', 'meta/config', options.config === null ? apiError(404, 'Not Found') : { storage: { type: storage }, ui: {}, ...options.config });
    this.on('GET', 'auth/v1/self', required ? { id: 'u1', method: 'METHOD_OIDC', metadata: {} } : apiError(401, 'request was not authenticated'));
    this.on('GET', 'api/v1/namespaces', {
      namespaces: options.namespaces ?? [{ key: 'default', name: 'Default', description: 'Default namespace', protected: true }],
      nextPageToken: '',
      totalCount: (options.namespaces ?? [1]).length,
    });
    // The segments list and page read segment usage from the evaluation snapshot: no flag uses any.
    this.on('GET', 'internal/v1/evaluation/snapshot/namespace/:ns', ({ params }) => ({ namespace: { key: params.ns }, flags: [] }));
    return this;
  }

  /** Calls to a method and path (query ignored; `:name` segments allowed). */
  callsTo(method: string, path: string): FakeRequest[] {
    const route = parseRoute(method, path.split('?')[0] ?? path, null);
    return this.calls.filter((call) => match(route, call));
  }

  count(method: string, path: string): number {
    return this.callsTo(method, path).length;
  }

  /** The last call, optionally of a method (and path). */
  last(method?: string, path?: string): FakeRequest | undefined {
    const calls = path && method ? this.callsTo(method, path) : this.calls.filter((c) => !method || c.method === method.toUpperCase());
    return calls.at(-1);
  }

  /** Throws when any request went unanswered. */
  verify(): void {
    if (this.unmatched.length) throw new Error(`fakeApi: unregistered route(s): ${this.unmatched.join(', ')}`);
  }

  readonly fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const request = this.record(url, init);
    const route = this.routes.map((r) => ({ r, params: match(r, request) })).find((m) => m.params);
    if (!route?.params) {
      this.unmatched.push(`${request.method} ${request.url}`);
      throw new Error(`fakeApi: no route for ${request.method} ${request.url}`);
    }
    request.params = route.params;
    const responder = route.r.responder;
    const answer = typeof responder === 'function' ? await (responder as (r: FakeRequest) => unknown)(request) : responder;
    const out = isReply(answer) ? answer : reply(200, answer ?? {});
    return new Response(out.body === '' ? null : out.body, { status: out.status, headers: out.headers });
  };

  /** The transport seam: this fetch, and reload/assign recorded instead of leaving the page. */
  readonly transport: Transport = {
    fetch: this.fetch,
    reload: () => {
      this.reloads += 1;
    },
    assign: (url) => {
      this.assigned.push(url);
    },
  };

  private record(url: string, init: RequestInit): FakeRequest {
    const parsed = new URL(normalize(url), 'http://console.test/');
    const text = typeof init.body === 'string' ? init.body : '';
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: parsed.pathname.replace(/^\/+/, ''),
      url,
      query: Object.fromEntries(parsed.searchParams),
      params: {},
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers,
    };
    this.calls.push(request);
    return request;
  }
}

/** A new, empty fake server. */
export function fakeApi(): FakeApi {
  return new FakeApi();
}

/** Routes lib/http's transport to a fake for tests that call request() without rendering. */
export function installFakeApi(api: FakeApi): FakeApi {
  Object.assign(transport, api.transport);
  return api;
}
