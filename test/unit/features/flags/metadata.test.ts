// A flag's metadata entries: saved ones locked and sent back as saved, problems by entry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entriesOf, entryProblems, metadataObject, newEntry, withType, type MetadataEntry } from '../../../../ui/features/flags/metadata';

const entry = (key: string, type: MetadataEntry['type'], text: string): MetadataEntry => ({ key, type, text, locked: false, touched: true });

/** What the API receives: the body as JSON. */
const sent = (body: unknown) => JSON.parse(JSON.stringify(body)) as unknown;

test('saved metadata: entries by key, objects as sorted compact JSON, values sent back as saved', () => {
  const saved = { z: 1, a: { y: [1], b: null }, s: 'x' };
  const entries = entriesOf(saved);
  assert.equal(entries.map((e) => [e.key, e.type, e.text, e.locked]), [['a', 'object', '{"b":null,"y":[1]}', true], ['s', 'string', 'x', true], ['z', 'number', '1', true]]);
  assert.equal(sent(metadataObject(entries)), saved);
});

test('values follow their type; a blank entry is left out', () => {
  const entries = [entry('n', 'number', '2.5'), entry('b', 'boolean', 'true'), entry('o', 'object', '{"a":1}'), entry('l', 'array', '[1]'), newEntry()];
  assert.equal(entryProblems(entries), [{ key: undefined, value: undefined }, { key: undefined, value: undefined }, { key: undefined, value: undefined }, { key: undefined, value: undefined }, {}]);
  assert.equal(sent(metadataObject(entries)), { n: 2.5, b: true, o: { a: 1 }, l: [1] });
});

test('a repeated key is marked on the later entry; a missing key and a bad value are problems', () => {
  const problems = entryProblems([entry('k', 'string', 'a'), entry('k', 'string', 'b'), entry('', 'string', 'c'), entry('x', 'object', '[1]'), entry('y', 'number', 'abc')]);
  assert.equal(problems.map((p) => p.key), [undefined, 'Key must be unique', 'Key is required', undefined, undefined]);
  assert.equal(problems.map((p) => p.value), [undefined, undefined, undefined, 'Must be a JSON object', 'Must be a number']);
});

test('changing the type keeps text that fits, else starts from an empty value of the type', () => {
  assert.is(withType(entry('k', 'string', '12'), 'number').text, '12');
  assert.is(withType(entry('k', 'string', 'abc'), 'number').text, '0');
  assert.is(withType(entry('k', 'string', 'abc'), 'object').text, '{}');
  assert.is(withType(entry('k', 'number', '1'), 'string').text, '1');
});

test("keys named like Object.prototype's members are entries like any other, and go back as saved (issue 43)", () => {
  const saved = JSON.parse('{"__proto__":{"a":1},"constructor":"c","prototype":[1],"team":"web"}') as Record<string, unknown>;
  const entries = entriesOf(saved);
  assert.equal(entries.map((e) => e.key), ['__proto__', 'constructor', 'prototype', 'team']);
  assert.is(JSON.stringify(metadataObject(entries)), JSON.stringify(saved));
  const typed = metadataObject([...entries.filter((e) => e.key === 'team'), { ...newEntry(), key: '__proto__', text: 'typed' }]);
  assert.is(JSON.stringify(typed), '{"team":"web","__proto__":"typed"}');
});

test.run();
