// Serves a built Flipt console (the `ui/dist` of Flipt's v1.54.0 tag) the way Flipt v1.54's HTTP
// server serves its embedded one (internal/cmd/http.go), so the race (race.mjs) compares ours
// with Flipt's as a browser really gets it:
// - Go's http.FileServer over the dist: `/` is index.html, `…/index.html` redirects to `./`, Go's
//   content types, and no Cache-Control, Last-Modified or ETag (embedded files have no mtime);
// - the ui package's AdditionalHeaders (nosniff and its CSP) on every response;
// - chi's middleware.Compress(gzip.DefaultCompression): gzip when the request accepts it, for
//   chi's text types only, with `Vary: Accept-Encoding`, streamed (chunked). Go's default level
//   means zlib's level 6; zlib's output is ~0.3% smaller than Go's on Flipt's bundle.
// - the paths Flipt mounts its API on go to the local service (asked for identity encoding and
//   compressed here, as Flipt compresses its own API answers).
// `node scripts/bench/flipt-console.mjs DIST UPSTREAM PORT` prints `listening on http://…`.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const API_PREFIXES = ['/api/v1', '/evaluate/v1', '/internal/v1', '/ofrep', '/auth/v1', '/meta', '/health', '/metrics'];

const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src * data:; frame-ancestors 'none'; connect-src 'self' https://app.formbricks.com; script-src-elem 'self' https://unpkg.com;",
};

// Go's built-in table (mime.TypeByExtension) for what a Vite build emits.
const GO_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

// chi's defaultCompressibleContentTypes.
const COMPRESSIBLE = new Set(['text/html', 'text/css', 'text/plain', 'text/javascript', 'application/javascript', 'application/x-javascript', 'application/json', 'application/atom+xml', 'application/rss+xml', 'image/svg+xml']);

const lowerCased = (headers) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const FLIPT_HEADERS = lowerCased(HEADERS);

/** Sends `status` and `headers`, then `body` (a stream or a string), gzipped as chi would. */
function respond(req, res, status, headers, body) {
  const out = { ...lowerCased(headers), ...FLIPT_HEADERS };
  const type = String(out['content-type'] ?? '').split(';')[0];
  const gzip = !out['content-encoding'] && COMPRESSIBLE.has(type) && /gzip/i.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    delete out['content-length'];
    Object.assign(out, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
  }
  res.writeHead(status, out);
  const sink = gzip ? createGzip({ level: 6 }) : res;
  if (gzip) sink.pipe(res);
  if (typeof body === 'string') sink.end(body);
  else body.pipe(sink);
}

const redirect = (req, res, location) => respond(req, res, 301, { Location: location, 'Content-Type': 'text/html; charset=utf-8' }, `<a href="${location}">Moved Permanently</a>.\n\n`);
const notFound = (req, res) => respond(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, '404 page not found\n');

/** Go's directory listing, for a directory without index.html. */
function listing(dir) {
  const names = readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
  return `<!doctype html>\n<meta name="viewport" content="width=device-width">\n<pre>\n${names.map((n) => `<a href="${n}">${n}</a>\n`).join('')}</pre>\n`;
}

/** http.FileServer(http.FS(dist)); like it, any method reads. */
function serveFile(dist, req, res, path) {
  if (path.endsWith('/index.html')) return redirect(req, res, './');
  const file = normalize(join(dist, path));
  if (file !== dist && !file.startsWith(dist + sep)) return notFound(req, res);
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return notFound(req, res);
  }
  const base = path.slice(path.lastIndexOf('/', path.length - 2) + 1);
  if (stat.isDirectory() && !path.endsWith('/')) return redirect(req, res, `${base}/`);
  if (!stat.isDirectory() && path.endsWith('/')) return redirect(req, res, `../${base.slice(0, -1)}`);
  const index = join(file, 'index.html');
  if (stat.isDirectory() && !isFile(index)) return respond(req, res, 200, { 'Content-Type': 'text/html; charset=utf-8' }, listing(file));
  serveBytes(req, res, stat.isDirectory() ? index : file);
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function serveBytes(req, res, file) {
  const headers = { 'Content-Type': GO_TYPES[extname(file)] ?? 'application/octet-stream', 'Accept-Ranges': 'bytes', 'Content-Length': String(statSync(file).size) };
  respond(req, res, 200, headers, req.method === 'HEAD' ? '' : createReadStream(file));
}

// Hop-by-hop headers a proxy must not pass on.
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Forwards the request to the local service and relays its answer. */
function proxy(upstream, req, res) {
  const target = new URL(req.url, upstream);
  const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
  const forward = request(target, { method: req.method, headers }, (answer) => {
    const relayed = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP.has(name)));
    respond(req, res, answer.statusCode ?? 502, relayed, answer);
  });
  forward.on('error', (err) => respond(req, res, 502, { 'Content-Type': 'text/plain; charset=utf-8' }, `${err.message}\n`));
  req.pipe(forward);
}

function decoded(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A node:http server for Flipt's console in `dist` with its API at `upstream`. */
export function fliptConsoleServer(dist, upstream) {
  const root = normalize(dist).replace(/[/\\]$/, '');
  return createServer((req, res) => {
    const path = decoded(new URL(req.url ?? '/', 'http://x').pathname);
    if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return proxy(upstream, req, res);
    serveFile(root, req, res, path);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, upstream, port = '0'] = process.argv.slice(2);
  const server = fliptConsoleServer(dist, upstream);
  server.listen(Number(port), '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
