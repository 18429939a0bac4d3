// The pure steps of the lists: index once, sort by a column, filter by a substring, URL params.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filterRows, indexRows, searcher, sortFromParams, sortParams, sortRows, timeValue, withParams } from '../../../../ui/features/lists/arrange';
import { searchText } from '../../../../ui/features/lists/columns';

type Row = { key: string; name: string; description: string; createdAt: string; updatedAt: string };
const row = (key: string, name = key, description = '', createdAt = ''): Row => ({ key, name, description, createdAt, updatedAt: createdAt });
const keys = (rows: { row: Row }[]) => rows.map((e) => e.row.key);

test('search looks in the key, the name and the description, ignoring case', () => {
  const rows = indexRows([row('checkout', 'New Checkout'), row('search', 'Search', 'Faster RESULTS page'), row('beta')], searchText);
  assert.equal(keys(filterRows(rows, 'CHECK')), ['checkout']);
  assert.equal(keys(filterRows(rows, 'results')), ['search']);
  assert.equal(keys(filterRows(rows, '  new ')), ['checkout'], 'the query is trimmed');
  assert.equal(keys(filterRows(rows, '')), ['checkout', 'search', 'beta']);
  assert.equal(keys(filterRows(rows, 'nothing-like-this')), []);
});

test('a searcher answers like filterRows, narrowing from earlier matches and remembering them', () => {
  const rows = indexRows(['flag-1', 'flag-12', 'flag-123', 'flag-2', 'other-12'].map((k) => row(k)), searchText);
  const find = searcher(rows);
  for (const query of ['1', '12', '123', 'g-12', '12', '1', '', 'FLAG-2', 'x']) {
    assert.equal(keys(find(query)), keys(filterRows(rows, query)), `search "${query}"`);
  }
  assert.is(find('12'), find('12'), 'a repeated search returns the remembered result');
  assert.is(find(''), rows);
});

test('text sorts naturally and case-insensitively; descending reverses; equal values keep their order', () => {
  const rows = indexRows([row('flag-10'), row('Flag-2'), row('flag-1'), row('b', 'same'), row('a', 'same')], searchText);
  assert.equal(keys(sortRows(rows, (r) => r.key, 'ascending')), ['a', 'b', 'flag-1', 'Flag-2', 'flag-10']);
  assert.equal(keys(sortRows(rows, (r) => r.key, 'descending')), ['flag-10', 'Flag-2', 'flag-1', 'b', 'a']);
  assert.equal(keys(sortRows(rows, (r) => r.name, 'ascending')).slice(-2), ['b', 'a'], 'stable for ties');
  assert.equal(keys(rows), ['flag-10', 'Flag-2', 'flag-1', 'b', 'a'], 'the input is not reordered');
});

test('times sort as instants, oldest first when ascending; a missing time sorts first', () => {
  const rows = indexRows([row('new', 'n', '', '2025-03-01T00:00:00Z'), row('none'), row('old', 'o', '', '2024-12-31T23:59:59.5Z')], searchText);
  assert.equal(keys(sortRows(rows, (r) => timeValue(r.createdAt), 'ascending')), ['none', 'old', 'new']);
  assert.is(timeValue('not a time'), 0);
});

test('the sort reads from and writes to the URL as sort and dir=desc', () => {
  assert.is(sortFromParams(new URLSearchParams('q=x')), null);
  assert.equal(sortFromParams(new URLSearchParams('sort=name')), { column: 'name', direction: 'ascending' });
  assert.equal(sortFromParams(new URLSearchParams('sort=createdAt&dir=desc')), { column: 'createdAt', direction: 'descending' });
  const params = new URLSearchParams('q=x&dir=desc&page=3');
  assert.is(withParams(params, { ...sortParams({ column: 'key', direction: 'ascending' }), page: null }).toString(), 'q=x&sort=key');
  assert.is(params.toString(), 'q=x&dir=desc&page=3', 'the original params are left alone');
});

test.run();
