// The one hook behind the flags and segments lists (issue 15: time to list and bytes independent
// of namespace size): it reads the list state from the address, loads the first page (the whole
// list in most namespaces), and asks for the rest of the namespace in the same render that finds
// the address needs it (a search, sort, filter or later page; lists/pipeline's needsEveryRow), or
// when the operator asks (Load all, a selection). The rows known so far feed the list pipeline.
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { needsEveryRow, useListState, useListViewOf, type ListOptions, type ListRest, type ListView } from '../lists';

type ListKey = readonly [string, string, 'list'];
type FirstKey = readonly [string, string, 'list', 'first'];

/** What useListing needs of an entityApi. */
export interface ListingApi<D> {
  keys: { list(ns: string): ListKey; first(ns: string): FirstKey };
  fetchList(key: ListKey): Promise<D>;
  fetchFirst(key: FirstKey): Promise<D>;
}

/** A list answer's paging fields: a token when the server holds more than the page, and the count. */
type Paged = { nextPageToken?: string | undefined; totalCount?: number | undefined };

/** What a list page renders: the view, the load state, every row known, and the ask for the rest. */
export interface Listing<T> {
  view: ListView<T>;
  /** `count`: rows known (undefined before any); `rest`: what shows while only the first page is in. */
  load: { count: number | undefined; error: unknown; retry: () => void; rest: ListRest };
  rows: readonly T[] | undefined;
  loadAll: () => void;
}

/**
 * The list of namespace `ns`: `rowsOf` turns an answer into rows (keep it stable, or memoised on
 * what it adds); the whole list is fetched when the view needs it, the operator asked, or this
 * tab already holds it (then it is shown at once and refreshed).
 */
export function useListing<D extends Paged, T>(api: ListingApi<D>, ns: string, options: ListOptions<T>, rowsOf: (answer: D) => readonly T[]): Listing<T> {
  const state = useListState(options);
  const [asked, setAsked] = useState<string | null>(null);
  const first = useSWR(api.keys.first(ns), api.fetchFirst);
  const complete = first.data !== undefined && !first.data.nextPageToken;
  const total = complete ? undefined : first.data?.totalCount;
  const firstRows = useMemo(() => first.data && rowsOf(first.data), [first.data, rowsOf]);
  // Without a fetcher SWR only reads what this tab's cache holds under the key.
  const held = useSWR(complete ? null : api.keys.list(ns), null).data !== undefined;
  const wanted = held || asked === ns || (firstRows !== undefined && needsEveryRow(state.params, firstRows.length, total));
  const all = useSWR(wanted && !complete ? api.keys.list(ns) : null, api.fetchList);
  const allRows = useMemo(() => all.data && rowsOf(all.data), [all.data, rowsOf]);
  const rows = allRows ?? firstRows;
  const loadAll = useCallback(() => setAsked(ns), [ns]);
  const view = useListViewOf(state, rows, options, allRows ? undefined : total);
  const failed = first.data === undefined ? first : all;
  const rest: ListRest = !allRows && first.data?.nextPageToken && firstRows ? { shown: firstRows.length, total, loading: all.isLoading, loadAll } : null;
  return { view, rows, loadAll, load: { count: rows?.length, error: failed.error as unknown, retry: () => void failed.mutate(), rest } };
}
