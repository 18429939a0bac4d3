// The one way the console talks to the server (SPEC §7–8): relative URLs, JSON headers, the CSRF
// token, the `reference` parameter, 401 handling and error mapping. What comes from the rest of
// the app (the stored token and reference, what a 401 does) is handed in with configureRequests;
// tests swap `transport`.
import * as v from 'valibot';
import { noteWritten } from './created';

/** The message for a failed reply whose body is not JSON (SPEC §8). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** A failed call: HTTP status (0 when the server was not reached), the server's message, the rest. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** True for an ApiError, optionally with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Browser effects behind the data layer, swappable in tests. */
export type Transport = {
  fetch(url: string, init: RequestInit): Promise<Response>;
  reload(): void;
  assign(url: string): void;
};

/**
 * The GETs index.html's inline script started before the bundle ran (app/starter.ts), by URL:
 * the first call of one takes it instead of sending its own, until the start-up (GETs only) ends.
 */
const starts = globalThis as { __fliptStart?: Record<string, Promise<Response>> | undefined };

/** Ends the start-up: later calls always send their own request. */
export const endStart = () => (starts.__fliptStart = undefined);

const browserTransport: Transport = {
  fetch: (url, init) => {
    const started = starts.__fliptStart;
    const early = started?.[url];
    delete started?.[url];
    return early ?? globalThis.fetch(url, init);
  },
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};

/** The live transport. Assign its members to swap them; `resetTransport` restores the browser's. */
export const transport: Transport = { ...browserTransport };

/** Puts the browser's fetch, reload and navigation back into `transport`. */
export function resetTransport(): void {
  Object.assign(transport, browserTransport);
}

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

function headersFor(isMeta: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Cache-Control': 'no-store',
  };
  const token = context.csrfToken();
  if (token && !isMeta) headers['x-csrf-token'] = token;
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

/** What a refusal by Flipt's authorization policy (403 `permission denied`) says, per kind of call. */
export const PERMISSION_DENIED = {
  read: 'Permission denied: your role may not view this.',
  write: 'Permission denied: your role may not make this change. What you entered is still here.',
};

/** The error for a non-2xx reply: the server's `message` when it sent one, a policy's refusal in words. */
function failure(status: number, value: unknown, method: Method): ApiError {
  const body = value as { message?: unknown; details?: unknown } | null | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR;
  const refused = status === 403 && message === 'permission denied';
  return new ApiError(status, refused ? PERMISSION_DENIED[method === 'GET' ? 'read' : 'write'] : message, body?.details ?? body);
}

function describeIssues(path: string, issues: v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  const where = first ? v.getDotPath(first) : null;
  return `Unexpected response from ${path}: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid data'}`;
}

/** What a call that never reached the service means for the operator; a write says it was not saved. */
function unreachable(method: string, error: unknown): string {
  const why = `Could not reach the service (${error instanceof Error && error.message ? error.message : 'no answer'})`;
  if (method === 'GET') return `${why}.`;
  return `${why}: the change was not saved. What you entered is still here; try again to send it.`;
}

/** Sends one call; resolves with the parsed body or throws ApiError. */
export function request<S extends v.GenericSchema>(path: string, options: RequestOptions & { schema: S }): Promise<v.InferOutput<S>>;
export function request(path: string, options?: RequestOptions & { schema?: undefined }): Promise<unknown>;
export async function request(path: string, options: RequestOptions & { schema?: v.GenericSchema } = {}): Promise<unknown> {
  const { method = 'GET', body, query, schema, unauthorized = 'handle', signal } = options;
  const url = buildUrl(path, query);
  const isMeta = url.startsWith('meta/');
  const init: RequestInit = { method, headers: headersFor(isMeta) };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await transport.fetch(url, init);
  } catch (error) {
    signal?.throwIfAborted();
    throw new ApiError(0, unreachable(method, error), error);
  }

  const token = isMeta ? response.headers.get('x-csrf-token') : null;
  if (token) context.saveCsrfToken(token);

  if (response.status === 401 && unauthorized === 'handle') context.onUnauthorized();
  const payload = await readJson(response);
  if (!response.ok) throw failure(response.status, payload, method);
  noteWritten(method, url, body);
  if (!schema) return payload;
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(response.status, describeIssues(url.split('?')[0] ?? url, parsed.issues), parsed.issues);
  return parsed.output;
}

/**
 * The text to show for any error (SPEC §8): an object's `message` string, or its `data.message`,
 * else its JSON form, else its string form.
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, data } = error as { message?: unknown; data?: unknown };
    if (typeof message === 'string') return message;
    const nested = (data as { message?: unknown } | null | undefined)?.message;
    if (typeof data === 'object' && data !== null && typeof nested === 'string') return nested;
    try {
      const json = JSON.stringify(error);
      if (json !== undefined) return json;
    } catch {
      // Circular: fall through to the string form.
    }
  }
  return String(error);
}
