// The data of a flags or segments list (issue 15: time to list and bytes independent of namespace
// size): the first page, which is the whole list in most namespaces, and the whole list only once
// the operator needs it (loadAll: a search, a sort, a filter, a page past the first one's rows).
import { useCallback, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';

type ListKey = readonly [string, string, 'list'];
type FirstKey = readonly [string, string, 'list', 'first'];

/** What useListing needs of an entityApi. */
export interface ListingApi<D> {
  keys: { list(ns: string): ListKey; first(ns: string): FirstKey };
  fetchList(key: ListKey): Promise<D>;
  fetchFirst(key: FirstKey): Promise<D>;
}

/** A list answer's paging field: set when the server holds more than the page. */
type Paged = { nextPageToken?: string | undefined };

/**
 * The first page of `ns` (`first`), the whole list once wanted and asked for (`all`, SWR's state;
 * already wanted when this browser tab holds it), `loadAll` to ask for it, and the load error.
 */
export function useListing<D extends Paged>(api: ListingApi<D>, ns: string) {
  const { cache } = useSWRConfig();
  const held = cache.get(unstable_serialize(api.keys.list(ns)))?.data !== undefined;
  const [wanted, setWanted] = useState<string | null>(null);
  const first = useSWR(api.keys.first(ns), api.fetchFirst);
  const complete = first.data !== undefined && !first.data.nextPageToken;
  const all = useSWR((wanted === ns || held) && !complete ? api.keys.list(ns) : null, api.fetchList);
  const loadAll = useCallback(() => setWanted(ns), [ns]);
  const failed = first.data === undefined ? first : all;
  return { all: complete ? first : all, first: first.data, loadAll, error: failed.error as unknown, retry: () => void failed.mutate() };
}
