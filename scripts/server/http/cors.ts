import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsAllows, type CorsSettings } from './origins';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const MAX_AGE_S = '300';

/**
 * Flipt's CORS handling when `cors.enabled` (go-chi/cors with Flipt's options): an allowed
 * origin gets `Access-Control-Allow-Origin` (`*` when every origin is allowed) with credentials;
 * preflights are answered here, 200 with or without permission. Returns true when it answered.
 */
export function corsHandler(cors: CorsSettings) {
  const anyHeader = cors.allowedHeaders.includes('*');
  const headerOk = new Set(['origin', ...cors.allowedHeaders.map((h) => h.toLowerCase())]);
  const allowOrigin = (res: ServerResponse, origin: string) => {
    res.setHeader('Access-Control-Allow-Origin', cors.allowedOrigins.includes('*') ? '*' : origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!cors.enabled) return false;
    const origin = req.headers.origin;
    const allowed = origin !== undefined && corsAllows(cors, origin);
    const method = req.headers['access-control-request-method']?.toUpperCase();
    if (req.method !== 'OPTIONS' || method === undefined) {
      res.setHeader('Vary', 'Origin');
      if (allowed && METHODS.includes(req.method ?? '')) {
        allowOrigin(res, origin);
        res.setHeader('Access-Control-Expose-Headers', 'Link');
      }
      return false;
    }
    res.setHeader('Vary', ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers']);
    const asked = (req.headers['access-control-request-headers'] ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    if (allowed && METHODS.includes(method) && (anyHeader || asked.every((h) => headerOk.has(h.toLowerCase())))) {
      allowOrigin(res, origin);
      res.setHeader('Access-Control-Allow-Methods', method);
      if (asked.length) res.setHeader('Access-Control-Allow-Headers', asked.join(', '));
      res.setHeader('Access-Control-Max-Age', MAX_AGE_S);
    }
    res.statusCode = 200;
    res.end();
    return true;
  };
}
