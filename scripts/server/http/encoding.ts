import type { ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';

/** Compressed forms of bodies several answers share (one list page asked for by many at once). */
const zipped = new WeakMap<Buffer, Promise<Buffer>>();

/** `body` gzipped on libuv's thread pool, once however many answers send the same Buffer. */
function gzipOnce(body: Buffer): Promise<Buffer> {
  let done = zipped.get(body);
  if (!done) {
    done = new Promise((resolve, reject) => gzip(body, (err, out) => (err ? reject(err) : resolve(out))));
    zipped.set(body, done);
  }
  return done;
}

/** The content types Flipt's server compresses: chi's Compress middleware defaults. */
const COMPRESSIBLE = new Set([
  'text/html',
  'text/css',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'application/json',
  'application/atom+xml',
  'application/rss+xml',
  'image/svg+xml',
]);

/** Smaller bodies go out as they are: gzip's framing would eat what it saves. */
const MIN_COMPRESS_BYTES = 1024;

export const isCompressible = (type: unknown) => COMPRESSIBLE.has(String(type ?? '').split(';')[0]?.trim().toLowerCase() ?? '');

/** The encodings an `Accept-Encoding` header accepts (`q=0` refuses one; `*` stands for br and gzip). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    (q !== undefined && !(Number(q.slice(2)) > 0) ? refused : accepted).add(name);
  }
  if (accepted.has('*')) for (const name of ['br', 'gzip']) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

/** Adds `Accept-Encoding` to the response's `Vary`, keeping what other code put there. */
export function varyOnEncoding(res: ServerResponse) {
  const before = res.getHeader('Vary');
  const values = before === undefined ? [] : Array.isArray(before) ? before.map(String) : String(before).split(',').map((s) => s.trim());
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding')) res.setHeader('Vary', [...values, 'Accept-Encoding'].join(', '));
}

/**
 * Ends `res` with `body`: gzipped at gzip's default level (as Flipt's server does) when its
 * Content-Type is compressible, it is large enough and the client accepts gzip; as it is
 * otherwise. Compression runs on libuv's thread pool, so a large list never blocks requests,
 * and once per Buffer (a shared list page).
 */
export function endBody(res: ServerResponse, body: Buffer, acceptEncoding: string | string[] | undefined) {
  const plain = () => {
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
  if (!isCompressible(res.getHeader('Content-Type'))) return plain();
  varyOnEncoding(res);
  if (body.length < MIN_COMPRESS_BYTES || !acceptedEncodings(acceptEncoding).has('gzip')) return plain();
  gzipOnce(body).then(
    (out) => {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', out.length);
      res.end(out);
    },
    plain,
  );
}
