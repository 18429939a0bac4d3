// The one list pipeline: from what the address says (search, sort, page, filter), the rows known so
// far and the list's total, to what a list shows. Pure: the same input gives the same view. The
// steps filter → index → sort → search → page are each remembered on their own input, so over
// 10,000 rows a keystroke only scans (DESIGN.md §6: a keystroke costs ≤ 16 ms).
import type { Sorting } from '../../stores/tables';
import { indexRows, searcher, sortRows, type Indexed, type SortValue } from './arrange';

/** A column the list sorts by: its id in the URL and the value a row sorts by. */
export type SortColumn<T> = { id: string; sort: (row: T) => SortValue };

/** A filter the address names: `key` tells filters apart (the URL's text of it), `test` keeps a row. */
export type RowFilter<T> = { key: string; test: (row: T) => boolean };

/** What the address says about a list. `page` counts from 1; paging starts above `pagedAbove` rows. */
export interface ListParams<T> {
  query: string;
  sort: Sorting | null;
  page: number;
  pageSize: number;
  pagedAbove: number;
  filter: RowFilter<T> | null;
}

/** What a list is searched and sorted by. */
export interface ListSpec<T> {
  columns: readonly SortColumn<T>[];
  /** The text a search looks in (case-insensitive). */
  searchText: (row: T) => string;
}

/** What the list shows. Arrays keep their identity while their part of the input does. */
export interface ListResult<T> {
  /** The rows of the page shown. */
  rows: T[];
  /** Every row the filter and search keep, in the list's order ("select all matching"). */
  matching: T[];
  /** The page shown (the address's, within the pages there are). */
  page: number;
  /** What the pager counts: the matches, or the whole list while only its first part is known and nothing narrows it. */
  count: number;
  /** Whether the list is paged at all. */
  paged: boolean;
  /** The view needs rows past those known (a search, sort, filter or later page of a partial list). */
  needsEveryRow: boolean;
}

/** Whether a list of which `loaded` rows of `total` are known needs the rest to show `params`. */
export function needsEveryRow(params: Omit<ListParams<unknown>, 'filter'> & { filter: unknown }, loaded: number, total: number | undefined): boolean {
  if (total === undefined || total <= loaded) return false;
  return params.query !== '' || params.sort !== null || params.filter !== null || params.page * params.pageSize > loaded;
}

/** Remembers the last result of `fn` and computes again only when an argument changes (by identity). */
function remember<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args) => {
    if (!last || args.some((arg, i) => arg !== last?.args[i])) last = { args, result: fn(...args) };
    return last.result;
  };
}

/** The pipeline of one list: call it with each render's input; it redoes only the steps whose input changed. */
export function createListPipeline<T>({ columns, searchText }: ListSpec<T>) {
  let filterTest: RowFilter<T>['test'] = () => true;
  // The filter is compared by its key: each render reads a new one from the address.
  const filtered = remember((rows: readonly T[], _key: string | null) => (_key === null ? rows : rows.filter((row) => filterTest(row))));
  const indexed = remember((rows: readonly T[]) => indexRows(rows, searchText));
  const sorted = remember((rows: Indexed<T>[], column: string | undefined, direction: Sorting['direction'] | undefined) => {
    const by = columns.find((c) => c.id === column);
    return by && direction ? sortRows(rows, by.sort, direction) : rows;
  });
  const find = remember((rows: Indexed<T>[]) => searcher(rows));
  const unwrap = remember((entries: Indexed<T>[]) => entries.map((e) => e.row));
  const slice = remember((rows: T[], paged: boolean, page: number, size: number) => (paged ? rows.slice((page - 1) * size, page * size) : rows));

  return (params: ListParams<T>, rows: readonly T[], total?: number): ListResult<T> => {
    filterTest = params.filter?.test ?? filterTest;
    const kept = filtered(rows, params.filter?.key ?? null);
    // Rows are wrapped for the search and sort only once one is asked for: a list nobody searched
    // or sorted holds no wrapper per row (issue 28: heap at 10,000 flags).
    const plain = !params.sort && !params.query.trim();
    const matching = plain ? (kept as T[]) : unwrap(find(sorted(indexed(kept), params.sort?.column, params.sort?.direction))(params.query));
    const partial = total !== undefined && total > rows.length;
    const count = partial && params.query === '' && params.filter === null ? total : matching.length;
    const paged = count > params.pagedAbove;
    const page = Math.min(Math.max(1, Math.ceil(count / params.pageSize)), Math.max(1, params.page));
    return { rows: slice(matching, paged, page, params.pageSize), matching, page, count, paged, needsEveryRow: needsEveryRow(params, rows.length, total) };
  };
}
