import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrateTableSorting, useTableSorting } from '../../../ui/stores/tables';
import { resetStores } from '../../helpers/render';

test.before.each(resetStores);

test('sorting starts empty for both tables', () => {
  assert.is(useTableSorting.getState().flags, null);
  assert.is(useTableSorting.getState().segments, null);
});

test('sorting one table persists it and leaves the other alone', () => {
  useTableSorting.getState().setSorting('flags', { column: 'name', direction: 'descending' });
  assert.equal(JSON.parse(localStorage.getItem('tables') ?? 'null'), {
    state: { flags: { column: 'name', direction: 'descending' }, segments: null },
    version: 1,
  });
});

test('migration drops unversioned data and invalid entries', () => {
  assert.equal(migrateTableSorting({ flags: { column: 'name', direction: 'ascending' } }, 0), { flags: null, segments: null });
  assert.equal(migrateTableSorting({ flags: { column: 'key', direction: 'ascending' }, segments: { column: '', direction: 'up' } }, 2), {
    flags: { column: 'key', direction: 'ascending' },
    segments: null,
  });
});

test('rehydrates valid sorting and ignores tampered values', async () => {
  localStorage.setItem('tables', JSON.stringify({ state: { flags: { column: 'key', direction: 'ascending' }, segments: 'x' }, version: 1 }));
  await useTableSorting.persist.rehydrate();
  assert.equal(useTableSorting.getState().flags, { column: 'key', direction: 'ascending' });
  assert.is(useTableSorting.getState().segments, null);
});

test.run();
