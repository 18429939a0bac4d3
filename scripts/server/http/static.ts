import { createReadStream, existsSync, readFile, readFileSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncodings, endBody, isCompressible, varyOnEncoding } from './encoding';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flipt console not built</title></head>
<body><h1>The console is not built</h1><p>The API is running. Run <code>npm run build</code> to build the console into <code>embed/</code>, then reload.</p></body></html>`;

/** Precompressed siblings the build writes next to an asset, in order of preference. */
const PRECOMPRESSED: Array<[encoding: string, suffix: string]> = [['br', '.br'], ['gzip', '.gz']];

/**
 * Serves the built console from `dir` like Go's http.FileServer over the embed package's FS():
 * only `index.html` (also at `/`) and the files under `assets/`; the package's Go sources next to
 * them are not part of the console. No index fallback.
 *
 * On the wire: hashed assets are immutable for a year and go out as the build's brotli or gzip
 * sibling when the client accepts one; index.html is revalidated on every load (`no-cache`) and
 * gzipped on the fly, like anything compressible without a sibling (a development build).
 */
export function serveStatic(dir: string) {
  return (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      return void res.end('405 method not allowed\n');
    }
    const file = consoleFile(dir, path);
    if (path === '/' && !existsSync(join(dir, 'index.html'))) return sendText(res, 200, 'text/html; charset=utf-8', notBuilt);
    if (!file || !isFile(file)) return sendText(res, 404, 'text/plain; charset=utf-8', '404 page not found\n');
    const type = types[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    if (!isCompressible(type)) return sendFile(req, res, file);
    varyOnEncoding(res);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const sibling = PRECOMPRESSED.find(([encoding, suffix]) => accepted.has(encoding) && isFile(file + suffix));
    if (sibling) {
      res.setHeader('Content-Encoding', sibling[0]);
      return sendFile(req, res, file + sibling[1]);
    }
    if (req.method === 'HEAD') return sendFile(req, res, file);
    readFile(file, (err, bytes) => (err ? res.destroy(err) : endBody(res, bytes, req.headers['accept-encoding'])));
  };
}

/** Streams a file with its length; a client that leaves early closes the file too. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
  res.setHeader('Content-Length', statSync(file).size);
  if (req.method === 'HEAD') return void res.end();
  pipeline(createReadStream(file), res, () => {});
}

/** The file a URL path names, when it is the console's: index.html or one under assets/. */
function consoleFile(dir: string, path: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (rel === '/' || rel === '/index.html') return join(dir, 'index.html');
  const file = normalize(join(dir, rel));
  return file.startsWith(join(dir, 'assets') + sep) ? file : undefined;
}

function isFile(file: string) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function sendText(res: ServerResponse, status: number, type: string, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(text);
}

/**
 * The headers the embed package tells Flipt to send with the console (its AdditionalHeaders),
 * read from embed/embed.go so the Go service and this one can never drift apart: each
 * `"Name": value,` line of the function's map, a value being a string or a string constant of
 * the file. `fallback` applies when the package is absent or its map cannot be read.
 */
export function embedHeaders(dir: string, fallback: Record<string, string>): Record<string, string> {
  let source: string;
  try {
    source = readFileSync(join(dir, 'embed.go'), 'utf8');
  } catch {
    return fallback;
  }
  const map = /func AdditionalHeaders\(\) map\[string\]string \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const constants = new Map([...source.matchAll(/^const (\w+) = "([^"]*)"$/gm)].map((m) => [m[1], m[2]]));
  const headers: Record<string, string> = {};
  for (const [, name, text, constant] of map.matchAll(/^\s*"([\w-]+)":\s*(?:"([^"]*)"|(\w+)),$/gm)) {
    const value = text ?? constants.get(constant ?? '');
    if (name && value !== undefined) headers[name] = value;
  }
  return Object.keys(headers).length ? headers : fallback;
}
