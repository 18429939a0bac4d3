// The license check and the notices (issue 37), on a fixture bundle: a few packages written to
// a scratch node_modules, bundled by esbuild, read back from its metafile as the build does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectRoot } from '../helpers/server';

type Package = { name: string; version: string; license: string | null; installPath: string; notices: { file: string; text: string }[] };
type Notices = {
  thirdParty(metafile: Metafile, root: string, version: string): { packages: Package[]; html: string; problems: string[] };
};
type Licenses = { isAllowed(expression: string): boolean };

const load = async <T,>(file: string): Promise<T> => import(pathToFileURL(join(projectRoot, 'scripts/build', file)).href);

let scratch = '';

test.before(() => {
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  scratch = mkdtempSync(join(projectRoot, '.cache', 'licenses-test-'));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
}

/** A package in the fixture's node_modules: package.json, an index exporting `name`, and `files`. */
function fixturePackage(dir: string, manifest: Record<string, unknown>, files: Record<string, string> = {}, body = '') {
  write(`${dir}/package.json`, JSON.stringify({ main: 'index.js', ...manifest }));
  write(`${dir}/index.js`, `${body}\nexport const name = ${JSON.stringify(manifest.name)};\n`);
  for (const [file, text] of Object.entries(files)) write(`${dir}/${file}`, text);
}

/** Bundles an entry importing `imports` from the fixture's node_modules; returns what the build reads from it. */
async function bundle(imports: string[]) {
  write('entry.js', `${imports.map((name, i) => `import { name as n${i} } from '${name}';`).join('\n')}\nconsole.log(${imports.map((_, i) => `n${i}`).join(', ')});\n`);
  const result = await build({ absWorkingDir: scratch, entryPoints: ['entry.js'], bundle: true, write: false, metafile: true, outdir: 'out', logLevel: 'silent' });
  return (await load<Notices>('notices.mjs')).thirdParty(result.metafile, scratch, '9.9.9');
}

test('an SPDX expression passes when the allow-list satisfies it', async () => {
  const { isAllowed } = await load<Licenses>('licenses.mjs');
  for (const ok of ['MIT', 'Apache-2.0', '(MIT OR GPL-3.0-only)', 'GPL-3.0-only OR ISC', 'MIT AND BSD-3-Clause', '(MIT AND ISC) OR GPL-2.0', 'Unlicense']) {
    assert.ok(isAllowed(ok), ok);
  }
  for (const refused of ['GPL-3.0-only', 'MIT AND GPL-3.0-only', 'GPL-2.0 WITH Classpath-exception-2.0', 'SEE LICENSE IN LICENSE.txt', '(MIT', 'MIT OR', 'UNLICENSED', '']) {
    assert.not.ok(isAllowed(refused), refused);
  }
});

test('the license check names a bundled package whose license is not on the allow-list, and only it', async () => {
  fixturePackage('node_modules/fine', { name: 'fine', version: '1.2.3', license: 'MIT' }, { LICENSE: 'MIT License\n\nCopyright (c) the fine authors\n' });
  fixturePackage('node_modules/copyleft', { name: 'copyleft', version: '4.5.6', license: 'GPL-3.0-only' }, { COPYING: 'GNU GENERAL PUBLIC LICENSE\n' });
  fixturePackage('node_modules/silent', { name: 'silent', version: '0.0.1' }, { LICENSE: 'All rights reserved.\n' });
  fixturePackage('node_modules/textless', { name: 'textless', version: '2.0.0', license: 'BSD-3-Clause' });
  const { problems, packages } = await bundle(['fine', 'copyleft', 'silent', 'textless']);
  assert.equal(packages.map((p) => p.name), ['copyleft', 'fine', 'silent', 'textless']);
  assert.equal(problems, [
    'copyleft 4.5.6: GPL-3.0-only is not on the license allow-list (scripts/build/licenses.mjs)',
    'silent 0.0.1: declares no license',
    'textless 2.0.0: ships no text of BSD-3-Clause and none is kept in scripts/build/license-texts/',
  ]);
});

test('the notices hold what the bundle holds: nested copies, NOTICE files, the standard text a package leaves out', async () => {
  const apache = 'Apache License\nVersion 2.0, January 2004\n';
  fixturePackage('node_modules/@scope/aria-like', { name: '@scope/aria-like', version: '3.0.0', license: 'Apache-2.0' }, { LICENSE: apache, NOTICE: 'aria-like\nCopyright 2020 Example Corp.\n' }, "import { name as inner } from 'helper';\nconsole.log(inner);");
  fixturePackage('node_modules/@scope/aria-like/node_modules/helper', { name: 'helper', version: '2.0.0', license: 'ISC' }, { 'LICENSE.md': 'ISC License <fine> & "quoted"\n' });
  fixturePackage('node_modules/helper', { name: 'helper', version: '1.0.0', license: 'ISC' }, { LICENSE: 'ISC License\n' });
  fixturePackage('node_modules/router', { name: 'router', version: '3.13.0', license: 'Unlicense' });
  fixturePackage('node_modules/unused', { name: 'unused', version: '1.0.0', license: 'GPL-3.0-only' });
  const { packages, html, problems } = await bundle(['@scope/aria-like', 'router']);
  assert.equal(problems, []);
  assert.equal(packages.map((p) => `${p.name} ${p.version} ${p.installPath}`), [
    '@scope/aria-like 3.0.0 node_modules/@scope/aria-like',
    'helper 2.0.0 node_modules/@scope/aria-like/node_modules/helper',
    'router 3.13.0 node_modules/router',
  ]);
  assert.equal([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]), ['@scope/aria-like 3.0.0', 'helper 2.0.0', 'router 3.13.0']);
  assert.ok(html.includes('<h3>NOTICE</h3>\n<pre>aria-like\nCopyright 2020 Example Corp.</pre>'), 'the Apache-2.0 package\'s NOTICE file');
  assert.ok(html.includes('ISC License &lt;fine&gt; &amp; &quot;quoted&quot;'), 'license texts are escaped');
  assert.ok(html.includes('This is free and unencumbered software released into the public domain.'), "the Unlicense's standard text");
  assert.not.ok(html.includes('unused'));
  assert.ok(html.includes('Flipt console 9.9.9'));
});

test.run();
