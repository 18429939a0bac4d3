import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GrpcError, errorBody, Code, internal } from '../core/errors';
import { parseBody } from '../core/decode';
import { Reply, type Ctx, type Middleware, type Router } from '../core/router';
import { answerClientErrors } from './client-errors';
import { endBody } from './encoding';
import { jsonBytes } from '../core/json-text';

/** Largest request body accepted: gRPC's default receive limit, which Flipt's gateway hits first. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Serves what no API prefix claims (the console's files). */
export type Fallback = (req: IncomingMessage, res: ServerResponse, path: string) => void;

export interface AppOptions {
  router: Router;
  prefixes: readonly string[];
  middleware?: Middleware[];
  fallback: Fallback;
  headers: Record<string, string>;
  onError?: (err: unknown) => void;
  /** Runs first on every request (CORS headers); true when it has answered the request itself. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** A client went away before its request was read: routine, not an error (`what`: method and path). */
  onAbort?: (what: string) => void;
}

/** The client closed the connection while its body was being read. */
class ClientAborted extends Error {}

export function createApp(opts: AppOptions): Server {
  const fixed = Object.entries(opts.headers);
  const server = createServer((req, res) => {
    for (const [k, v] of fixed) res.setHeader(k, v);
    if (opts.before?.(req, res)) return void req.resume();
    handle(opts, req, res).catch((err) => {
      if (err instanceof ClientAborted) return opts.onAbort?.(`${req.method} ${req.url}`);
      opts.onError?.(err);
      if (!res.headersSent) void send(res, toReply(internal('internal error')));
      else res.destroy();
    });
  });
  answerClientErrors(server);
  return server;
}

async function handle(opts: AppOptions, req: IncomingMessage, res: ServerResponse) {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  // Split by hand: new URL() per request is a measurable share of evaluation latency.
  const pathname = q < 0 ? raw : raw.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
  const path = withoutTrailingSlashes(pathname);
  if (!opts.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) {
    return opts.fallback(req, res, pathname);
  }
  const method = req.method ?? 'GET';
  const ctx: Ctx = { method, path, params: {}, query, body: {}, headers: req.headers, state: {}, replyHeaders: {}, afterDecode: [] };
  try {
    const reply = await dispatch(opts, req, ctx);
    await send(res, reply, ctx.replyHeaders);
  } catch (err) {
    if (err instanceof ClientAborted) throw err;
    if (!(err instanceof GrpcError)) opts.onError?.(err);
    if (res.headersSent) return void res.destroy();
    await send(res, toReply(err), ctx.replyHeaders);
  }
}

/** `/a/b///` → `/a/b`, `/` stays; a loop, because `/\/+$/` is quadratic on a long run of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end--;
  return pathname.slice(0, end);
}

async function dispatch(opts: AppOptions, req: IncomingMessage, ctx: Ctx): Promise<Reply> {
  const found = opts.router.match(ctx.method, ctx.path);
  if (found.kind === 'none') {
    await drain(req);
    throw new GrpcError(Code.NotFound, 'Not Found');
  }
  if (found.kind === 'wrong-method') {
    await drain(req);
    throw new GrpcError(Code.Unimplemented, 'Method Not Allowed');
  }
  ctx.params = found.params;
  for (const mw of opts.middleware ?? []) {
    const early = await mw(ctx);
    if (early) {
      await drain(req);
      return early;
    }
  }
  const text = await readBody(req);
  if (ctx.method === 'POST' || ctx.method === 'PUT' || ctx.method === 'PATCH') ctx.body = await parseBody(text);
  for (const check of ctx.afterDecode) {
    const refused = check(ctx.body);
    if (refused) return refused;
  }
  const result = await found.handler(ctx);
  return result instanceof Reply ? result : new Reply(200, result ?? {});
}

function toReply(err: unknown): Reply {
  const e = err instanceof GrpcError ? err : internal(err instanceof Error ? err.message : String(err));
  const headers: Record<string, string> = {};
  if (e.code === Code.Unauthenticated) headers['WWW-Authenticate'] = e.message;
  return new Reply(e.status, errorBody(e), headers);
}

async function send(res: ServerResponse, reply: Reply, extra: Record<string, string | string[]> = {}) {
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  for (const [k, v] of Object.entries(reply.headers)) {
    const before = res.getHeader(k);
    // Cookies from both sources are kept; any other reply header wins.
    if (k.toLowerCase() === 'set-cookie' && before !== undefined) res.setHeader(k, [before, v].flat().map(String));
    else res.setHeader(k, v);
  }
  res.statusCode = reply.status;
  if (reply.status === 304) return void res.end();
  const body = reply.body;
  if (typeof body === 'string') return endBody(res, Buffer.from(body), res.req.headers['accept-encoding']);
  if (Buffer.isBuffer(body)) return endBody(res, body, res.req.headers['accept-encoding']);
  res.setHeader('Content-Type', 'application/json');
  endBody(res, await jsonBytes(body), res.req.headers['accept-encoding']);
}

/** Reads the body up to MAX_BODY_BYTES; beyond that the gRPC size error, as Flipt answers. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) return resolve(Buffer.concat(chunks).toString('utf8'));
      const msg = `grpc: received message larger than max (${size} vs. ${MAX_BODY_BYTES})`;
      reject(new GrpcError(Code.ResourceExhausted, msg));
    });
    // 'error' while reading is the client resetting or abandoning the connection.
    req.on('error', () => reject(new ClientAborted('aborted')));
  });
}

function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    req.on('end', resolve).on('error', () => resolve()).resume();
  });
}
