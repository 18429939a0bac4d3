// `npm run release` (issue 37): builds the console, runs the release checks (the bundle budget,
// the license allow-list, a dated CHANGELOG section for package.json's version) and writes
// dist/flipt-console-<version>.tar.gz with SHA256SUMS beside it. The tarball holds, under
// flipt-console-<version>/: ui/ (the embed package as Flipt's ui/ takes it: Go files,
// index.html, assets/ with the third-party notices), LICENSE, THIRD-PARTY-NOTICES.html (the same
// notices), sbom.cdx.json and CHANGELOG.md (the release's section). It is reproducible: sorted
// entries, owner 0:0, every time the release's date, gzip without a timestamp.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_GZIP, buildConsole, consoleVersion, root } from '../../build.mjs';
import { NOTICES_FILE } from '../build/notices.mjs';
import { kb } from '../build/report.mjs';
import { releaseSection } from './changelog.mjs';
import { sbomJson } from './sbom.mjs';
import { tarGz } from './tar.mjs';

/** Every file under `dir` as a path relative to it, with '/'. */
const filesUnder = (dir, at = '') =>
  readdirSync(join(dir, at), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(dir, `${at}${e.name}/`) : [`${at}${e.name}`]));

/** The archive's entries under `top/`: its files and every folder above them, sorted by path. */
function entries(top, files) {
  const folders = new Set([`${top}/`]);
  const list = files.map(([path, data]) => {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(`${top}/${parts.slice(0, i).join('/')}/`);
    return { path: `${top}/${path}`, data: Buffer.from(data) };
  });
  return [...[...folders].map((path) => ({ path })), ...list].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Builds into a scratch folder and returns the release's files (path in the archive, bytes). */
async function releaseFiles(stage, notes) {
  const ui = join(stage, 'ui');
  const built = await buildConsole({ outdir: ui, quiet: true });
  if (!built.ok) throw new Error(`the bundle is over its budget: JS + CSS gzip ${kb(built.totalGzip)}, budget ${kb(BUDGET_GZIP)}`);
  if (built.licenseProblems.length) throw new Error(`the license check fails:\n  ${built.licenseProblems.join('\n  ')}`);
  console.log(`built: JS + CSS gzip ${kb(built.totalGzip)}; ${built.packages.length} third-party packages, every license allowed`);
  const embed = join(root, 'embed');
  const goFiles = readdirSync(embed).filter((f) => f.endsWith('.go')).map((f) => [`ui/${f}`, readFileSync(join(embed, f))]);
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return [
    ['LICENSE', readFileSync(join(root, 'LICENSE'))],
    ['CHANGELOG.md', notes.text],
    ['THIRD-PARTY-NOTICES.html', readFileSync(join(ui, 'assets', NOTICES_FILE))],
    ['sbom.cdx.json', sbomJson({ version: consoleVersion, date: notes.date, packages: built.packages, lock })],
    ...goFiles,
    ...filesUnder(ui).map((f) => [`ui/${f}`, readFileSync(join(ui, f))]),
  ];
}

/** Makes the release; resolves to the artifact's path, size in bytes and SHA-256 (hex). */
export async function release() {
  const name = `flipt-console-${consoleVersion}`;
  const notes = releaseSection(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), consoleVersion);
  mkdirSync(join(root, '.cache'), { recursive: true });
  const stage = mkdtempSync(join(root, '.cache', 'release-'));
  try {
    const archive = tarGz(entries(name, await releaseFiles(stage, notes)), notes.date);
    const sha256 = createHash('sha256').update(archive).digest('hex');
    const dist = join(root, 'dist');
    mkdirSync(dist, { recursive: true });
    const file = join(dist, `${name}.tar.gz`);
    writeFileSync(file, archive);
    // The format `sha256sum -c SHA256SUMS` checks.
    writeFileSync(join(dist, 'SHA256SUMS'), `${sha256}  ${name}.tar.gz\n`);
    return { file, size: archive.length, sha256 };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { file, size, sha256 } = await release();
    console.log(`dist/${file.split(/[\\/]/).pop()}  ${kb(size)} (${size} bytes)  sha256 ${sha256}`);
    console.log('dist/SHA256SUMS written: check it with `sha256sum -c SHA256SUMS` in dist/');
  } catch (err) {
    console.error(`release: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  }
}
