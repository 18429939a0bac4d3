import type { IncomingHttpHeaders } from 'node:http';
import type { Body } from './decode';

/** What a handler sees of one request. */
export interface Ctx {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Body;
  headers: IncomingHttpHeaders;
  /** Per-request facts set by middleware (e.g. the caller's authentication). */
  state: Record<string, unknown>;
  /** Headers added to whatever reply this request gets, errors included (e.g. a CSRF cookie). */
  replyHeaders: Record<string, string | string[]>;
  /** Checks middleware defers until the body is decoded; they run before the handler. */
  afterDecode: Array<(body: Body) => void | Reply>;
}

/** A reply with a status or headers of its own; any other handler result is sent as JSON with 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string | string[]> = {},
  ) {}
}

export type Handler = (ctx: Ctx) => unknown;

/** Runs before the handler and before the body is decoded; may throw a GrpcError or return a Reply. */
export type Middleware = (ctx: Ctx) => Reply | void | Promise<Reply | void>;

interface Route {
  method: string;
  parts: string[];
  literals: number;
  handler: Handler;
}

export type Match =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'wrong-method' }
  | { kind: 'none' };

/** A route table: `/api/v1/namespaces/:ns/flags/:key`; literal segments win over parameters. */
export class Router {
  private routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    const parts = pattern.split('/').filter(Boolean);
    const literals = parts.filter((p) => !p.startsWith(':')).length;
    this.routes.push({ method, parts, literals, handler });
    return this;
  }

  match(method: string, path: string): Match {
    const segments = path.split('/').filter(Boolean);
    let best: { route: Route; params: Record<string, string> } | undefined;
    let pathKnown = false;
    for (const route of this.routes) {
      const params = matchParts(route.parts, segments);
      if (!params) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      if (!best || route.literals > best.route.literals) best = { route, params };
    }
    if (best) return { kind: 'found', handler: best.route.handler, params: best.params };
    return pathKnown ? { kind: 'wrong-method' } : { kind: 'none' };
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | undefined {
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const seg = segments[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(seg);
      } catch {
        return undefined;
      }
    } else if (part !== seg) return undefined;
  }
  return params;
}
