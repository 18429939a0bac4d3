import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import {
  checkContext,
  checkNumberArray,
  checkOptionalJson,
  checkStringArray,
  ContextSchema,
  NumberArraySchema,
  parseJson,
} from '../../../ui/lib/json';

test("optional JSON: empty or valid passes, anything else is 'Must be valid JSON'", () => {
  assert.is(checkOptionalJson(''), null);
  assert.is(checkOptionalJson('  '), null);
  assert.is(checkOptionalJson('{"a":[1,2]}'), null);
  assert.is(checkOptionalJson('"text"'), null);
  assert.is(checkOptionalJson('{a:1}'), 'Must be valid JSON');
});

test('a context is an object of strings; the message says which key or position and why', () => {
  assert.is(checkContext('{"plan":"pro","region":"eu"}'), null);
  assert.is(checkContext(''), null);
  assert.is(checkContext('{"plan":"pro","age":30}'), 'Must be valid context value: "age" is a number, not a string (write "30")');
  assert.is(checkContext('{"beta":true}'), 'Must be valid context value: "beta" is a boolean, not a string (write "true")');
  assert.is(checkContext('{"tags":["a"]}'), 'Must be valid context value: "tags" is an array, not a string');
  assert.is(checkContext('["a"]'), 'Must be valid context value: an object of strings is needed, not an array');
  assert.is(checkContext('null'), 'Must be valid context value: an object of strings is needed, not null');
  assert.is(checkContext('{\n  "plan": pro\n}'), 'Must be valid context value: not JSON at line 2, column 11');
});

test('string arrays hold only strings', () => {
  assert.is(checkStringArray('["a","b"]'), null);
  assert.is(checkStringArray('[]'), null);
  assert.is(checkStringArray('["a",1]'), 'Must be valid JSON string array');
  assert.is(checkStringArray('"a"'), 'Must be valid JSON string array');
  assert.is(checkStringArray('[a]'), 'Must be valid JSON string array');
});

test('number arrays hold only finite numbers', () => {
  assert.is(checkNumberArray('[1,2.5,-3]'), null);
  assert.is(checkNumberArray('[1,"2"]'), 'Must be valid JSON number array');
  assert.is(checkNumberArray('{}'), 'Must be valid JSON number array');
});

test('arrays hold at most 100 items', () => {
  const hundred = JSON.stringify(Array.from({ length: 100 }, (_, i) => i));
  const more = JSON.stringify(Array.from({ length: 101 }, (_, i) => String(i)));
  assert.is(checkNumberArray(hundred), null);
  assert.is(checkStringArray(more), 'Too many items (maximum 100)');
});

test('parse errors carry a 1-based line and column', () => {
  const result = parseJson('{\n  "a": 1,\n  "b": }');
  assert.is(result.ok, false);
  if (result.ok) return;
  assert.is(result.line, 3);
  assert.is(result.column, 8);
});

test('locates errors the engine gives no position for', () => {
  const cases: Array<[string, number, number]> = [
    ['{a:1}', 1, 2],
    ['[1, 2,]', 1, 7],
    ['{"a": "x\ny"}', 1, 9],
    ['{"a": tru}', 1, 7],
    ['[1]\n  x', 2, 3],
    ['', 1, 1],
    ['{"a": 01}', 1, 8],
  ];
  for (const [text, line, column] of cases) {
    const result = parseJson(text);
    assert.is(result.ok, false, text);
    if (!result.ok) assert.equal([result.line, result.column], [line, column], text);
  }
});

test('the schemas report the same messages', () => {
  const context = v.safeParse(ContextSchema, '{"a":1}');
  assert.is(context.success, false);
  assert.is(context.issues?.[0]?.message, 'Must be valid context value: "a" is a number, not a string (write "1")');
  assert.is(v.safeParse(NumberArraySchema, '[1]').success, true);
});

test.run();
