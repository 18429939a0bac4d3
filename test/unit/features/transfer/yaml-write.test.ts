// The YAML writer must produce what `flipt export` (Go's YAML v2) produces, byte for byte: these
// expectations were written by hand from Flipt v1.54's own exports of the same values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sortKeys } from '../../../../ui/features/transfer/yaml/keys';
import { float32Decimal, goFloat } from '../../../../ui/features/transfer/yaml/numbers';
import { stringifyYaml } from '../../../../ui/features/transfer/yaml/write';

const line = (value: string) => stringifyYaml({ v: value });

test('writes nested mappings in block style with lists at their key indentation', () => {
  const doc = { version: '1.4', flags: [{ key: 'a', rules: [{ segment: 's', distributions: [{ variant: 'x', rollout: 50 }] }] }] };
  assert.is(
    stringifyYaml(doc),
    'version: "1.4"\nflags:\n- key: a\n  rules:\n  - segment: s\n    distributions:\n    - variant: x\n      rollout: 50\n',
  );
});

test('writes empty collections in flow style and nested lists with a dash each', () => {
  assert.is(stringifyYaml({ a: [], b: {}, c: [[1, 2], []] }), 'a: []\nb: {}\nc:\n- - 1\n  - 2\n- []\n');
});

test('double-quotes text that would read back as another type in YAML 1.1', () => {
  for (const s of ['', 'yes', 'No', 'y', 'n', 'Off', '~', 'null', 'true', '18', '1.40', '0x1F', '0o17', '017', '1_000', '+1', '-1.5e3', '.5', '.inf', '12:30', '2025-01-06', '2025-01-06T10:00:00Z', '<<']) {
    assert.is(line(s), `v: "${s}"\n`, s);
  }
});

test('writes bare what YAML 1.1 would still read as text', () => {
  for (const s of ['Ünïcode — fine', '1e400', '2025-13-45', 'a#b', 'a:b', ':c', 'a :b', 'x,y', 'é\u00a0nbsp', 'dark-mode']) {
    assert.is(line(s), `v: ${s}\n`, s);
  }
});

test('single-quotes text that starts with an indicator or holds ": " or " #"', () => {
  const cases: Record<string, string> = {
    '@acme.io': "'@acme.io'", '#00f': "'#00f'", '- dash start': "'- dash start'", ' leading space': "' leading space'",
    'trailing ': "'trailing '", '["pro","enterprise"]': '\'["pro","enterprise"]\'', 'Checkout: new': "'Checkout: new'",
    'a #b': "'a #b'", '---': "'---'", '...': "'...'", '? q': "'? q'", '{x}': "'{x}'", '*star': "'*star'", "it's": "it's",
    "'q": "'''q'",
  };
  for (const [s, out] of Object.entries(cases)) assert.is(line(s), `v: ${out}\n`, s);
});

test('double-quotes and escapes what a document cannot hold', () => {
  assert.is(line('emoji 😀 here'), 'v: "emoji \\U0001F600 here"\n');
  assert.is(line('tab\there'), 'v: "tab\\there"\n');
  assert.is(line('line\r\nwin'), 'v: "line\\r\\nwin"\n');
  assert.is(line('multi\nline with trailing space \nz'), 'v: "multi\\nline with trailing space \\nz"\n');
  assert.is(line('bell\u0007'), 'v: "bell\\a"\n');
});

test('writes text with line breaks as a literal block with its chomping and indentation hints', () => {
  assert.is(line('line one\nline two'), 'v: |-\n  line one\n  line two\n');
  assert.is(line('ends with newline\n'), 'v: |\n  ends with newline\n');
  assert.is(stringifyYaml({ v: 'two trailing\n\n', w: 1 }), 'v: |+\n  two trailing\n\nw: 1\n');
  assert.is(line('\nleading newline'), 'v: |2-\n\n  leading newline\n');
  assert.is(line(' lead space\nline2'), 'v: |2-\n   lead space\n  line2\n');
});

test('folds long text at the first space past column 80, as Flipt does', () => {
  const words = Array(30).fill('word').join(' ');
  assert.is(
    stringifyYaml({ segments: [{ name: `quote ' inside ${words}` }] }),
    "segments:\n- name: quote ' inside word word word word word word word word word word word word\n" +
      '    word word word word word word word word word word word word word word word word\n    word word\n',
  );
  assert.is(
    stringifyYaml({ segments: [{ name: `x: ${words}` }] }),
    "segments:\n- name: 'x: word word word word word word word word word word word word word word\n" +
      "    word word word word word word word word word word word word word word word word'\n",
  );
  assert.is(
    stringifyYaml({ segments: [{ name: `esc \t ${words}` }] }),
    'segments:\n- name: "esc \\t word word word word word word word word word word word word word word\n' +
      '    word word word word word word word word word word word word word word word word"\n',
  );
  assert.is(line('longword'.repeat(15)), `v: ${'longword'.repeat(15)}\n`);
});

test('keeps a double space across a fold and never folds keys', () => {
  const text = `${Array(29).fill('word').join(' ')}  two spaces`;
  assert.is(
    stringifyYaml({ segments: [{ description: text }] }),
    'segments:\n- description: word word word word word word word word word word word word word word\n' +
      '    word word word word word word word word word word word word word word word  two\n    spaces\n',
  );
  const key = Array(20).fill('key').join(' ');
  assert.is(stringifyYaml({ [key]: 1 }), `${key}: 1\n`);
});

test('writes multi-line and very long keys as explicit keys', () => {
  const long = 'k'.repeat(130);
  const map = new Map<string, number | string>([[long, 'long key'], ['multi\nline key', 1], ['9', 'nine']]);
  assert.is(stringifyYaml({ metadata: map }), `metadata:\n  ? ${long}\n  : long key\n  ? |-\n    multi\n    line key\n  : 1\n  "9": nine\n`);
});

test('writes numbers as Go prints float64 and rollouts as float32', () => {
  const cases: [number, string][] = [
    [0, '0'], [-0, '-0'], [1, '1'], [100, '100'], [2.5, '2.5'], [0.1, '0.1'], [123456, '123456'], [1e6, '1e+06'],
    [123456789, '1.23456789e+08'], [1e21, '1e+21'], [0.0001, '0.0001'], [-0.000001, '-1e-06'], [1.5e-7, '1.5e-07'],
    [Infinity, '.inf'], [-Infinity, '-.inf'], [NaN, '.nan'],
  ];
  for (const [n, text] of cases) assert.is(goFloat(n), text, String(n));
  assert.is(float32Decimal(33.33), 33.33);
  assert.is(float32Decimal(Math.fround(33.33)), 33.33);
  assert.is(float32Decimal(66.67), 66.67);
  assert.is(float32Decimal(0.1 + 0.2), 0.3);
  assert.is(stringifyYaml({ num: 1e6, on: true, n: null }), 'num: 1e+06\n"on": true\n"n": null\n');
});

test('orders free-form keys as Flipt does: digits as numbers, letters after other characters', () => {
  assert.equal(sortKeys(['team', 'tier', '10', '9', 'Zeta', 'alpha', 'a2', 'a10', 'beta', 'nested']), ['9', '10', 'Zeta', 'a2', 'a10', 'alpha', 'beta', 'nested', 'team', 'tier']);
  assert.equal(sortKeys(['b', 'B', 'a b', 'a1', 'a01', 'a001b', '', '-x', '_y', 'ä', 'yes']), ['', '-x', '_y', 'B', 'a b', 'a1', 'a01', 'a001b', 'b', 'yes', 'ä']);
});

test('orders keys whose natural order is circular the same whatever order they come in', () => {
  const keys = ['0a', '1', '007', '7', 'x'];
  const first = sortKeys(keys);
  for (const shuffled of [[...keys].reverse(), ['7', 'x', '0a', '007', '1'], ['1', '007', '0a', 'x', '7']]) assert.equal(sortKeys(shuffled), first);
});

test.run();
