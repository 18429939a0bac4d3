// The one list engine of the console: search, sort and page of a client-side list, kept in the
// hash route's query (`q`, `sort`, `dir`, `page`, `size`; app/hash-route.ts) so a link reproduces
// the view and Back/Forward render it. Rows pass through index → sort → search → page, each step
// memoised on what it depends on; a filter would be one more step before the search. The search
// reaches the URL once typing pauses (useSearchText); the rows follow each keystroke in a
// transition, so the field never waits for them. A remembered sort (SPEC §3, flags and segments)
// applies to a list opened without a query and is written into it.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type SetSearchParams } from 'wouter';
import { PAGE_SIZES, type SortDescriptor, type TablePagerProps } from '../../design/components';
import { useTableSorting, type SortedTable, type Sorting } from '../../stores/tables';
import { indexRows, searcher, sortFromParams, sortParams, sortRows, withParams, type SortValue } from './arrange';
import { useSearchText } from './useSearchText';

/** A column the list sorts by: its id in the URL and the value a row sorts by. */
export type SortColumn<T> = { id: string; sort: (row: T) => SortValue };

/** What sets a list apart. Keep it a module-level constant: its identity is not watched. */
export interface ListOptions<T> {
  columns: readonly SortColumn<T>[];
  /** The text a search looks in (case-insensitive). */
  searchText: (row: T) => string;
  /** Remember the sort per browser under this table (SPEC §3). */
  remember?: SortedTable;
  /** Offer the search only from this many rows (default: always). */
  searchFrom?: number;
}

/** What a list renders; `rows` and `sort` keep their identity until the view changes. */
export interface ListView<T> {
  /** The rows of the current page. */
  rows: T[];
  /** How many rows match the search, on every page. */
  matching: number;
  /** The search the rows reflect. */
  query: string;
  /** `onChange` is the field's; `replace` sets the search from elsewhere ("Clear search"). */
  search: { show: boolean; value: string; generation: number; onChange: (value: string) => void; replace: (value: string) => void };
  sort: Sorting | null;
  onSortChange: (descriptor: SortDescriptor) => void;
  pager: Omit<TablePagerProps, 'label'> | null;
  /** The view needs rows past the loaded first part (a search, a sort, a later page). */
  needsEveryRow: boolean;
}

const pageSizeOf = (params: URLSearchParams) => {
  const size = Number(params.get('size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
};

/**
 * The URL's sort. A list opened without any query (the sidebar's link) takes the remembered sort,
 * which is then copied into the URL; a URL with list state (a link, a step Back) is shown as it is.
 */
function useSort(table: SortedTable | undefined, params: URLSearchParams, setParams: SetSearchParams) {
  const remembered = useTableSorting((s) => (table ? s[table] : null));
  const bare = params.size === 0;
  const stored = bare ? remembered : null;
  const inUrl = sortFromParams(params);
  const column = inUrl?.column ?? stored?.column;
  const direction = inUrl?.direction ?? stored?.direction;
  useEffect(() => {
    if (stored) setParams((p) => withParams(p, sortParams(stored)), { replace: true });
  }, [stored, setParams]);
  const onSortChange = useCallback(
    ({ column, direction }: SortDescriptor) => {
      const sort = { column: String(column), direction };
      if (table) useTableSorting.getState().setSorting(table, sort);
      setParams((p) => withParams(p, { ...sortParams(sort), page: null }));
    },
    [table, setParams],
  );
  const sort = useMemo(() => (column && direction ? { column, direction } : null), [column, direction]);
  return { sort, onSortChange };
}

/** The page shown and the pager's props: paging starts above the smallest page size. */
function usePager(total: number, params: URLSearchParams, setParams: SetSearchParams, searching: boolean) {
  const pageSize = pageSizeOf(params);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A search not yet in the URL will reset the page there: show its first page already.
  const page = searching ? 1 : Math.min(pages, Math.max(1, Math.floor(Number(params.get('page')) || 1)));
  const pager = total > PAGE_SIZES[0] && {
    page,
    pageSize,
    total,
    onPageChange: (next: number) => setParams((p) => withParams(p, { page: next > 1 ? String(next) : null })),
    onPageSizeChange: (size: number) => setParams((p) => withParams(p, { size: size === PAGE_SIZES[0] ? null : String(size), page: null }), { replace: true }),
  };
  return { page, pageSize, pager: pager || null };
}

/**
 * Searches, sorts and pages `rows` by the URL. `whole` is how many rows the list has when `rows`
 * is only its first part: the pager counts them all, and `needsEveryRow` says when the view needs
 * more than that part.
 */
export function useListView<T>(rows: readonly T[] | undefined, { columns, searchText, remember, searchFrom = 0 }: ListOptions<T>, whole?: number): ListView<T> {
  const [params, setParams] = useSearchParams();
  const { sort, onSortChange } = useSort(remember, params, setParams);
  const text = useSearchText(params, setParams);
  const show = (rows?.length ?? 0) >= searchFrom;
  // Typing never waits for the list (issue 15 item 4): the field (ListSearch) paints each key
  // alone and hands the text on in a transition, so this render may be interrupted by the next key.
  const query = show ? text.text : '';
  const indexed = useMemo(() => indexRows(rows ?? [], searchText), [rows]);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    return sort && column ? sortRows(indexed, column.sort, sort.direction) : indexed;
  }, [indexed, sort]);
  const find = useMemo(() => searcher(sorted), [sorted]);
  const matching = useMemo(() => find(query), [find, query]);
  const loaded = rows?.length ?? 0;
  const partial = whole !== undefined && whole > loaded;
  const { page, pageSize, pager } = usePager(partial && !query ? whole : matching.length, params, setParams, text.pending);
  const shown = useMemo(() => (pager ? matching.slice((page - 1) * pageSize, page * pageSize) : matching).map((e) => e.row), [matching, pager !== null, page, pageSize]);
  const needsEveryRow = partial && (query !== '' || sort !== null || page * pageSize > loaded);
  return { rows: shown, matching: matching.length, query, search: { show, value: text.text, generation: text.generation, onChange: text.setText, replace: text.replace }, sort, onSortChange, pager, needsEveryRow };
}
