// Builds the console into embed/ (DESIGN.md §1–3): one JS bundle (bundled and minified by
// esbuild, then compressed further by SWC) and one CSS file with content hashes under
// embed/assets/, plus embed/index.html that references them and holds one fixed inline script
// (WARM_UP_SCRIPT, allowed by its hash in embed/embed.go's Content-Security-Policy), and
// assets/third-party-notices.html for the packages esbuild's metafile says are in the bundle.
// The same sources always give byte-identical output. The parts live in scripts/build/: html
// (index.html), emit (assets, precompressed copies), report (sizes, budget), plugins,
// identifiers (short style names), swc (second pass), packages, licenses and notices (what
// third-party code the bundle holds, under which license) and watch.
//
//   node build.mjs                     production build; prints sizes against the 250 KB budget
//   node build.mjs --strict            the same, but exits 1 when over budget or when a bundled
//                                      package fails the license check
//   node build.mjs --watch             development: rebuild on change, readable class names, sourcemaps
//   node build.mjs --survey-env-id=ID  enable the feedback survey (or FLIPT_SURVEY_ENV_ID=ID)
//
// Build-time constants the bundle sees (esbuild `define`):
//   process.env.NODE_ENV   "production" ("development" with --watch), for React
//   __SURVEY_ENV_ID__      the survey environment id as a string; "" (the default) turns the survey
//                          off, and then the console makes no third-party request at all
//   __CONSOLE_VERSION__    the console's release, package.json's version (also in index.html)
import { context as esbuildContext } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit } from './scripts/build/emit.mjs';
import { shortIdentifiers } from './scripts/build/identifiers.mjs';
import { thirdParty } from './scripts/build/notices.mjs';
import { englishOnlyPlugin, nativeSyncStorePlugin, packagePatchesPlugin, reactOncePlugin } from './scripts/build/plugins.mjs';
import { BUDGET_GZIP, measure, report } from './scripts/build/report.mjs';
import { recompress } from './scripts/build/swc.mjs';
import { watch } from './scripts/build/watch.mjs';

export { BUDGET_GZIP } from './scripts/build/report.mjs';
export { shortIdentifiers } from './scripts/build/identifiers.mjs';

export const root = dirname(fileURLToPath(import.meta.url));

/** The console's release: package.json's version, semantic versioning. */
export const consoleVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(consoleVersion)) throw new Error(`package.json: version ${consoleVersion} is not a semantic version`);

/** Options from the command line and the environment. */
export function parseArgs(argv = process.argv.slice(2), env = process.env) {
  const flag = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const surveyEnvId = flag('survey-env-id') ?? env.FLIPT_SURVEY_ENV_ID ?? '';
  if (!/^[\w-]*$/.test(surveyEnvId)) throw new Error(`invalid survey environment id: ${surveyEnvId}`);
  return { watch: argv.includes('--watch'), surveyEnvId, outdir: flag('outdir') ?? join(root, 'embed') };
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
    metafile: true,
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      __SURVEY_ENV_ID__: JSON.stringify(surveyEnvId),
      __CONSOLE_VERSION__: JSON.stringify(consoleVersion),
    },
    plugins: [englishOnlyPlugin, nativeSyncStorePlugin, packagePatchesPlugin, reactOncePlugin, vanillaExtractPlugin({ identifiers: dev ? 'debug' : shortIdentifiers() })],
  };
}

/**
 * Builds once (production unless `dev`); resolves to { ok, files, ms, totalGzip, metafile,
 * packages, licenseProblems }: `ok` is the bundle budget, `packages` what third-party code the
 * bundle holds (from esbuild's `metafile`) and `licenseProblems` a line for each of those the
 * license check refuses.
 */
export async function buildConsole({ dev = false, surveyEnvId = '', outdir = join(root, 'embed'), quiet = false } = {}) {
  const started = performance.now();
  const ctx = await esbuildContext(esbuildOptions({ dev, surveyEnvId }));
  try {
    const result = await ctx.rebuild();
    const output = dev ? (result.outputFiles ?? []) : await recompress(result.outputFiles ?? []);
    const { packages, html, problems } = thirdParty(result.metafile, root, consoleVersion);
    const files = await emit(outdir, output, { precompressed: !dev, version: consoleVersion, notices: html });
    const ms = performance.now() - started;
    const ok = quiet ? measure(files).totalGzip <= BUDGET_GZIP : report(files, ms, outdir);
    if (!quiet) for (const line of problems) console.log(`  license check: ${line}`);
    return { ok, files, ms, totalGzip: measure(files).totalGzip, metafile: result.metafile, packages, licenseProblems: problems };
  } finally {
    await ctx.dispose();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = parseArgs();
  if (args.watch) {
    await watch(esbuildOptions({ dev: true, surveyEnvId: args.surveyEnvId }), args.outdir, consoleVersion);
  } else {
    try {
      const { ok, licenseProblems } = await buildConsole(args);
      // Budgets are judged by `npm run bench` (DESIGN.md §6) and licenses by `npm test`, not by
      // failing every build.
      if ((!ok || licenseProblems.length) && process.argv.includes('--strict')) process.exitCode = 1;
    } catch (err) {
      if (!err?.errors) console.error(err);
      process.exitCode = 1;
    }
  }
}
