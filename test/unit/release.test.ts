// `npm run release` and `npm run vendor-check` (issue 37): the artifact a release engineer
// vendors, made in two copies of the project at different paths (as two clones are), must be
// the same bytes; it holds what Flipt's ui/ takes plus LICENSE, notices, SBOM and the release's
// changelog section; the vendoring check puts it into a Flipt-shaped module and runs Go there.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectRoot } from '../helpers/server';

type Entry = { path: string; type: string; mode: number; uid: number; gid: number; mtime: number; data: Buffer };
type Tar = { readTarGz(bytes: Buffer): Entry[] };
type Changelog = { releaseSection(text: string, version: string): { date: Date; text: string } };

const load = async <T,>(file: string): Promise<T> => import(pathToFileURL(join(projectRoot, 'scripts/release', file)).href);
const version: string = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;
const DATE = '2026-12-01';
const CHANGELOG = `# Changelog\n\n## Unreleased\n\n### Added\n- Later work.\n\n## [${version}] - ${DATE}\n\n### Upgrading\n- First release.\n\n## [0.0.1] - 2026-01-01\n- Old.\n`;

let scratch = '';

test.before(() => {
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  scratch = mkdtempSync(join(projectRoot, '.cache', 'release-test-'));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of what the release reads, at `dir`, with the test's changelog; node_modules linked. */
function copyProject(dir: string) {
  for (const path of ['package.json', 'package-lock.json', 'tsconfig.json', 'build.mjs', 'LICENSE', 'ui', 'scripts/build', 'scripts/release']) {
    cpSync(join(projectRoot, path), join(dir, path), { recursive: true });
  }
  mkdirSync(join(dir, 'embed'));
  for (const go of readdirSync(join(projectRoot, 'embed')).filter((f) => f.endsWith('.go'))) cpSync(join(projectRoot, 'embed', go), join(dir, 'embed', go));
  writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG);
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
}

function release(dir: string) {
  const r = spawnSync(process.execPath, ['scripts/release/run.mjs'], { cwd: dir, encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  return r.stdout;
}

test("a release's section is the changelog's dated heading for its version, down to the next release", async () => {
  const { releaseSection } = await load<Changelog>('changelog.mjs');
  const section = releaseSection(CHANGELOG, version);
  assert.is(section.text, `## [${version}] - ${DATE}\n\n### Upgrading\n- First release.\n`);
  assert.is(section.date.toISOString(), `${DATE}T00:00:00.000Z`);
  assert.throws(() => releaseSection('# Changelog\n\n## Unreleased\n- x\n', '2.0.0'), /no section for 2\.0\.0: at release, "## Unreleased" becomes "## \[2\.0\.0\] - YYYY-MM-DD"/);
  assert.throws(() => releaseSection('## [2.0.0]\n- x\n', '2.0.0'), /must read "## \[2\.0\.0\] - YYYY-MM-DD"/);
  assert.throws(() => releaseSection('## [2.0.0] - 2026-02-30\n- x\n', '2.0.0'), /with the release's date/);
});

let artifact = '';

test('npm run release in two copies at different paths writes the same artifact and prints its size and sum', () => {
  const [a, b] = [join(scratch, 'a'), join(scratch, 'b', 'deeper', 'clone')];
  copyProject(a);
  copyProject(b);
  const printed = release(a);
  release(b);
  const name = `flipt-console-${version}.tar.gz`;
  const bytes = readFileSync(join(a, 'dist', name));
  assert.ok(bytes.equals(readFileSync(join(b, 'dist', name))), 'the two artifacts differ');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  assert.is(readFileSync(join(a, 'dist', 'SHA256SUMS'), 'utf8'), `${sha256}  ${name}\n`);
  assert.ok(printed.includes(`dist/${name}  ${(bytes.length / 1024).toFixed(1)} KB (${bytes.length} bytes)  sha256 ${sha256}`), printed);
  // gzip without a name or time, the format `tar -xzf` reads everywhere.
  assert.equal([...bytes.subarray(0, 10)], [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
  artifact = join(a, 'dist', name);
});

test('the artifact holds ui/ as Flipt takes it, LICENSE, the notices, the SBOM and the changelog section, sorted, owned by 0:0, dated the release', async () => {
  const entries = (await load<Tar>('tar.mjs')).readTarGz(readFileSync(artifact));
  const top = `flipt-console-${version}/`;
  const paths = entries.map((e) => e.path);
  assert.equal(paths, [...paths].sort());
  for (const e of entries) {
    assert.ok(e.path.startsWith(top), e.path);
    assert.equal([e.uid, e.gid, e.mtime, e.mode], [0, 0, Date.parse(`${DATE}T00:00:00Z`) / 1000, e.type === 'dir' ? 0o755 : 0o644], e.path);
  }
  const file = (path: string): string => {
    const found = entries.find((e) => e.path === top + path);
    assert.ok(found, `no ${path}`);
    return found.data.toString('utf8');
  };
  const goFiles = readdirSync(join(projectRoot, 'embed')).filter((f) => f.endsWith('.go'));
  for (const go of goFiles) assert.is(file(`ui/${go}`), readFileSync(join(projectRoot, 'embed', go), 'utf8'));
  const index = file('ui/index.html');
  for (const [, asset] of index.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)) assert.ok(paths.includes(`${top}ui/${asset}`), asset);
  assert.match(index, /src="assets\/main-[0-9a-f]{10}\.js"/);
  assert.match(file('LICENSE'), /^MIT License\n\nCopyright \(c\) 2026 The Flipt console authors\n/);
  assert.is(file('CHANGELOG.md'), `## [${version}] - ${DATE}\n\n### Upgrading\n- First release.\n`);
  const notices = file('THIRD-PARTY-NOTICES.html');
  assert.is(notices, file('ui/assets/third-party-notices.html'));
  const aria = notices.split('<section ').find((s) => s.includes('<h2>react-aria ')) ?? '';
  assert.ok(aria.includes('License: Apache-2.0') && aria.includes('END OF TERMS AND CONDITIONS'), "React Aria's Apache-2.0 text");
  const sbom = JSON.parse(file('sbom.cdx.json'));
  assert.equal([sbom.bomFormat, sbom.specVersion, sbom.metadata.component.name, sbom.metadata.component.version], ['CycloneDX', '1.6', 'flipt-console', version]);
  const named = [...notices.matchAll(/<h2>(\S+) (\S+)<\/h2>/g)].map((m) => `${m[1]}@${m[2]}`);
  const components = sbom.components.map((c: { group?: string; name: string; version: string }) => `${c.group ? `${c.group}/` : ''}${c.name}@${c.version}`);
  assert.equal(components.sort(), [...named].sort());
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'));
  const react = sbom.components.find((c: { name: string }) => c.name === 'react');
  const integrity = Buffer.from(String(lock.packages['node_modules/react'].integrity).slice('sha512-'.length), 'base64').toString('hex');
  assert.equal(react.hashes, [{ alg: 'SHA-512', content: integrity }]);
  assert.is(react.purl, `pkg:npm/react@${lock.packages['node_modules/react'].version}`);
});

const hasGo = spawnSync('go', ['version']).status === 0;

test("vendor-check checks the sum, puts ui/ in place of a Flipt checkout's and runs go vet and go test there", () => {
  if (!hasGo && !process.env.CI) return console.log('skip: vendor-check (Go is not installed)');
  const flipt = join(scratch, 'flipt');
  mkdirSync(join(flipt, 'ui', 'src'), { recursive: true });
  writeFileSync(join(flipt, 'go.mod'), 'module go.flipt.io/flipt\n\ngo 1.21\n');
  writeFileSync(join(flipt, 'ui', 'src', 'App.tsx'), "Flipt's own console");
  const check = (file: string) => spawnSync(process.execPath, [join(projectRoot, 'scripts/release/vendor.mjs'), file, flipt], { cwd: scratch, encoding: 'utf8' });
  const r = check(artifact);
  assert.is(r.status, 0, r.stdout + r.stderr);
  for (const line of ['go vet -tags assets ./ui/...', 'go vet ./ui/...', 'go test -tags assets ./ui/...', 'go test ./ui/...']) assert.ok(r.stdout.includes(`ok   ${line}`), line);
  assert.not.ok(existsSync(join(flipt, 'ui', 'src')), "Flipt's own ui/ sources are gone");
  assert.ok(existsSync(join(flipt, 'ui', 'embed.go')) && existsSync(join(flipt, 'ui', 'assets', 'third-party-notices.html')));
  // A copy whose bytes differ from what SHA256SUMS says is refused.
  const tampered = join(scratch, 'tampered');
  mkdirSync(tampered);
  writeFileSync(join(tampered, `flipt-console-${version}.tar.gz`), Buffer.concat([readFileSync(artifact), Buffer.from([0])]));
  cpSync(join(artifact, '..', 'SHA256SUMS'), join(tampered, 'SHA256SUMS'));
  const refused = check(join(tampered, `flipt-console-${version}.tar.gz`));
  assert.is(refused.status, 1);
  assert.match(refused.stderr, /sha256 [0-9a-f]{64}, but SHA256SUMS says [0-9a-f]{64}/);
});

test.run();
