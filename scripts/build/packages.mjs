// The npm packages in the bundle, read from esbuild's metafile: what the build actually put in,
// not what package.json lists (issue 37). Feeds the third-party notices, the license check and
// the release's SBOM.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { licenseExpression, standardTexts } from './licenses.mjs';

// The package part of an input path: every `node_modules/<name>` step (scoped or not), so a
// nested copy (`node_modules/a/node_modules/b`) is its own package. esbuild writes `/` everywhere.
const INSTALL_PATH = /(?:^|\/)(node_modules\/(?:(?:@[^/]+\/)?[^/]+\/node_modules\/)*((?:@[^/]+\/)?[^/]+))\//;
const LICENSE_FILE = /^(licen[cs]e|copying)([-.][\w.-]*)?$/i;
const NOTICE_FILE = /^notice(\.(md|txt))?$/i;

/**
 * Every package one of the metafile's outputs takes an input from, once per name and version,
 * sorted by name then version. Input paths are relative to `root` (esbuild's absWorkingDir);
 * a node_modules reached through a symlink shows up as its real path, which still ends in
 * `node_modules/<name>/…`.
 */
export function bundledPackages(metafile, root) {
  const found = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      const match = INSTALL_PATH.exec(input);
      if (!match) continue;
      const dir = resolve(root, input.slice(0, match.index + match[0].length - 1));
      if (!found.has(dir)) found.set(dir, readPackage(dir, match[1]));
    }
  }
  const unique = new Map([...found.values()].map((p) => [`${p.name}@${p.version}`, p]));
  // By code unit, not locale: the order must not depend on the ICU data Node was built with.
  const key = (p) => `${p.name}\0${p.version}`;
  return [...unique.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** A package's name, version, license and the texts that travel with it. */
function readPackage(dir, installPath) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = readdirSync(dir).sort();
  const texts = (pattern) => files.filter((f) => pattern.test(f)).map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
  const license = licenseExpression(manifest);
  const own = texts(LICENSE_FILE);
  return {
    name: manifest.name,
    version: manifest.version,
    license,
    homepage: typeof manifest.homepage === 'string' ? manifest.homepage : null,
    installPath,
    licenseTexts: own.length ? own : standardTexts(license),
    notices: texts(NOTICE_FILE),
  };
}
