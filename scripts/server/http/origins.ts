import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config/model';

export type CorsSettings = Config['cors'];

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host:port` of an origin or a Host header value (read with the origin's scheme); undefined when unreadable. */
function authority(protocol: string, host: string): string | undefined {
  try {
    const url = new URL(`${protocol}//${host}`);
    return `${url.hostname}:${url.port || DEFAULT_PORTS[protocol] || ''}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` is the service itself: the host the browser addressed (Host, or the
 * X-Forwarded-Host a proxy sets; a page cannot add that header to a request it sends elsewhere
 * without a preflight the service never grants).
 */
export function isOwnOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const from = authority(url.protocol, url.host);
  const forwarded = headers['x-forwarded-host'];
  const hosts = [headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',').map((h) => h.trim()) : [])];
  return from !== undefined && hosts.some((h) => h !== undefined && authority(url.protocol, h) === from);
}

/** Whether CORS is on and lets `origin` in (`*` lets every origin in). */
export const corsAllows = (cors: CorsSettings, origin: string) =>
  cors.enabled && (cors.allowedOrigins.includes('*') || cors.allowedOrigins.includes(origin));
