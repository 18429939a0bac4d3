// `npm test`: type-check, bundle every test/**/*.test.ts(x) with esbuild, run each file under
// uvu in its own process, then the Go embed test when Go is present. Prints `N passed, N failed`
// last and fails when anything failed or nothing ran. Arguments filter test files by substring.
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cpus, tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildServer, root } from './build-server.mjs';

const filters = process.argv.slice(2);
// One folder per run, so concurrent runs never delete each other's bundles.
const outdir = join(root, '.cache', `tests-${process.pid}`);
const results = [];

function findTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'helpers' ? [] : findTests(p);
    return /\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function typecheck() {
  if (filters.length) return;
  const r = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root], { encoding: 'utf8' });
  process.stdout.write(r.stdout + r.stderr);
  results.push({ file: 'typecheck', passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1 });
  console.log(r.status === 0 ? 'typecheck: ok' : 'typecheck: FAILED');
}

async function bundle(files) {
  const plugins = [];
  if (existsSync(join(root, 'node_modules/@vanilla-extract/esbuild-plugin'))) {
    const { vanillaExtractPlugin } = await import('@vanilla-extract/esbuild-plugin');
    plugins.push(vanillaExtractPlugin({ identifiers: 'debug' }));
  }
  // Tests that use the DOM load test/helpers/dom.ts with --import (see runFile): bundle it too.
  const entryPoints = files.some(usesDom) && existsSync(domHelper) ? [...files, domHelper] : files;
  await build({
    entryPoints,
    outdir,
    outbase: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    outExtension: { '.js': '.mjs' },
    jsx: 'automatic',
    define: { __SURVEY_ENV_ID__: '""', __CONSOLE_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version) },
    logLevel: 'warning',
    plugins,
  });
}

const domHelper = join(root, 'test', 'helpers', 'dom.ts');
const usesDom = (file) => /helpers\/dom['"]/.test(readFileSync(file, 'utf8'));

/**
 * Tests that import test/helpers/dom get the happy-dom globals before any package loads: a
 * bundle evaluates its external imports (react-dom, react-aria) before its own code, and those
 * read `window` when they load.
 */
function preload(file) {
  const dom = join(outdir, 'test', 'helpers', 'dom.mjs');
  return usesDom(file) && existsSync(dom) ? ['--import', pathToFileURL(dom).href] : [];
}

function runFile(file) {
  const rel = relative(root, file);
  const out = join(outdir, rel.replace(/\.tsx?$/, '.mjs'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...preload(file), out], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('close', (code) => {
      const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? 0);
      const skipped = Number(/Skipped:\s+(\d+)/.exec(text)?.[1] ?? 0);
      // uvu counts skipped tests apart from Total.
      let failed = total - passed;
      if (code !== 0 && failed === 0) failed = 1;
      const ok = code === 0 && failed === 0;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${rel}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
      if (!ok) process.stdout.write(text.replace(/^/gm, '    ') + '\n');
      // A skipped test says why (test/helpers/server.ts localOnly): show it even when all passed.
      else for (const line of text.match(/^skip: .*$/gm) ?? []) console.log(`    ${line}`);
      resolve({ file: rel, passed, failed, skipped });
    });
  });
}

async function runAll(files, parallel) {
  const queue = [...files];
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) results.push(await runFile(queue.shift()));
  });
  await Promise.all(workers);
}

/** Browser tests run against the production bundle, so build it first. */
function buildConsole() {
  const r = spawnSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, encoding: 'utf8' });
  const ok = r.status === 0;
  console.log(ok ? 'console build: ok' : 'console build: FAILED');
  if (!ok) process.stdout.write(r.stdout + r.stderr);
  results.push({ file: 'build', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/**
 * A throw-away copy of Flipt's layout: module go.flipt.io/flipt with embed/ as its ui/ folder,
 * so the test compiles the package exactly as it builds inside Flipt's source tree.
 */
function dropInModule(embed) {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-embed-'));
  writeFileSync(join(dir, 'go.mod'), 'module go.flipt.io/flipt\n\ngo 1.19\n');
  cpSync(embed, join(dir, 'ui'), { recursive: true });
  return dir;
}

/** The Go tests of embed/, once as Flipt's release build (-tags assets) and once without it. */
function goTest() {
  const embed = join(root, 'embed');
  if (filters.length || !existsSync(join(embed, 'embed.go'))) return;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) {
    if (process.env.CI) results.push({ file: 'go', passed: 0, failed: 1 });
    console.log(process.env.CI ? 'FAIL go: not installed' : 'skip go test: Go is not installed');
    return;
  }
  if (!existsSync(join(embed, 'index.html'))) buildConsole();
  const dir = dropInModule(embed);
  for (const tags of [['-tags', 'assets'], []]) {
    const r = spawnSync('go', ['test', ...tags, './ui'], { cwd: dir, encoding: 'utf8', env: { ...process.env, GOFLAGS: '-mod=mod' } });
    const ok = r.status === 0;
    console.log(`${ok ? 'ok  ' : 'FAIL'} embed (go test ${tags.join(' ') || 'without tags'})`);
    if (!ok) process.stdout.write(r.stdout + r.stderr);
    results.push({ file: 'go', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
  rmSync(dir, { recursive: true, force: true });
}

typecheck();
await buildServer();
const all = findTests(join(root, 'test')).sort();
const files = filters.length ? all.filter((f) => filters.some((x) => relative(root, f).includes(x))) : all;
if (files.length) {
  await bundle(files);
  const under = (dir) => files.filter((f) => relative(root, f).startsWith(join('test', dir)));
  const unit = under('unit');
  const e2e = under('e2e');
  const rest = files.filter((f) => !unit.includes(f) && !e2e.includes(f));
  await runAll(unit, Math.max(2, cpus().length));
  await runAll(rest, 2);
  if (e2e.length) {
    buildConsole();
    // One browser at a time: Chromium and the service share two cores.
    await runAll(e2e, 1);
  }
}
goTest();
rmSync(outdir, { recursive: true, force: true });
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ran = results.filter((r) => r.file !== 'typecheck').reduce((n, r) => n + r.passed + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
if (ran === 0) console.log('no tests ran');
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${ran === 0 ? failed + 1 : failed} failed`);
process.exit(failed > 0 || ran === 0 ? 1 : 0);
