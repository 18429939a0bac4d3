import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseNumberArray, parseStringArray } from '../../../ui/lib/evaluation/jsonarray';

test('decodes string arrays, turning null elements into empty strings', () => {
  assert.equal(parseStringArray('["a", "b"]'), ['a', 'b']);
  assert.equal(parseStringArray(' [ null , "x" ] '), ['', 'x']);
  assert.equal(parseStringArray('[]'), []);
  assert.equal(parseStringArray('null'), []);
});

test('fails a string array on any non-string element or non-array value', () => {
  for (const s of ['["a",1]', '[true]', '[{}]', '[["a"]]', '"a"', '{}', '1', 'true', '', 'nul', '["a"', '["a"] x', '\ufeff["a"]', "['a']"]) {
    assert.is(parseStringArray(s), null, s);
  }
});

test('replaces unpaired surrogate escapes with U+FFFD and keeps valid pairs', () => {
  assert.equal(parseStringArray('["\\ud800x", "\\udc00", "\\ud83d\\ude00"]'), ['\ufffdx', '\ufffd', '\u{1f600}']);
});

test('decodes number arrays, turning null elements into 0', () => {
  assert.equal(parseNumberArray('[18, 21.5, -0, 1e2]'), [18, 21.5, -0, 100]);
  assert.equal(parseNumberArray('[null]'), [0]);
  assert.equal(parseNumberArray('null'), []);
  assert.equal(parseNumberArray('[1e-400]'), [0]);
});

test('fails a number array on strings, booleans, overflow or invalid JSON numbers', () => {
  for (const s of ['[18, "21"]', '[true]', '[1e400]', '[-1e400]', '[01]', '[.5]', '[NaN]', '[Infinity]', '[+1]', '{"a":1}', '5']) {
    assert.is(parseNumberArray(s), null, s);
  }
});

test.run();
