import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keepGone, listed } from '../../../ui/lib/gone';

const items = (ids: string) => [...ids].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((i) => i.id).join('');

test('a record still listed is read as listed now; one that is not is kept as it was and marked gone', () => {
  const now = { id: 'b', name: 'now' };
  assert.equal(listed([{ id: 'a', name: '' }, now], { id: 'b', name: 'then' }), { record: now, gone: false });
  assert.equal(listed([{ id: 'a', name: '' }], { id: 'b', name: 'then' }), { record: { id: 'b', name: 'then' }, gone: true });
});

test('an item the list lost stays where it was when it is to be kept, and goes otherwise', () => {
  assert.is(ids(keepGone(items('abcd'), items('acd'), (id) => id === 'b')), 'abcd');
  assert.is(ids(keepGone(items('abcd'), items('acd'), () => false)), 'acd');
  assert.is(ids(keepGone(items('abcd'), items('bcd'), (id) => id === 'a')), 'abcd', 'first when nothing came before it');
  assert.is(ids(keepGone(items('abcd'), items('ab'), () => true)), 'abcd', 'last ones stay last');
});

test('kept items follow the item they followed when the rest is reordered or grows', () => {
  assert.is(ids(keepGone(items('abcd'), items('dca'), (id) => id === 'b')), 'dcab');
  assert.is(ids(keepGone(items('abc'), items('acde'), (id) => id === 'b')), 'abcde');
  assert.is(ids(keepGone(items('abcd'), items('ad'), () => true)), 'abcd', 'two in a row keep their order');
});

test('the list as it is comes back unchanged, and the inputs are left alone', () => {
  const shown = items('abc');
  const now = items('ac');
  assert.is(ids(keepGone(now, now, () => true)), 'ac');
  keepGone(shown, now, () => true);
  assert.equal([ids(shown), ids(now)], ['abc', 'ac']);
});

test.run();
