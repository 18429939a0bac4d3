import { isIP } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, GrpcError, errorBody } from '../core/errors';

/** Names that always reach this machine: a DNS answer cannot point them elsewhere. */
const LOOPBACK_NAMES = ['localhost'];

/** The host name of a Host header value (`rebind.test:8080` → `rebind.test`), lowercased; undefined when unreadable. */
function hostName(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

const bare = (name: string) => name.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a request for `name` may be answered. An IP address (the one the service listens on,
 * loopback, or another of this machine's) and `localhost` are never a DNS rebinding; any other
 * name must be the one the service listens on or one the operator allows: `*` allows every name,
 * `.example.com` that domain and its subdomains.
 */
export function hostAllowed(name: string, listening: string, allowed: readonly string[]): boolean {
  if (isIP(bare(name)) || name === bare(listening).toLowerCase()) return true;
  if (LOOPBACK_NAMES.some((n) => name === n || name.endsWith(`.${n}`))) return true;
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    return rule === '*' || rule === name || (rule.startsWith('.') && (name === rule.slice(1) || name.endsWith(rule)));
  });
}

/**
 * Refuses requests whose `Host` names a host this service was not told it answers to (issue 43):
 * a page on `http://rebind.test:8080` whose name an attacker's DNS points at 127.0.0.1 is
 * same-origin with its own requests, so neither CORS nor the write guard sees them; the browser's
 * Host header, which no page can change, still names it. A request without Host (HTTP/1.0, not a
 * browser) passes. Returns true when it answered the request itself: 403, Flipt's error shape.
 */
export function hostGuard(listening: string, allowed: readonly string[]) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const host = req.headers.host;
    if (host === undefined) return false;
    const name = hostName(host);
    if (name !== undefined && hostAllowed(name, listening, allowed)) return false;
    const refused = new GrpcError(
      Code.PermissionDenied,
      `request for host ${JSON.stringify(host)} refused: this service answers only to its own address, localhost and the hosts allowed by --allowed-host or FLIPT_SERVER_ALLOWED_HOSTS`,
    );
    res.statusCode = refused.status;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(errorBody(refused)));
    return true;
  };
}
