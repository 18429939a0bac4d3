// The one hook behind the flags and segments lists (issue 15: time to list and bytes independent
// of namespace size; issue 28: the first search instant at any size): it reads the list state from
// the address, loads the first page (the whole list in most namespaces) and, once that page is
// drawn and the browser is idle, the rest of the namespace in the background, page by page
// (rest.ts). The address needing every row (a search, sort, filter or later page;
// lists/pipeline's needsEveryRow) or the operator asking (Load all, a selection) hurries it. The
// rows known so far feed the list pipeline.
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { createdHere } from '../../lib/created';
import { fromLastVisit } from '../../stores/last-visit';
import { needsEveryRow, useListState, useListViewOf, useNewRows, type ListOptions, type ListRest, type ListView } from '../lists';
import { forgetRest, hurryRest, loadRest, useRestSoFar, whenIdle, type Paged, type PagedList } from './rest';

type ListKey = readonly [string, string, 'list'];
type FirstKey = readonly [string, string, 'list', 'first'];

/** What useListing needs of an entityApi. */
export interface ListingApi<D> {
  keys: { list(ns: string): ListKey; first(ns: string): FirstKey };
  fetchList(key: ListKey): Promise<D>;
  fetchFirst(key: FirstKey): Promise<D>;
  paged: PagedList<D & Paged>;
  /** The path of one entity, as this tab's creates record it (lib/http createdHere). */
  path(ns: string, key: string): string;
}

/** What a list page renders: the view, the load state, every row known, and the ask for the rest. */
export interface Listing<T> {
  view: ListView<T>;
  /**
   * `count`: rows known (undefined before any); `rest`: what shows while only part of the list is
   * in; `refreshing`: the rows are the last visit's; `fresh`: keys another operator added (lists' useNewRows).
   */
  load: { count: number | undefined; error: unknown; retry: () => void; rest: ListRest; refreshing: boolean; fresh: readonly string[] };
  rows: readonly T[] | undefined;
  loadAll: () => void;
}

/**
 * The list of namespace `ns`: `rowsOf` turns an answer into rows (keep it stable, or memoised on
 * what it adds). Once this tab holds the whole list it is shown at once and refreshed in one answer.
 */
export function useListing<D extends Paged, T extends { key: string }>(api: ListingApi<D>, ns: string, options: ListOptions<T>, rowsOf: (answer: D) => readonly T[]): Listing<T> {
  const state = useListState(options);
  const [asked, setAsked] = useState<string | null>(null);
  const [idle, setIdle] = useState<string | null>(null);
  const first = useSWR(api.keys.first(ns), api.fetchFirst);
  // The last visit's first page (issue 28 item 3) is shown, but nothing is loaded after it.
  const refreshing = fromLastVisit(first.data);
  const partial = first.data?.nextPageToken ? first.data : undefined;
  const more = refreshing ? undefined : partial;
  const total = partial?.totalCount;
  const listKey = api.keys.list(ns);
  const id = listKey.join('/');
  const firstRows = useMemo(() => first.data && rowsOf(first.data), [first.data, rowsOf]);
  const soFar = useRestSoFar((loads) => loads[id]) as D | undefined;
  const soFarRows = useMemo(() => soFar && rowsOf(soFar), [soFar, rowsOf]);
  const known = soFarRows ?? firstRows;
  // What this tab's cache holds under the key, read without a hook of its own: a hook without a
  // fetcher would be the key's first revalidator, and SWR's refresh and retry call only that one.
  const held = useSWRConfig().cache.get(unstable_serialize(listKey))?.data !== undefined;
  const urgent = held || asked === ns || (known !== undefined && needsEveryRow(state.params, known.length, total));
  useEffect(() => {
    if (more && firstRows) whenIdle(() => setIdle(ns));
  }, [more, firstRows, ns]);
  const fetchAll = (key: ListKey) => (held || !more ? api.fetchList(key) : loadRest(id, ns, more, api.paged, urgent));
  const all = useSWR(more && (urgent || idle === ns) ? listKey : null, fetchAll);
  useEffect(() => {
    if (urgent) hurryRest(id);
  }, [urgent, id]);
  useEffect(() => {
    if (all.data) forgetRest(id);
  }, [all.data, id]);
  const allRows = useMemo(() => all.data && rowsOf(all.data), [all.data, rowsOf]);
  const rows = allRows ?? known;
  const { error: restError, mutate: retryRest } = all;
  const loadAll = useCallback(() => {
    setAsked(ns);
    if (restError) void retryRest();
  }, [ns, restError, retryRest]);
  const view = useListViewOf(state, rows, options, allRows ? undefined : total);
  const isOwn = useCallback((key: string) => createdHere(api.path(ns, key)), [api, ns]);
  const fresh = useNewRows(ns, rows, Boolean(allRows ?? (first.data && !partial)) && !refreshing, isOwn);
  const failed = first.data === undefined ? first : all;
  const rest: ListRest = !allRows && more && known ? { shown: known.length, total, loading: !restError, loadAll } : null;
  return { view, rows, loadAll, load: { count: rows?.length, error: failed.error as unknown, retry: () => void failed.mutate(), rest, refreshing, fresh } };
}
