// The console's YAML reader: what Flipt's files and hand-written ones use, read the way Flipt's
// importer (Go's YAML v3) reads it, with line and column for what it refuses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { YamlSyntaxError } from '../../../../ui/features/transfer/yaml/cursor';
import { parseYaml, parseYamlStream } from '../../../../ui/features/transfer/yaml/parse';
import { stringifyYaml, type YamlValue } from '../../../../ui/features/transfer/yaml/write';
import { referencePath } from '../../../helpers/reference';
import { aliasBomb } from '../../../helpers/yaml-bomb';

test('reads block mappings with lists at the key indentation or indented', () => {
  const text = 'flags:\n- key: a\n  variants:\n    - key: x\n      name: X\n  enabled: true\nsegments: []\n';
  assert.equal(parseYaml(text), { flags: [{ key: 'a', variants: [{ key: 'x', name: 'X' }], enabled: true }], segments: [] });
});

test('reads flow collections, JSON over several lines and comments', () => {
  assert.equal(parseYaml('a: [1, two, "3"]  # c\nb: {x: 1, "y": [], z: }\n'), { a: [1, 'two', '3'], b: { x: 1, y: [], z: null } });
  assert.equal(parseYaml('{\n  "version": "1.4",\n  "flags": [\n    {"key": "a", "enabled": false}\n  ]\n}\n'), { version: '1.4', flags: [{ key: 'a', enabled: false }] });
  assert.equal(parseYaml('# head\n\nk: v # tail\n# end'), { k: 'v' });
});

test('folds bare and quoted text over lines', () => {
  assert.equal(parseYaml('d: European Union countries\n  past the eighty\n\n  column mark\nn: 1\n'), { d: 'European Union countries past the eighty\ncolumn mark', n: 1 });
  assert.equal(parseYaml("s: 'it''s\n  folded'\n"), { s: "it's folded" });
  assert.equal(parseYaml('s: "a\\tb \\U0001F600 \\x41\\u00e9\n  c\\\n  d"\n'), { s: 'a\tb 😀 Aé cd' });
  assert.equal(parseYaml('s: "keep  \n\n  x"\n'), { s: 'keep\nx' });
});

test('reads literal and folded blocks with their chomping and indentation', () => {
  assert.equal(parseYaml('a: |-\n  one\n  two\nb: |\n  clip\n\nc: |+\n  keep\n\nd: 1\n'), { a: 'one\ntwo', b: 'clip\n', c: 'keep\n\n', d: 1 });
  assert.equal(parseYaml('a: |2-\n\n    leading\n  x\n'), { a: '\n  leading\nx' });
  assert.equal(parseYaml('a: >\n  folded\n  text\n\n  next\n    kept\n  end\n'), { a: 'folded text\nnext\n  kept\nend\n' });
  assert.equal(parseYaml('- |\n  in a list\n- b\n'), ['in a list\n', 'b']);
});

test('types bare values as Flipt reads them (YAML 1.2 core, Go integer syntax)', () => {
  const doc = parseYaml('a: yes\nb: true\nc: ~\nd: 0777\ne: 1_000\nf: 0x1F\ng: 1e400\nh: .inf\ni: -2.5\nj: 2025-01-06\nk: null\nl: 0o17\nm: 1e+06\n');
  assert.equal(doc, { a: 'yes', b: true, c: null, d: 511, e: 1000, f: 31, g: '1e400', h: Infinity, i: -2.5, j: '2025-01-06', k: null, l: 15, m: 1e6 });
});

test('reads explicit keys, anchors and aliases, and keeps __proto__ an ordinary key', () => {
  assert.equal(parseYaml('? long key\n: 1\n? |-\n  multi\n  line\n: 2\n'), { 'long key': 1, 'multi\nline': 2 });
  assert.equal(parseYaml('base: &d {variant: a, rollout: 50}\ncopy: *d\nlist: &l\n- 1\nagain: *l\n'), { base: { variant: 'a', rollout: 50 }, copy: { variant: 'a', rollout: 50 }, list: [1], again: [1] });
  const doc = parseYaml('__proto__: x\n') as Record<string, unknown>;
  assert.is(Object.getPrototypeOf(doc), Object.prototype);
  assert.equal(Object.keys(doc), ['__proto__']);
});

test('reads streams of documents', () => {
  assert.equal(parseYamlStream(''), []);
  assert.equal(parseYamlStream('%YAML 1.2\n---\na: 1\n...\n---\nb: 2\n--- c\n'), [{ a: 1 }, { b: 2 }, 'c']);
  assert.throws(() => parseYaml('a: 1\n---\nb: 2\n'), /2 YAML documents/);
});

function failure(text: string): YamlSyntaxError {
  try {
    parseYamlStream(text);
  } catch (err) {
    if (err instanceof YamlSyntaxError) return err;
    throw err;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

test('refuses what it cannot read with the line and column', () => {
  const cases: [string, RegExp, number, number][] = [
    ['a: 1\na: 2\n', /"a" appears twice/, 2, 1],
    ['a: !!str 1\n', /tags/, 1, 4],
    ['a:\n\tb: 1\n', /tabs/, 2, 1],
    ['a: 1\n  b: 2\n', /mapping cannot start here/, 2, 4],
    ['a:\n  b:\n    c: 1\n   d: 2\n', /indented more/, 4, 4],
    ['a: "open\n', /closing quote/, 2, 1],
    ['a: [1, 2\n', /expected "," or "]"/, 2, 1],
    ['a: *nope\n', /unknown alias/, 1, 4],
    ['- a\nb: 1\n', /expected a list entry/, 2, 1],
    ['%TAG ! tag:x\n---\na: 1\n', /%YAML/, 1, 1],
    ['a: - b\n', /list or mapping cannot start here/, 1, 4],
  ];
  for (const [text, reason, line, column] of cases) {
    const err = failure(text);
    assert.match(err.message, reason, text);
    assert.equal([err.line, err.column], [line, column], `${text}: ${err.message}`);
  }
});

// A seeded generator of values with text that stresses quoting, folding and escaping.
function generator(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
  const atoms = ['', ' ', 'word', 'x: y', '- a', '#c', 'a #b', "it's", '"q"', 'back\\slash', 'l1\nl2', 'end\n', '\nlead', 'two\n\n',
    ' lead', 'trail ', 'tab\tin', '😀', 'yes', 'null', '1', '1.50', '0x1F', '12:30', '2025-01-06', '---', '[a]', '&a', '!t', '%p', '@x',
    '|', '>', '?', ':', 'a,b', '\u0085', '\r', 'long '.repeat(25), 'w'.repeat(100), `${'x '.repeat(50)} y`];
  const text = () => pick(atoms) + (next() < 0.4 ? pick(atoms) : '');
  const value = (depth: number): YamlValue => {
    const r = next();
    if (depth > 3 || r < 0.45) {
      const t = next();
      if (t < 0.6) return text();
      if (t < 0.8) return pick([0, -1, 1.5, 1e21, 1e-7, 123456789, 33.33, 100]);
      return t < 0.9 ? next() < 0.5 : null;
    }
    if (r < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [text(), value(depth + 1)]));
  };
  return () => ({ root: value(0) });
}

test('reads back whatever the writer writes (1,500 generated documents)', () => {
  const make = generator(20261125);
  for (let i = 0; i < 1500; i += 1) {
    const doc = make();
    const text = stringifyYaml(doc);
    assert.equal(parseYaml(text), doc, text);
  }
});

function fixtureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return fixtureFiles(path);
    return /\.(ya?ml|json)$/.test(e.name) ? [path] : [];
  });
}

test("reads Flipt's own declarative fixtures as a reference YAML library does", () => {
  const dir = referencePath('testdata');
  if (!dir) return console.log("skipped: Flipt's declarative fixtures are not in ../shared/reference/flipt-v1/testdata");
  const files = fixtureFiles(dir);
  assert.ok(files.length >= 5);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const expected = parseAllDocuments(text, { version: '1.2' }).map((d) => d.toJS());
    assert.equal(parseYamlStream(text), expected, file);
  }
});

test('refuses a document that is mostly alias expansion at once, as Go\'s YAML v3 does', () => {
  const started = performance.now();
  const error = (() => {
    try {
      parseYamlStream(aliasBomb(9));
    } catch (e) {
      return e;
    }
  })();
  assert.ok(error instanceof YamlSyntaxError, String(error));
  assert.match(error.message, /excessive aliasing: \d+ of \d+ values come from aliases \(Flipt refuses it too\)/);
  assert.ok(performance.now() - started < 100, 'refused in well under a second');
  // A few aliases, as hand-written files use them for shared attachments, are fine.
  assert.equal(parseYaml('base: &b {tier: 1}\nx: *b\ny: *b\n'), { base: { tier: 1 }, x: { tier: 1 }, y: { tier: 1 } });
  assert.not.throws(() => parseYamlStream(aliasBomb(2)));
});

test('refuses nesting deeper than its limit with the line, not a stack overflow', () => {
  assert.throws(() => parseYamlStream(`${'['.repeat(1500)}${']'.repeat(1500)}`), /line 1, column 1001: the document nests deeper than 1000 levels/);
  assert.not.throws(() => parseYamlStream(`${'['.repeat(900)}${']'.repeat(900)}`));
});

test('collects repeated keys with their lines when asked, keeping the first value', () => {
  const repeated: { line: number; key: string; depth: number }[] = [];
  assert.equal(parseYamlStream('a: 1\nb:\n  c: 2\n  c: 3\na: 4\n', repeated as never), [{ a: 1, b: { c: 2 } }]);
  assert.equal(repeated.map(({ line, key, depth }) => [line, key, depth]), [[4, 'c', 2], [5, 'a', 1]]);
  assert.throws(() => parseYamlStream('a: 1\na: 2\n'), /line 2, column 1: the key "a" appears twice/);
});

test.run();
