import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBlank, isGoSpace, parseGoBool } from '../../../ui/lib/evaluation/gotext';

const GO_SPACES = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000];

test('uses exactly Go\u2019s unicode.IsSpace set', () => {
  const expected = new Set([...GO_SPACES, ...Array.from({ length: 11 }, (_, i) => 0x2000 + i)]);
  for (let code = 0; code <= 0xffff; code++) {
    if (isGoSpace(code) !== expected.has(code)) assert.unreachable(`U+${code.toString(16)} classified wrongly`);
  }
});

test('differs from JavaScript trim on U+FEFF and U+0085', () => {
  assert.not.ok(isBlank('\ufeff'));
  assert.ok(isBlank('\u0085'));
  assert.not.ok(isBlank('\u200b'));
  assert.not.ok(isBlank('\u180e'));
  assert.ok(isBlank(''));
});

test('parses exactly the strconv.ParseBool spellings', () => {
  for (const s of ['1', 't', 'T', 'TRUE', 'true', 'True']) assert.is(parseGoBool(s), true, s);
  for (const s of ['0', 'f', 'F', 'FALSE', 'false', 'False']) assert.is(parseGoBool(s), false, s);
  for (const s of ['', 'yes', 'tRUE', 'True ', ' 1', '01', 'y', 'on']) assert.is(parseGoBool(s), null, s);
});

test.run();
