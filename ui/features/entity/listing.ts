// The data of a flags or segments list (issue 15: time to list independent of namespace size):
// the whole list, and while it loads the first page, asked for beside it so it comes back first.
import useSWR from 'swr';

type ListKey = readonly [string, string, 'list'];
type FirstKey = readonly [string, string, 'list', 'first'];

/** What useListing needs of an entityApi. */
export interface ListingApi<D> {
  keys: { list(ns: string): ListKey; first(ns: string): FirstKey };
  fetchList(key: ListKey): Promise<D>;
  fetchFirst(key: FirstKey): Promise<D>;
}

/** Every entity of `ns` as SWR returns it (`all`), and the first page's answer until they are in. */
export function useListing<D>(api: ListingApi<D>, ns: string) {
  const all = useSWR(api.keys.list(ns), api.fetchList);
  const first = useSWR(all.data ? null : api.keys.first(ns), api.fetchFirst);
  return { all, first: all.data ? undefined : first.data };
}
