// The list state the address holds and the view made of it: search, sort, page and filters of a
// client-side list live in the hash route's query (`q`, `sort`, `dir`, `page`, `size`, and a list's
// own filter parameters), so a link reproduces the view and Back/Forward render it. The rows go
// through the list pipeline (pipeline.ts). The search reaches the URL once typing pauses
// (useSearchText); the rows follow each keystroke in a transition, so the field never waits for
// them. A remembered sort (SPEC §3, flags and segments) applies to a list opened without a query
// and is written into it. Lists loaded a page first go through entity's useListing instead.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type SetSearchParams } from 'wouter';
import { PAGE_SIZES, type SortDescriptor, type TablePagerProps } from '../../design/components';
import { useTableSorting, type SortedTable, type Sorting } from '../../stores/tables';
import { sortFromParams, sortParams, withParams } from './arrange';
import { createListPipeline, type ListParams, type RowFilter, type SortColumn } from './pipeline';
import { useSearchText } from './useSearchText';

export type { SortColumn } from './pipeline';

const NO_ROWS: readonly never[] = [];


/** What sets a list apart. Keep it a module-level constant: its identity is not watched. */
export interface ListOptions<T> {
  columns: readonly SortColumn<T>[];
  /** The text a search looks in (case-insensitive). */
  searchText: (row: T) => string;
  /** Remember the sort per browser under this table (SPEC §3). */
  remember?: SortedTable;
  /** Offer the search only from this many rows (default: always). */
  searchFrom?: number;
  /** The filter the address names, if any (read on every render; compared by its key). */
  filter?: (params: URLSearchParams) => RowFilter<T> | null;
}

/** What a list renders; `rows` and `sort` keep their identity until the view changes. */
export interface ListView<T> {
  /** The rows of the current page. */
  rows: T[];
  /** How many rows match the search, on every page. */
  matching: number;
  /** The rows that match, on every page, in order ("select all matching"). */
  matchingRows: readonly T[];
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

/**
 * The list state the address holds (search, sort, page, page size and, through `filter`, filters)
 * as the pipeline's parameters, with what changes it. The search text runs ahead of the URL while
 * typing (useSearchText); the page then is the first.
 */
export function useListState<T>({ remember, filter }: Pick<ListOptions<T>, 'remember' | 'filter'>) {
  const [params, setParams] = useSearchParams();
  const { sort, onSortChange } = useSort(remember, params, setParams);
  const text = useSearchText(params, setParams);
  const pageSize = pageSizeOf(params);
  const page = text.pending ? 1 : Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const rowFilter = filter?.(params) ?? null;
  const listParams: ListParams<T> = { query: text.text, sort, page, pageSize, pagedAbove: PAGE_SIZES[0], filter: rowFilter };
  const onPageChange = (next: number) => setParams((p) => withParams(p, { page: next > 1 ? String(next) : null }));
  const onPageSizeChange = (size: number) => setParams((p) => withParams(p, { size: size === PAGE_SIZES[0] ? null : String(size), page: null }), { replace: true });
  return { params: listParams, text, sort, onSortChange, onPageChange, onPageSizeChange };
}

/** The address's list state. */
export type ListState<T> = ReturnType<typeof useListState<T>>;

/** The view of `rows` (the first `rows.length` of `whole` when only a part is known) by the list state. */
export function useListViewOf<T>(state: ListState<T>, rows: readonly T[] | undefined, options: ListOptions<T>, whole?: number): ListView<T> {
  const pipeline = useMemo(() => createListPipeline(options), [options]);
  const show = (rows?.length ?? 0) >= (options.searchFrom ?? 0);
  // Typing never waits for the list (issue 15 item 4): the field (ListSearch) paints each key
  // alone and hands the text on in a transition, so this render may be interrupted by the next key.
  const params = show ? state.params : { ...state.params, query: '' };
  const result = pipeline(params, rows ?? NO_ROWS, whole);
  const { text } = state;
  const pager = result.paged ? { page: result.page, pageSize: params.pageSize, total: result.count, onPageChange: state.onPageChange, onPageSizeChange: state.onPageSizeChange } : null;
  return {
    rows: result.rows,
    matching: result.matching.length,
    matchingRows: result.matching,
    query: params.query,
    search: { show, value: text.text, generation: text.generation, onChange: text.setText, replace: text.replace },
    sort: state.sort,
    onSortChange: state.onSortChange,
    pager,
    needsEveryRow: result.needsEveryRow,
  };
}

/** Searches, sorts and pages a list whose rows are all known, by the URL. */
export function useListView<T>(rows: readonly T[] | undefined, options: ListOptions<T>): ListView<T> {
  return useListViewOf(useListState(options), rows, options);
}
