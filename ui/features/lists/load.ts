// A list page's load state from its listing (entity useListing): every row once loaded, else the
// first page's, with how many there are in all and whether the rest is on its way.
import type { ListRest } from './RestStatus';

/** A list answer: its rows, and the paging fields when it is a first page. */
export type ListAnswer<T> = { rows: readonly T[]; nextPageToken?: string; totalCount?: number | undefined };

/** What ListPage's `load` and useListView need. */
export interface ListLoad<T> {
  rows: readonly T[] | undefined;
  load: { count: number | undefined; error: unknown; retry: () => void; rest: ListRest };
}

/** The listing's parts that listLoad reads: the whole list's SWR state, and what loads it. */
type Listing = { all: { isLoading: boolean }; error: unknown; retry: () => void; loadAll: () => void };

/** The rows to show and the load state, from the whole list (when in) or its first page. */
export function listLoad<T>(all: ListAnswer<T> | undefined, first: ListAnswer<T> | undefined, listing: Listing): ListLoad<T> {
  const shown = all ?? first;
  const rest: ListRest = !all && first?.nextPageToken ? { shown: first.rows.length, total: first.totalCount, loading: listing.all.isLoading, loadAll: listing.loadAll } : null;
  return { rows: shown?.rows, load: { count: shown?.rows.length, error: listing.error, retry: listing.retry, rest } };
}
