// Search, sort and page state for a client-side table, kept in the URL query (STYLE §0: what is
// worth sharing as a link lives in the URL). Router-agnostic: the caller passes its search params
// and setter (wouter's `useSearchParams()`).
import { useMemo } from 'react';
import type { SortDescriptor } from './Table';
import { PAGE_SIZES, type TablePagerProps } from './TablePager';

/** The search field shows from this many rows. */
export const SEARCH_FROM = 10;
/** Pagination shows above this many rows. */
export const PAGE_FROM = 20;

/** The URL query and a way to replace it (wouter's `useSearchParams()` fits). */
export type SearchParamsSeam = readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void];

/** How rows are sorted and searched. */
export interface TableViewOptions<T> {
  /** The value a row sorts by in a column. */
  sortValue: (row: T, column: string) => string | number;
  /** The text a search looks in (case-insensitive). */
  searchText: (row: T) => string;
}

/** What a page renders: the visible rows and props for SearchField, Table and TablePager. */
export interface TableView<T> {
  rows: T[];
  /** Rows matching the search, on every page. */
  matching: number;
  search: { show: boolean; value: string; onChange: (value: string) => void };
  sort: { sortDescriptor: SortDescriptor | null; onSortChange: (descriptor: SortDescriptor) => void };
  pager: Omit<TablePagerProps, 'label'> | null;
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function readSort(params: URLSearchParams): SortDescriptor | null {
  const column = params.get('sort');
  return column ? { column, direction: params.get('dir') === 'desc' ? 'descending' : 'ascending' } : null;
}

function arrange<T>(rows: readonly T[], query: string, sort: SortDescriptor | null, options: TableViewOptions<T>): T[] {
  const needle = query.trim().toLowerCase();
  const found = needle ? rows.filter((row) => options.searchText(row).toLowerCase().includes(needle)) : [...rows];
  if (!sort) return found;
  const sign = sort.direction === 'descending' ? -1 : 1;
  const column = String(sort.column);
  return found.sort((a, b) => sign * compare(options.sortValue(a, column), options.sortValue(b, column)));
}

/** Filters, sorts and pages `rows` by the `q`, `sort`, `dir`, `page` and `size` query parameters. */
export function useTableView<T>(rows: readonly T[] | undefined, [params, setParams]: SearchParamsSeam, options: TableViewOptions<T>): TableView<T> {
  const all = rows ?? [];
  const showSearch = all.length >= SEARCH_FROM;
  const query = showSearch ? (params.get('q') ?? '') : '';
  const sort = readSort(params);
  const sized = Number(params.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sized) ? sized : PAGE_SIZES[0];
  // `options` is usually an inline object: its functions are stable in behaviour, not identity.
  const matching = useMemo(() => arrange(all, query, sort, options), [all, query, sort?.column, sort?.direction]);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(pages, Math.max(1, Math.floor(Number(params.get('page')) || 1)));
  const paged = matching.length > PAGE_FROM;
  const update = (changes: Record<string, string | null>, replace = true) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace });
  };
  return {
    rows: paged ? matching.slice((page - 1) * pageSize, page * pageSize) : matching,
    matching: matching.length,
    search: { show: showSearch, value: query, onChange: (value) => update({ q: value || null, page: null }) },
    sort: {
      sortDescriptor: sort,
      onSortChange: (d) => update({ sort: String(d.column), dir: d.direction === 'descending' ? 'desc' : null, page: null }),
    },
    pager: paged
      ? {
          page,
          pageSize,
          total: matching.length,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : null }, false),
          onPageSizeChange: (size) => update({ size: size === PAGE_SIZES[0] ? null : String(size), page: null }),
        }
      : null,
  };
}
