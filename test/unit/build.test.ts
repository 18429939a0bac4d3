// The production build (build.mjs): what index.html loads, names that follow the content, the
// short style names, and byte-identical output for the same sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { embedContentSecurityPolicy } from '../helpers/embed';
import { projectRoot } from '../helpers/server';

type Built = { ok: boolean; totalGzip: number; metafile: Metafile; licenseProblems: string[] };
type BuildModule = {
  buildConsole(options: { outdir: string; quiet: boolean }): Promise<Built>;
  consoleVersion: string;
  shortIdentifiers(): (arg: { hash: string; filePath: string }) => string;
  BUDGET_GZIP: number;
  esbuildOptions(options: { dev: boolean }): BuildOptions;
};

const load = (): Promise<BuildModule> => import(pathToFileURL(join(projectRoot, 'build.mjs')).href);
// vanilla-extract refuses any identifier that does not match this.
const VALID = /^[A-Z_][0-9A-Z_-]+$/i;

let scratch = '';
// The first production build, which later tests read.
let one: Built | undefined;

test.before(() => {
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  scratch = mkdtempSync(join(projectRoot, '.cache', 'build-test-'));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test('numbers style names per file, in the order vanilla-extract makes them', async () => {
  const names = (await load()).shortIdentifiers();
  const button = 'ui/design/recipes/button.css.ts';
  const first = names({ hash: 'a1b2c30', filePath: button });
  const second = names({ hash: 'a1b2c31', filePath: button });
  assert.match(first, /^[a-zA-Z]+0$/);
  assert.is(second, `${first.slice(0, -1)}1`);
  // A second evaluation of the same file asks again for the same hashes.
  assert.is(names({ hash: 'a1b2c30', filePath: button }), first);
  const other = names({ hash: 'zz9y0', filePath: 'ui/design/components/Table.css.ts' });
  assert.is.not(other.replace(/\d+$/, ''), first.replace(/\d+$/, ''));
  for (const name of [first, second, other]) assert.match(name, VALID);
});

test('keeps the hash for style files outside ui/', async () => {
  const names = (await load()).shortIdentifiers();
  assert.is(names({ hash: 'q7w8e9', filePath: 'node_modules/some-package/theme.css.ts' }), 'q7w8e9');
  assert.is(names({ hash: '1abc0', filePath: 'node_modules/some-package/theme.css.ts' }), '_1abc0');
});

test('index.html loads one JS and one CSS file, each named by the hash of its bytes', async () => {
  const { buildConsole, BUDGET_GZIP } = await load();
  const out = join(scratch, 'one');
  const built = await buildConsole({ outdir: out, quiet: true });
  one = built;
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="(assets\/[^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(assets\/[^"]+)"/g)].map((m) => m[1]);
  assert.is(scripts.length, 1);
  assert.is(styles.length, 1);
  const [js] = scripts as [string];
  const bytes = readFileSync(join(out, js));
  assert.ok(js.endsWith(`-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.js`), js);
  assert.is(built.ok, built.totalGzip <= BUDGET_GZIP);
  // The twice-minified bundle still parses as a module.
  const copy = join(scratch, 'bundle.mjs');
  writeFileSync(copy, bytes);
  const check = spawnSync(process.execPath, ['--check', copy], { encoding: 'utf8' });
  assert.is(check.status, 0, check.stderr);
});

test("index.html's one inline script is ui/app/starter.ts's, and the embed package's CSP allows it by its hash", async () => {
  const { buildConsole } = await load();
  const out = join(scratch, 'inline');
  await buildConsole({ outdir: out, quiet: true });
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1] as string);
  assert.is(inline.length, 1);
  assert.ok(inline[0]?.includes('__fliptStart'), inline[0]);
  // No Intl before the first rows (issue 38): its first use costs 20–60 ms of main thread.
  assert.not.ok(inline[0]?.includes('Intl'), inline[0]);
  // After the module script, so the parser has asked for the bundle before it runs.
  assert.ok(html.indexOf('<script type="module"') < html.indexOf(`<script>${inline[0]}`));
  const allowed = /script-src ([^;]+)/.exec(embedContentSecurityPolicy())?.[1]?.split(' ') ?? [];
  assert.ok(allowed.includes(`'sha256-${createHash('sha256').update(inline[0] as string).digest('base64')}'`), allowed.join(' '));
});

test("index.html names the console's release, package.json's version", async () => {
  const { consoleVersion } = await load();
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  assert.is(consoleVersion, pkg.version);
  assert.match(consoleVersion, /^\d+\.\d+\.\d+(-[\w.-]+)?$/);
  const html = readFileSync(join(scratch, 'one', 'index.html'), 'utf8');
  assert.ok(html.includes(`<meta name="generator" content="Flipt console ${pkg.version}" />`), html);
});

test('the notices name every package esbuild put in the bundle and no other, each with its license text', () => {
  assert.ok(one, 'the first build ran');
  const { metafile, licenseProblems } = one as Built;
  const inBundle = Object.values(metafile.outputs)
    .flatMap((output) => Object.keys(output.inputs))
    .map((input) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1])
    .filter((name): name is string => Boolean(name));
  const html = readFileSync(join(scratch, 'one', 'assets', 'third-party-notices.html'), 'utf8');
  const sections = html.split('<section ').slice(1);
  const named = sections.map((s) => /<h2>(\S+) \d[^<]*<\/h2>/.exec(s)?.[1]);
  assert.equal(named, [...new Set(inBundle)].sort());
  for (const s of sections) assert.ok(/<h3>[^<]+<\/h3>\n<pre>[^<]{200,}/.test(s), `no license text in ${s.slice(0, 80)}`);
  // React Aria is under Apache-2.0: its full text travels with it.
  const aria = sections.find((s) => s.includes('<h2>react-aria ')) ?? '';
  assert.ok(aria.includes('License: Apache-2.0') && aria.includes('Version 2.0, January 2004') && aria.includes('END OF TERMS AND CONDITIONS'));
  // The license check: every package in the bundle carries a license on the allow-list.
  assert.equal(licenseProblems, []);
});

test('every class the CSS defines is short and used by the bundle', async () => {
  const out = join(scratch, 'one');
  const files = readdirSync(join(out, 'assets'));
  const css = readFileSync(join(out, 'assets', files.find((f) => f.endsWith('.css')) as string), 'utf8');
  const js = readFileSync(join(out, 'assets', files.find((f) => f.endsWith('.js')) as string), 'utf8');
  const classes = new Set([...css.matchAll(/\.([a-zA-Z_][\w-]*)(?=[\s,:.{[>+~)])/g)].map((m) => m[1] as string));
  assert.ok(classes.size > 100, `only ${classes.size} classes`);
  for (const name of classes) {
    assert.ok(name.length <= 4, `class ${name} is not short`);
    assert.ok(new RegExp(`["'\` ]${name}["'\` ]`).test(js), `class ${name} is not in the bundle`);
  }
});

test('code the console never runs stays out of the bundle (the package patches)', () => {
  assert.ok(one, 'the first build ran');
  const inputs = Object.values((one as Built).metafile.outputs).flatMap((output) => Object.entries(output.inputs));
  const bytes = (path: string) => inputs.filter(([input]) => input.endsWith(path)).reduce((n, [, i]) => n + i.bytesInOutput, 0);
  // React Aria Components' unused menu loading indicator (≈ 0.9 kB of Menu.mjs before; the
  // contexts Dialog reads stay).
  assert.ok(bytes('react-aria-components/dist/private/Menu.mjs') < 400, "Menu.mjs's loading indicator is bundled");
  // React Stately's older collection builder: the widgets hand useCollection a built collection.
  // (≈ 3 kB before; a small helper of its module stays.)
  assert.ok(bytes('react-stately/dist/private/collections/CollectionBuilder.mjs') < 500, 'the older CollectionBuilder is bundled');
  assert.ok(bytes('react-stately/dist/private/collections/useCollection.mjs') > 0, 'useCollection is still bundled');
  // SWR's server-rendering branch.
  const js = readFileSync(join(scratch, 'one', 'assets', readdirSync(join(scratch, 'one', 'assets')).find((f) => /\.js$/.test(f)) as string), 'utf8');
  assert.not.ok(js.includes('Fallback data is required when using Suspense in SSR'), "SWR's server branch is bundled");
  // Intl at module evaluation (issue 38): date-fns-tz's hourCycle probe and React Aria's locale check.
  assert.not.ok(js.includes('America/New_York'), "date-fns-tz's hourCycle probe is bundled");
  assert.not.ok(js.includes('supportedLocalesOf'), "React Aria's default locale still asks Intl.DateTimeFormat");
});

test("React's CommonJS packages are converted once, not once per file that imports them", async () => {
  const options = (await load()).esbuildOptions({ dev: true });
  const result = await build({ ...options, sourcemap: false, write: false, logLevel: 'silent' });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const conversions = (name: string) => js.split(`__toESM(require_${name}()`).length - 1;
  assert.ok(js.includes('node_modules/react/cjs/react.'), 'the bundle holds React');
  for (const name of ['react', 'jsx_runtime', 'react_dom', 'client']) assert.is(conversions(name), 1, name);
});

test('the same sources build to the same bytes', async () => {
  const { buildConsole } = await load();
  const again = join(scratch, 'two');
  await buildConsole({ outdir: again, quiet: true });
  const list = (dir: string) => readdirSync(join(dir, 'assets')).sort();
  const first = join(scratch, 'one');
  assert.equal(list(again), list(first));
  assert.is(readFileSync(join(again, 'index.html'), 'utf8'), readFileSync(join(first, 'index.html'), 'utf8'));
  for (const name of list(first)) assert.ok(readFileSync(join(first, 'assets', name)).equals(readFileSync(join(again, 'assets', name))), name);
});

test.run();
