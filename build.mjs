// Builds the console into embed/ (DESIGN.md §1–3): one JS bundle (bundled and minified by
// esbuild, then compressed further by SWC) and one CSS file with content hashes under
// embed/assets/, plus embed/index.html that references them and holds one fixed inline script
// (WARM_UP_SCRIPT, allowed by its hash in embed/embed.go's Content-Security-Policy).
// The same sources always give byte-identical output.
//
//   node build.mjs                     production build; prints sizes against the 240 kB budget
//   node build.mjs --strict            the same, but exits 1 when over budget
//   node build.mjs --watch             development: rebuild on change, readable class names, sourcemaps
//   node build.mjs --survey-env-id=ID  enable the feedback survey (or FLIPT_SURVEY_ENV_ID=ID)
//
// Build-time constants the bundle sees (esbuild `define`):
//   process.env.NODE_ENV   "production" ("development" with --watch), for React
//   __SURVEY_ENV_ID__      the survey environment id as a string; "" (the default) turns the survey
//                          off, and then the console makes no third-party request at all
import { context as esbuildContext } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { minify as swcMinify } from '@swc/core';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlib, gzip as gzipAsync, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';

export const root = dirname(fileURLToPath(import.meta.url));
/** JS + CSS gzip budget for everything the first page loads (DESIGN.md §6), in bytes (1 kB = 1000 B). */
export const BUDGET_GZIP = 240_000;
const FAVICON = join(root, 'ui/design/favicon.svg');

/** Options from the command line and the environment. */
export function parseArgs(argv = process.argv.slice(2), env = process.env) {
  const flag = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const surveyEnvId = flag('survey-env-id') ?? env.FLIPT_SURVEY_ENV_ID ?? '';
  if (!/^[\w-]*$/.test(surveyEnvId)) throw new Error(`invalid survey environment id: ${surveyEnvId}`);
  return { watch: argv.includes('--watch'), surveyEnvId, outdir: flag('outdir') ?? join(root, 'embed') };
}

function shortHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/**
 * The one inline script of index.html: it makes the browser load its internationalisation data
 * (the first use of Intl in a page costs 20–25 ms on the reference machine) while the bundle is
 * still being parsed off the main thread, which otherwise sits idle for 70–80 ms. React Aria asks
 * for the locale as the bundle starts and the list formats its dates, so the bundle would pay for
 * it on the way to the first rows (issue 15: time to list). Its text is fixed: embed/embed.go's
 * Content-Security-Policy allows exactly this script by its SHA-256 (checked by a unit test).
 */
const WARM_UP_SCRIPT = 'Intl.DateTimeFormat().resolvedOptions()';

/** The page shell. Relative URLs, so the console works when Flipt mounts it under a path prefix. */
function indexHtml({ js, css, favicon }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Flipt</title>
    <link rel="icon" type="image/svg+xml" href="${favicon}" />
    <link rel="stylesheet" href="${css}" />
    <script type="module" src="${js}"></script>
    <script>${WARM_UP_SCRIPT}</script>
  </head>
  <body>
    <noscript>The Flipt console needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
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
 * production build also writes precompressed copies of the text assets.
 */
async function emit(outdir, outputFiles, { precompressed = false } = {}) {
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
  const find = (ext) => files.find((f) => f.name.endsWith(ext))?.name;
  const [js, css] = [find('.js'), find('.css')];
  if (!js || !css) throw new Error(`build produced ${files.map((f) => f.name).join(', ')}: expected one .js and one .css`);
  if (precompressed) await precompress(staging, files);
  rmSync(join(outdir, 'assets'), { recursive: true, force: true });
  renameSync(staging, join(outdir, 'assets'));
  const html = indexHtml({ js: `assets/${js}`, css: `assets/${css}`, favicon: `assets/${iconName}` });
  writeFileSync(join(outdir, 'index.html'), html);
  return [{ name: 'index.html', bytes: Buffer.from(html) }, ...files.map((f) => ({ ...f, name: `assets/${f.name}` }))];
}

/** Raw and gzip sizes of the emitted files, and the JS + CSS gzip total that the budget covers. */
export function measure(files) {
  const rows = files.map((f) => ({ name: f.name, raw: f.bytes.length, gzip: gzipSync(f.bytes, { level: 9 }).length }));
  const budgeted = rows.filter((r) => /\.(js|css)$/.test(r.name));
  return { rows, totalGzip: budgeted.reduce((n, r) => n + r.gzip, 0) };
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

function report(files, ms, outdir, dev = false) {
  const { rows, totalGzip } = measure(files);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) console.log(`  ${relative(root, join(outdir, r.name)).padEnd(width + 6)} ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}`);
  const ok = totalGzip <= BUDGET_GZIP;
  const verdict = dev ? 'development build, not minified; the budget applies to `node build.mjs`' : `${kb(BUDGET_GZIP)} budget: ${ok ? 'ok' : 'OVER BUDGET'}`;
  console.log(`  JS + CSS gzip ${kb(totalGzip)} (${verdict}) in ${Math.round(ms)} ms`);
  return ok;
}

/**
 * React Aria ships its built-in strings ("Close", "Clear search", …) for 34 locales, imported by
 * one intlStrings.mjs per package area. The console is English, so keep only en-US; React Aria
 * falls back to it for any other locale. Saves ≈ 60 kB raw.
 */
export const englishOnlyPlugin = {
  name: 'react-aria-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-(aria|stately|aria-components)[\\/].*intlStrings\.mjs$/ }, (args) => {
      const other = /"([a-z]{2}-[A-Z]{2})"|[\\/]([a-z]{2}-[A-Z]{2})\.mjs"/;
      const kept = readFileSync(args.path, 'utf8')
        .split('\n')
        .filter((line) => {
          const m = other.exec(line);
          return !m || (m[1] ?? m[2]) === 'en-US';
        });
      return { contents: kept.join('\n'), loader: 'js' };
    });
  },
};

/**
 * SWR, wouter and React Aria import `use-sync-external-store/shim`, a fallback for React < 18
 * that is bundled even though React 19 has the hook. The package's own main entry is the
 * React ≥ 18 version (React's hook re-exported), so resolve the shim there. Saves ≈ 0.2 kB gzip.
 */
export const nativeSyncStorePlugin = {
  name: 'use-sync-external-store-native',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, (args) =>
      build.resolve('use-sync-external-store', { kind: args.kind, resolveDir: args.resolveDir }));
  },
};

/**
 * React ships CommonJS, and esbuild converts a CommonJS module once per file that imports it
 * (`__toESM`: a fresh object with a getter per export). The console did that 353 times (204 for
 * `react`, 149 for `react/jsx-runtime`): ≈ 9,000 getter closures kept on the heap and ≈ 10 ms of
 * start-up. ES imports of React's entry points go through one small ES module per entry instead,
 * which converts the package once and re-exports its names; files then bind to those directly.
 * `require()` calls (inside React DOM and use-sync-external-store) keep the package itself.
 */
const REACT_ENTRY = /^(react|react\/jsx-runtime|react-dom|react-dom\/client)$/;
export const reactOncePlugin = {
  name: 'react-converted-once',
  setup(build) {
    const require = createRequire(join(root, 'package.json'));
    build.onResolve({ filter: REACT_ENTRY }, (args) =>
      args.kind === 'import-statement' && args.namespace !== 'react-once' ? { path: args.path, namespace: 'react-once' } : undefined);
    build.onLoad({ filter: /.*/, namespace: 'react-once' }, (args) => {
      const names = Object.keys(require(args.path)).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
      const from = JSON.stringify(args.path);
      return { contents: `import m from ${from};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`, resolveDir: root, loader: 'js' };
    });
  },
};

/** Every `.css.ts` file under ui/, sorted, as paths relative to the project root. */
function styleFiles(dir = 'ui') {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? styleFiles(`${dir}/${e.name}`) : e.name.endsWith('.css.ts') ? [`${dir}/${e.name}`] : []))
    .sort();
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n) => (n < LETTERS.length ? LETTERS[n] : letters(Math.floor(n / LETTERS.length) - 1) + LETTERS[n % LETTERS.length]);

/**
 * Production class, variable and keyframe names for vanilla-extract: the style file's place in
 * the sorted list of style files, in letters, then the name's place in that file, in digits
 * (`b0`, `b1`, … `Az12`). vanilla-extract's own short names are 6–9 character hashes that gzip
 * poorly in both files; these save ≈ 1.3 kB gzip. Letters-then-digits keeps every name
 * distinct, and the names depend only on the sources, so builds stay byte-identical. vanilla-extract evaluates a style
 * file once per file that imports it, always making its names in the same order, so the first
 * evaluation numbers them and later ones reuse that numbering.
 */
export function shortIdentifiers() {
  const files = new Map(styleFiles().map((file, i) => [file, letters(i)]));
  const names = new Map();
  const counts = new Map();
  return ({ hash, filePath }) => {
    const file = files.get(filePath.replaceAll('\\', '/'));
    if (!file) return /^\d/.test(hash) ? `_${hash}` : hash;
    let name = names.get(hash);
    if (!name) {
      const n = counts.get(file) ?? 0;
      counts.set(file, n + 1);
      name = `${file}${n}`;
      names.set(hash, name);
    }
    return name;
  };
}

/** The esbuild options for the console; `dev` gives readable class names and sourcemaps. */
export function esbuildOptions({ dev = false, surveyEnvId = '' } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: { main: 'ui/main.tsx' },
    outdir: join(root, 'embed/assets'),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    legalComments: dev ? 'inline' : 'none',
    charset: 'utf8',
    write: false,
    metafile: false,
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      __SURVEY_ENV_ID__: JSON.stringify(surveyEnvId),
    },
    plugins: [englishOnlyPlugin, nativeSyncStorePlugin, reactOncePlugin, vanillaExtractPlugin({ identifiers: dev ? 'debug' : shortIdentifiers() })],
  };
}

/**
 * SWC's options for the second minification pass. esbuild bundles and minifies in one quick
 * pass; SWC's compressor then inlines, folds and mangles top-level names further, which takes
 * ≈ 6 kB gzip off the bundle (4 %) in ≈ 0.3 s. Terser gets the same size in ≈ 4 s, over the
 * 2 s build budget. Only transformations that are safe for any code are turned on.
 */
const SWC_OPTIONS = {
  module: true,
  compress: { ecma: 2020, passes: 2 },
  mangle: { toplevel: true },
  format: { comments: false },
};

/**
 * Production only: runs each JS file through SWC and names it by the hash of its final bytes,
 * so the name still changes exactly when the content does.
 */
export async function recompress(outputFiles) {
  return Promise.all(outputFiles.map(async (f) => {
    if (!f.path.endsWith('.js')) return f;
    const { code } = await swcMinify(f.text, SWC_OPTIONS);
    const contents = Buffer.from(code);
    const name = basename(f.path).replace(/-[^-]+\.js$/, `-${shortHash(contents)}.js`);
    return { path: join(dirname(f.path), name), contents };
  }));
}

/** Builds once (production unless `dev`); resolves to { ok, files, ms, totalGzip }. */
export async function buildConsole({ dev = false, surveyEnvId = '', outdir = join(root, 'embed'), quiet = false } = {}) {
  const started = performance.now();
  const ctx = await esbuildContext(esbuildOptions({ dev, surveyEnvId }));
  try {
    const result = await ctx.rebuild();
    const output = dev ? (result.outputFiles ?? []) : await recompress(result.outputFiles ?? []);
    const files = await emit(outdir, output, { precompressed: !dev });
    const ms = performance.now() - started;
    const ok = quiet ? measure(files).totalGzip <= BUDGET_GZIP : report(files, ms, outdir);
    return { ok, files, ms, totalGzip: measure(files).totalGzip };
  } finally {
    await ctx.dispose();
  }
}

async function watch({ surveyEnvId, outdir }) {
  let started = performance.now();
  const options = esbuildOptions({ dev: true, surveyEnvId });
  options.plugins.push({
    name: 'emit',
    setup(build) {
      build.onStart(() => void (started = performance.now()));
      build.onEnd(async (result) => {
        if (result.errors.length) return console.log(`build failed (${result.errors.length} errors); waiting for changes`);
        console.log(`rebuilt ${new Date().toLocaleTimeString()}`);
        report(await emit(outdir, result.outputFiles ?? []), performance.now() - started, outdir, true);
      });
    },
  });
  const ctx = await esbuildContext(options);
  await ctx.watch();
  console.log('watching ui/ for changes (Ctrl+C to stop)');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = parseArgs();
  if (args.watch) {
    await watch(args);
  } else {
    try {
      const { ok } = await buildConsole(args);
      // Budgets are judged by `npm run bench` (DESIGN.md §6), not by failing every build.
      if (!ok && process.argv.includes('--strict')) process.exitCode = 1;
    } catch (err) {
      if (!err?.errors) console.error(err);
      process.exitCode = 1;
    }
  }
}
