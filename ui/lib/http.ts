// The one way the console talks to the server (SPEC §7–8): relative URLs, JSON headers, the CSRF
// token, the `reference` parameter, 401 handling and error mapping (http-errors), over a swappable
// transport (http-transport). What comes from the rest of the app (the stored token and
// reference, what a 401 does) is handed in with configureRequests.
import * as v from 'valibot';
import { noteWritten } from './created';
import { failure, unexpected, unreachable, ApiError, UNEXPECTED_ERROR } from './http-errors';
import { transport } from './http-transport';

export { ApiError, errorText, isApiError, PERMISSION_DENIED, UNEXPECTED_ERROR } from './http-errors';
export { endStart, resetTransport, transport, type Transport } from './http-transport';

/** What request() needs from the app, handed in once at start (ui/app/requests.ts). */
export type RequestContext = {
  /** The stored CSRF token, sent on every call outside meta/. */
  csrfToken(): string | null;
  /** Keeps the token a meta/ response hands out. */
  saveCsrfToken(token: string): void;
  /** The current reference, which api/v1 and evaluate/v1 calls carry. */
  reference(): string | null;
  /** SPEC §4's handling of a 401, unless the call only throws (`unauthorized: 'throw'`). */
  onUnauthorized(): void;
};

const context: RequestContext = {
  csrfToken: () => null,
  saveCsrfToken: () => undefined,
  reference: () => null,
  onUnauthorized: () => undefined,
};

/** Hands request() the app's CSRF token, reference and 401 handling. */
export function configureRequests(next: RequestContext): void {
  Object.assign(context, next);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Query;
  /** 'handle' (default) runs the SPEC §4 401 handling; 'throw' only throws (session start). */
  unauthorized?: 'handle' | 'throw';
  /** Cancels the call; it then rejects with the signal's AbortError. */
  signal?: AbortSignal;
};

/** What a conditional GET (`ifNoneMatch`) found: the status (304: unchanged) and the resource's ETag. */
export type Probe = { status: number; etag: string | null };

const REFERENCED = /^(api\/v1|evaluate\/v1)(\/|$)/;

/** Builds the relative URL: no leading slash, query appended, `reference` added where it applies. */
export function buildUrl(path: string, query: Query = {}): string {
  const [rawPath = '', rawSearch = ''] = path.replace(/^\/+/, '').split('?');
  const params = new URLSearchParams(rawSearch);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const ref = context.reference();
  if (ref && REFERENCED.test(rawPath) && !params.has('reference')) params.set('reference', ref);
  const search = params.toString();
  return search ? `${rawPath}?${search}` : rawPath;
}

function headersFor(isMeta: boolean, etag: string | null | undefined): Record<string, string> {
  // A probe (etag given, even null) is a bodiless conditional GET, sent as before it went through
  // request(): no Content-Type, which also tells it apart from the snapshot's other readers.
  const headers: Record<string, string> = etag === undefined ? { 'Content-Type': 'application/json' } : {};
  headers.Accept = 'application/json';
  headers['Cache-Control'] = 'no-store';
  const token = context.csrfToken();
  if (token && !isMeta) headers['x-csrf-token'] = token;
  if (etag) headers['If-None-Match'] = etag;
  return headers;
}

/** The body as JSON (undefined when empty); a body that is not JSON fails with SPEC §8's text. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw new ApiError(response.status, UNEXPECTED_ERROR, text);
  }
}

/**
 * Sends one call; resolves with the parsed body or throws ApiError. With `ifNoneMatch` (an ETag,
 * or null when none is known yet) it is a conditional GET that resolves with the status and ETag
 * of a 2xx or 304 and leaves the body unread (live refresh's probe).
 */
export function request(path: string, options: RequestOptions & { ifNoneMatch: string | null }): Promise<Probe>;
export function request<S extends v.GenericSchema>(path: string, options: RequestOptions & { schema: S }): Promise<v.InferOutput<S>>;
export function request(path: string, options?: RequestOptions & { schema?: undefined }): Promise<unknown>;
export async function request(path: string, options: RequestOptions & { schema?: v.GenericSchema; ifNoneMatch?: string | null } = {}): Promise<unknown> {
  const { method = 'GET', body, query, schema, unauthorized = 'handle', signal, ifNoneMatch } = options;
  const url = buildUrl(path, query);
  const isMeta = url.startsWith('meta/');
  const init: RequestInit = { method, headers: headersFor(isMeta, ifNoneMatch) };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;
  // no-store: the browser neither answers from its cache nor adds validators of its own.
  if (ifNoneMatch !== undefined) init.cache = 'no-store';

  let response: Response;
  try {
    response = await transport.fetch(url, init);
  } catch (error) {
    signal?.throwIfAborted();
    throw unreachable(method, error);
  }

  const token = isMeta ? response.headers.get('x-csrf-token') : null;
  if (token) context.saveCsrfToken(token);

  if (response.status === 401 && unauthorized === 'handle') context.onUnauthorized();
  if (ifNoneMatch !== undefined && (response.ok || response.status === 304)) {
    void response.body?.cancel().catch(() => undefined);
    return { status: response.status, etag: response.headers.get('etag') } satisfies Probe;
  }
  const payload = await readJson(response);
  if (!response.ok) throw failure(response.status, payload, method);
  noteWritten(method, url, body);
  if (!schema) return payload;
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) throw unexpected(response.status, url.split('?')[0] ?? url, parsed.issues);
  return parsed.output;
}
