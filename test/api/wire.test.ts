// Issue 15 item 2, on the wire: the console's hashed assets go out precompressed (brotli or gzip
// as the client accepts) and immutable, index.html is revalidated, and API JSON is gzipped at
// gzip's default level like Flipt's server does. Headers and bytes only; no timing. On a Flipt that
// FLIPT_BIN starts (serving this tree's embed/), the same files go through Flipt's own file server
// and gzip middleware: hashed assets carry Last-Modified and answer 304, index.html has no validator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { ensureConsoleBuilt } from '../helpers/console-build';
import { useNamespace, useService } from '../helpers/fixtures';
import { externalUrl, fliptTarget, projectRoot, skipWhen } from '../helpers/server';

const suite = useService(test);
/** Flipt serves the files (FLIPT_BIN); a shared FLIPT_URL may serve another console, so those skip. */
const onFlipt = Boolean(fliptTarget());
const ownFiles = skipWhen(Boolean(externalUrl()), test, "against FLIPT_URL: the shared Flipt may serve another console than this tree's embed/");
const { api, svc } = suite;
const { nsPath, createFlag } = useNamespace(test, suite, 'wire');
const embed = join(projectRoot, 'embed');
let assets: { js: string; css: string };

test.before(() => {
  ensureConsoleBuilt();
  const refs = () => {
    const html = readFileSync(join(embed, 'index.html'), 'utf8');
    const find = (ext: string) => new RegExp(`"(assets/[^"]+\\.${ext})"`).exec(html)?.[1] as string;
    return { js: find('js'), css: find('css') };
  };
  assets = refs();
  // A build from before precompression (or a development build) is rebuilt once.
  if (!existsSync(join(embed, `${assets.js}.br`))) {
    spawnSync(process.execPath, [join(projectRoot, 'build.mjs')], { cwd: projectRoot });
    assets = refs();
  }
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET (or HEAD) without decoding, so the bytes on the wire can be checked. */
function raw(path: string, acceptEncoding?: string, method = 'GET', extra: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(svc.url + path);
  const headers = { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...extra };
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, none: (b) => b };

ownFiles('hashed assets can be kept by the browser, compressed as the client prefers', async () => {
  if (onFlipt) return fliptAssets();
  const cases: Array<[string | undefined, string]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'none'],
    [undefined, 'none'],
  ];
  for (const path of [assets.js, assets.css]) {
    const original = readFileSync(join(embed, path));
    for (const [accept, encoding] of cases) {
      const res = await raw(`/${path}`, accept);
      const what = `${path} with ${accept}`;
      assert.is(res.status, 200, what);
      assert.is(res.headers['content-encoding'], encoding === 'none' ? undefined : encoding, what);
      assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable', what);
      assert.is(res.headers.vary, 'Accept-Encoding', what);
      assert.is(Number(res.headers['content-length']), res.body.length, what);
      assert.ok((decoders[encoding] as (b: Buffer) => Buffer)(res.body).equals(original), `${what}: the bytes decode to the asset`);
      if (encoding !== 'none') assert.ok(res.body.length < original.length / 2, what);
    }
  }
});

/** The script and style sheet the served index.html loads (the binary's build, whatever embed/ holds now). */
async function servedAssets(): Promise<string[]> {
  const html = (await raw('/', 'identity')).body.toString('utf8');
  const served = [...html.matchAll(/"\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  assert.is(served.length, 2, 'index.html loads one script and one style sheet');
  return served;
}

/** Flipt's file server: a validator on every hashed asset, a 304 for it, gzip when accepted. */
async function fliptAssets() {
  for (const path of await servedAssets()) {
    const plain = await raw(`/${path}`, 'identity');
    assert.is(plain.status, 200, path);
    const modified = String(plain.headers['last-modified'] ?? '');
    assert.ok(Date.parse(modified) > 0, `${path} has Last-Modified`);
    const zipped = await raw(`/${path}`, 'gzip');
    assert.is(zipped.headers['content-encoding'], 'gzip', path);
    assert.ok(gunzipSync(zipped.body).equals(plain.body), `${path}: the gzip decodes to the asset`);
    const again = await raw(`/${path}`, 'gzip', 'GET', { 'If-Modified-Since': modified });
    assert.is(again.status, 304, `${path} is revalidated for a few bytes`);
    assert.is(again.body.length, 0);
  }
}

ownFiles('HEAD of an asset gives its length without a body', async () => {
  const path = onFlipt ? (await servedAssets())[0] : assets.js;
  const res = await raw(`/${path}`, onFlipt ? 'identity' : 'br', 'HEAD');
  assert.is(res.status, 200);
  assert.is(res.body.length, 0);
  const length = onFlipt ? (await raw(`/${path}`, 'identity')).body.length : readFileSync(join(embed, `${assets.js}.br`)).length;
  assert.is(Number(res.headers['content-length']), length);
  if (!onFlipt) assert.is(res.headers['content-encoding'], 'br');
});

ownFiles('index.html is revalidated on every load', async () => {
  // Go's file server sends /index.html on to / with a 301.
  for (const path of onFlipt ? ['/'] : ['/', '/index.html']) {
    const res = await raw(path, 'gzip, br');
    assert.is(res.status, 200);
    if (onFlipt) {
      // No validator and no freshness: the browser cannot keep it, so a new release shows at once.
      assert.is(res.headers['last-modified'], undefined, path);
      assert.is(res.headers.etag, undefined, path);
      assert.not.match(String(res.headers['cache-control'] ?? ''), /max-age|immutable/, path);
    } else assert.is(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(gunzipOrPlain(res).toString('utf8'), /<div id="root"><\/div>/);
  }
});

const gunzipOrPlain = (res: Raw) => (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body);

test('API JSON is gzipped when the client accepts it, at gzip\'s default level', async () => {
  for (let i = 0; i < 12; i++) await createFlag({ description: 'a flag with a description long enough to add up' });
  const path = `${nsPath}/flags`;
  const plain = await raw(path);
  assert.is(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.length > 1024, 'the list is large enough to compress');
  const zipped = await raw(path, 'gzip, deflate');
  assert.is(zipped.status, 200);
  assert.is(zipped.headers['content-encoding'], 'gzip');
  assert.match(String(zipped.headers.vary), /Accept-Encoding/);
  assert.equal(JSON.parse(gunzipSync(zipped.body).toString('utf8')), JSON.parse(plain.body.toString('utf8')));
  if (!svc.external) assert.ok(zipped.body.equals(gzipSync(plain.body)), 'gzip at the default level');
});

test('the snapshot and error answers are compressed too; small answers only by Flipt', async () => {
  const snapshot = await raw(`/internal/v1/evaluation/snapshot/namespace/${nsPath.split('/').pop()}`, 'gzip');
  assert.is(snapshot.headers['content-encoding'], 'gzip');
  assert.ok(Array.isArray(JSON.parse(gunzipSync(snapshot.body).toString('utf8')).flags));
  const small = await raw('/health', 'gzip');
  // Flipt gzips answers of every size; the local service leaves those under 1 KB as they are.
  assert.is(small.headers['content-encoding'], onFlipt ? 'gzip' : undefined);
  assert.equal(JSON.parse(gunzipOrPlain(small).toString('utf8')), { status: 'SERVING' });
  const longKey = 'k'.repeat(2000);
  const error = await raw(`${nsPath}/flags/${longKey}`, 'gzip');
  assert.is(error.status, 404);
  assert.is(error.headers['content-encoding'], 'gzip');
  assert.is(JSON.parse(gunzipSync(error.body).toString('utf8')).code, 5);
  assert.is((await api.get('/health')).status, 200);
});

test.run();
