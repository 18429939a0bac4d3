// The repository's documents as a newcomer meets them: a README short enough to read in five
// minutes with exactly the two set-up commands, every relative link in README.md and docs/ leading
// to a file that exists, and no source file of the console longer than STYLE's limit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectRoot } from '../helpers/server';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const documents = ['README.md', ...readdirSync(join(projectRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Every `[text](target)` of a markdown text whose target is a path in this repository. */
function localLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => (m[1] ?? '').split('#')[0] ?? '').filter((t) => t !== '' && !/^[a-z]+:/.test(t));
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]);
}

test('README.md is at most 250 lines and keeps the two set-up commands', () => {
  const text = read('README.md');
  assert.ok(text.split('\n').length <= 250, `README.md has ${text.split('\n').length} lines`);
  const setUp = text.split('\n## ')[1] ?? '';
  const commands = [...setUp.matchAll(/```sh\n([^`]+)```/g)].map((m) => (m[1] ?? '').trim());
  assert.equal(commands, ['npm install && npm start', 'npm test']);
});

test('every relative link in README.md and docs/ leads to a file', () => {
  const broken = documents.flatMap((doc) => localLinks(read(doc))
    .filter((target) => !existsSync(join(projectRoot, dirname(doc), target)))
    .map((target) => `${doc} → ${target}`));
  assert.equal(broken, []);
});

test('README.md links every document in docs/', () => {
  const linked = new Set(localLinks(read('README.md')));
  const unlinked = documents.filter((doc) => doc !== 'README.md' && !linked.has(doc));
  assert.equal(unlinked, []);
});

test('no source file of the console is over 200 lines', () => {
  const long = filesUnder('ui').filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ f, lines: read(f).trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > 200).map(({ f, lines }) => `${f}: ${lines}`);
  assert.equal(long, []);
});

test.run();
