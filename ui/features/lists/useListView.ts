// Search, sort and page of a flags or segments list, kept in the URL (`q`, `sort`, `dir`, `page`,
// `size`) so a link reproduces the view. The sort is also persisted per table (SPEC §3); the URL's
// sort wins when present, and a stored sort is written into the URL so links carry it too. The
// search reaches the URL once typing pauses (useSearchText); the rows follow every keystroke.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type SetSearchParams } from 'wouter';
import { PAGE_SIZES, type SortDescriptor, type TablePagerProps } from '../../design/components';
import { useTableSorting, type SortedTable, type Sorting } from '../../stores/tables';
import { indexRows, searcher, sortFromParams, sortParams, sortRows, withParams } from './arrange';
import { searchText, type ListColumn, type Listed } from './columns';
import { useSearchText } from './useSearchText';

/** What a list page renders; `rows` and `sort` keep their identity until the view changes. */
export interface ListView<T> {
  /** The rows of the current page. */
  rows: T[];
  /** How many rows match the search, on every page. */
  matching: number;
  /** The search the rows reflect. */
  query: string;
  search: { value: string; onChange: (value: string) => void };
  sort: Sorting | null;
  onSortChange: (descriptor: SortDescriptor) => void;
  pager: Omit<TablePagerProps, 'label'> | null;
}

const pageSizeOf = (params: URLSearchParams) => {
  const size = Number(params.get('size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
};

/** The stored sort unless the URL has one; a stored sort is copied into the URL. */
function useSort(table: SortedTable, params: URLSearchParams, setParams: SetSearchParams) {
  const stored = useTableSorting((s) => s[table]);
  const inUrl = sortFromParams(params);
  const column = inUrl?.column ?? stored?.column;
  const direction = inUrl?.direction ?? stored?.direction;
  const urlHasSort = inUrl !== null;
  useEffect(() => {
    if (!urlHasSort && stored) setParams((p) => withParams(p, sortParams(stored)), { replace: true });
  }, [urlHasSort, stored, setParams]);
  const onSortChange = useCallback(
    ({ column, direction }: SortDescriptor) => {
      const sort = { column: String(column), direction };
      useTableSorting.getState().setSorting(table, sort);
      setParams((p) => withParams(p, { ...sortParams(sort), page: null }), { replace: true });
    },
    [table, setParams],
  );
  const sort = useMemo(() => (column && direction ? { column, direction } : null), [column, direction]);
  return { sort, onSortChange };
}

/** Filters, sorts and pages `rows` by the URL (and the stored sort of `table`). */
export function useListView<T extends Listed>(rows: readonly T[] | undefined, table: SortedTable, columns: ListColumn<T>[]): ListView<T> {
  const [params, setParams] = useSearchParams();
  const { sort, onSortChange } = useSort(table, params, setParams);
  const text = useSearchText(params, setParams);
  // Filtered in the keystroke's own render, not a deferred one: useDeferredValue paints the field
  // first and the rows a frame later, which measured twice as slow keystroke-to-rows (bench).
  const query = text.text;
  const indexed = useMemo(() => indexRows(rows ?? [], searchText), [rows]);
  // `columns` is a module-level constant, so only the data and the sort are deps.
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    return sort && column ? sortRows(indexed, column.sort, sort.direction) : indexed;
  }, [indexed, sort]);
  const find = useMemo(() => searcher(sorted), [sorted]);
  const matching = useMemo(() => find(query), [find, query]);
  const pageSize = pageSizeOf(params);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  // A search not yet in the URL will reset the page there: show its first page already.
  const page = text.pending ? 1 : Math.min(pages, Math.max(1, Math.floor(Number(params.get('page')) || 1)));
  const paged = matching.length > PAGE_SIZES[0];
  const shown = useMemo(() => (paged ? matching.slice((page - 1) * pageSize, page * pageSize) : matching).map((e) => e.row), [matching, paged, page, pageSize]);
  const pager = paged
    ? {
        page,
        pageSize,
        total: matching.length,
        onPageChange: (next: number) => setParams((p) => withParams(p, { page: next > 1 ? String(next) : null })),
        onPageSizeChange: (size: number) => setParams((p) => withParams(p, { size: size === PAGE_SIZES[0] ? null : String(size), page: null }), { replace: true }),
      }
    : null;
  return { rows: shown, matching: matching.length, query, search: { value: text.text, onChange: text.setText }, sort, onSortChange, pager };
}
