import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addItem, parseList, removeItem, serialiseList, visibleItems, type ListItem } from '../../../../ui/features/constraints/list';

test('adding trims the entry and appends it', () => {
  assert.equal(addItem(['a'], '  b ', false), { items: ['a', 'b'], error: null });
});

test('empty and blank entries are ignored', () => {
  const items = ['a'];
  assert.is(addItem(items, '', false).items, items);
  assert.is(addItem(items, '   ', false).items, items);
  assert.is(addItem(items, '   ', false).error, null);
});

test('duplicates are ignored, numbers by value', () => {
  const items = ['a'];
  assert.is(addItem(items, 'a', false).items, items);
  assert.is(addItem(items, 'a', false).error, null);
  const numbers = [1.5];
  assert.is(addItem(numbers, '1.50', true).items, numbers);
});

test('for Number constraints entries become numbers and anything else is refused', () => {
  assert.equal(addItem([], '42', true).items, [42]);
  assert.equal(addItem([42], '-0.5', true).items, [42, -0.5]);
  assert.equal(addItem([], '1e3', true).items, [1000]);
  for (const bad of ['abc', '0x10', '1,5', '1e999', 'NaN']) {
    const result = addItem([], bad, true);
    assert.equal(result.items, [], bad);
    assert.is(result.error, `“${bad}” is not a number`);
  }
});

test('for String constraints numeric-looking entries stay strings', () => {
  assert.equal(addItem([], '42', false).items, ['42']);
});

test('the list holds at most 100 items', () => {
  const full = Array.from({ length: 100 }, (_, i) => `v${i}`);
  const result = addItem(full, 'one more', false);
  assert.is(result.items, full);
  assert.is(result.error, 'Too many items (maximum 100)');
  assert.is(addItem(full.slice(1), 'v100', false).items.length, 100);
});

test('the list is stored as a JSON array; an empty list as an empty value', () => {
  assert.is(serialiseList(['pro', 'enterprise']), '["pro","enterprise"]');
  assert.is(serialiseList([18, 21.5]), '[18,21.5]');
  assert.is(serialiseList([]), '');
});

test('a stored value reads back as its items; a value that is not such an array as null', () => {
  assert.equal(parseList('["pro","enterprise"]'), ['pro', 'enterprise']);
  assert.equal(parseList('[18, 21.5]'), [18, 21.5]);
  assert.equal(parseList(''), []);
  assert.is(parseList('pro'), null);
  assert.is(parseList('{"a":1}'), null);
  assert.is(parseList('[true]'), null);
});

test('removing drops the item at the index only', () => {
  assert.equal(removeItem(['a', 'b', 'c'], 1), ['a', 'c']);
});

test('five items show; more collapse until expanded', () => {
  const items: ListItem[] = ['1', '2', '3', '4', '5', '6', '7'];
  assert.equal(visibleItems(items, false), { shown: ['1', '2', '3', '4', '5'], hidden: 2 });
  assert.equal(visibleItems(items, true), { shown: items, hidden: 0 });
  assert.equal(visibleItems(items.slice(0, 5), false), { shown: items.slice(0, 5), hidden: 0 });
});

test.run();
