// Writing a finished build into its folder: hashed assets swapped in at once, their brotli and
// gzip copies, the favicon, the third-party notices and index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipAsync } from 'node:zlib';
import { indexHtml } from './html.mjs';
import { NOTICES_FILE } from './notices.mjs';

const FAVICON = fileURLToPath(new URL('../../ui/design/favicon.svg', import.meta.url));

/** The first 10 hex digits of the SHA-256 of `bytes`: the content part of an asset's name. */
export function shortHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/** Text assets the local service sends precompressed; smaller files gain nothing. */
const PRECOMPRESS = /\.(js|css|svg)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality 9 with the text model: within 7 % of quality 11 on the bundle in about a tenth
 * of the time (≈ 0.1 s against ≈ 1 s), which keeps the build inside its 2 s budget.
 */
const brotliOptions = (size) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipAsync);

/**
 * Writes `<name>.br` and `<name>.gz` next to each text asset (on the thread pool, in parallel),
 * for the local service to send as they are. Flipt's plain file server sees them as two more
 * files it never links to; it gzips the originals itself.
 */
async function precompress(dir, files) {
  const text = files.filter((f) => PRECOMPRESS.test(f.name) && f.bytes.length >= PRECOMPRESS_MIN_BYTES);
  await Promise.all(text.flatMap((f) => [
    brotli(f.bytes, brotliOptions(f.bytes.length)).then((b) => writeFileSync(join(dir, `${f.name}.br`), b)),
    gzip(f.bytes, { level: 9 }).then((b) => writeFileSync(join(dir, `${f.name}.gz`), b)),
  ]));
}

/**
 * Writes a finished build into `outdir`: assets are staged in a temporary folder and swapped in,
 * so old hashed files never linger and a failed build leaves the previous one intact. A
 * production build also writes precompressed copies of the text assets. `version` goes into
 * index.html, `notices` (the third-party notices page) into assets/.
 */
export async function emit(outdir, outputFiles, { precompressed = false, version, notices }) {
  const staging = join(outdir, `.assets-next-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const files = [];
  for (const f of outputFiles) {
    const name = basename(f.path);
    writeFileSync(join(staging, name), f.contents);
    files.push({ name, bytes: f.contents });
  }
  const icon = readFileSync(FAVICON);
  const iconName = `favicon-${shortHash(icon)}.svg`;
  writeFileSync(join(staging, iconName), icon);
  files.push({ name: iconName, bytes: icon });
  writeFileSync(join(staging, NOTICES_FILE), notices);
  files.push({ name: NOTICES_FILE, bytes: Buffer.from(notices) });
  const find = (ext) => files.find((f) => f.name.endsWith(ext))?.name;
  const [js, css] = [find('.js'), find('.css')];
  if (!js || !css) throw new Error(`build produced ${files.map((f) => f.name).join(', ')}: expected one .js and one .css`);
  if (precompressed) await precompress(staging, files);
  rmSync(join(outdir, 'assets'), { recursive: true, force: true });
  renameSync(staging, join(outdir, 'assets'));
  const html = indexHtml({ js: `assets/${js}`, css: `assets/${css}`, favicon: `assets/${iconName}`, version });
  writeFileSync(join(outdir, 'index.html'), html);
  return [{ name: 'index.html', bytes: Buffer.from(html) }, ...files.map((f) => ({ ...f, name: `assets/${f.name}` }))];
}
