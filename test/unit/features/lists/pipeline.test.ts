// The list pipeline on its own: what the address says (filter, search, sort, page), the rows
// known so far and the total in; the page of rows, every match, the pager's count and whether the
// rest of the list is needed out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createListPipeline, needsEveryRow, type ListParams } from '../../../../ui/features/lists/pipeline';

type Row = { key: string; name: string; on: boolean };
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ key: `row-${String(i).padStart(2, '0')}`, name: i % 2 ? 'Odd one' : 'Even one', on: i % 3 === 0 }));
const spec = { columns: [{ id: 'key', sort: (r: Row) => r.key }, { id: 'name', sort: (r: Row) => r.name }], searchText: (r: Row) => `${r.key}\n${r.name}` };
const base: ListParams<Row> = { query: '', sort: null, page: 1, pageSize: 10, pagedAbove: 10, filter: null };
const on = { key: 'status=on', test: (r: Row) => r.on };
const keys = (list: readonly Row[]) => list.map((r) => r.key);

test('pages the rows in their order and counts them all', () => {
  const view = createListPipeline(spec)({ ...base, page: 2 }, rows);
  assert.equal(keys(view.rows), keys(rows.slice(10, 20)));
  assert.equal([view.page, view.count, view.paged, view.matching.length], [2, 30, true, 30]);
});

test('filters, then searches, then sorts; every match is kept for "select all matching"', () => {
  const view = createListPipeline(spec)({ ...base, filter: on, query: 'even', sort: { column: 'key', direction: 'descending' } }, rows);
  assert.equal(keys(view.matching), ['row-24', 'row-18', 'row-12', 'row-06', 'row-00']);
  assert.equal(keys(view.rows), keys(view.matching));
  assert.equal([view.count, view.paged], [5, false]);
});

test('a page past the last shows the last; a list no longer than a page is not paged', () => {
  const run = createListPipeline(spec);
  assert.equal(run({ ...base, page: 9 }, rows).page, 3);
  const short = run({ ...base, page: 3 }, rows.slice(0, 10));
  assert.equal([short.page, short.paged, short.rows.length], [1, false, 10]);
});

test('a first part of a longer list pages by the total until a search or filter narrows it', () => {
  const run = createListPipeline(spec);
  const first = rows.slice(0, 20);
  const plain = run(base, first, 300);
  assert.equal([plain.count, plain.needsEveryRow], [300, false]);
  assert.equal(run({ ...base, query: 'row' }, first, 300).count, 20);
  assert.equal(run({ ...base, filter: on }, first, 300).count, 7);
});

test('the rest of a list is needed for a search, sort, filter or a page past the rows known', () => {
  const cases: [Partial<ListParams<Row>>, boolean][] = [
    [{}, false],
    [{ page: 2 }, false],
    [{ page: 3 }, true],
    [{ query: 'x' }, true],
    [{ sort: { column: 'key', direction: 'ascending' } }, true],
    [{ filter: on }, true],
  ];
  for (const [change, needed] of cases) assert.is(needsEveryRow({ ...base, ...change }, 20, 300), needed, JSON.stringify(change));
  assert.is(needsEveryRow({ ...base, query: 'x' }, 20, 20), false, 'every row is known');
  assert.is(needsEveryRow({ ...base, query: 'x' }, 20, undefined), false, 'the list is complete');
});

test('keeps the identity of what did not change, and a filter is known by its key', () => {
  const run = createListPipeline(spec);
  const before = run({ ...base, filter: on }, rows);
  const again = run({ ...base, filter: { ...on, test: (r: Row) => r.on } }, rows);
  assert.is(again.rows, before.rows);
  assert.is(again.matching, before.matching);
  const other = run({ ...base, filter: { key: 'status=off', test: (r: Row) => !r.on } }, rows);
  assert.is(other.matching.length, 20);
});

test.run();
