// The rest of a namespace's list, loaded in the background (issue 28 item 4): once the first page
// is drawn, the next pages are asked for one at a time, each when the browser is idle, so the first
// search filters rows already in memory. A view that needs every row now (a search, sort, filter,
// later page, "Load all") hurries the load: what remains comes at once, in one answer. Leaving the
// namespace cancels it. What is in so far is published per list, to be shown and searched.
// Why a store beside SWR (issue 39): what is in so far is a load under way, not an answer. SWR
// holds one answer per key and takes it as whole: under the list's key a part would be read as
// the whole namespace (useListing's `held`, select all, the pager's count) and revalidated in one
// request; a key per page would give each page a revalidator of its own. The part lives here
// only while it loads, and is dropped once SWR holds the whole answer (forgetRest).
import { create } from 'zustand';
import { useCurrentNamespace } from '../../stores/namespace';

/** Rows asked for per background page. */
export const REST_PAGE = 1000;

/** A list answer's paging fields: a token when the server holds more than the page, and the count. */
export type Paged = { nextPageToken?: string | undefined; totalCount?: number | undefined };

/** How a list is read in pages and its pages put together. */
export interface PagedList<D extends Paged> {
  fetchPage(ns: string, pageToken: string, limit: number, signal: AbortSignal): Promise<D>;
  /** The answers as one answer of the whole list (no page token). */
  join(pages: readonly D[]): D;
  /** How many rows an answer holds. */
  size(answer: D): number;
}

/** The answer so far (every page in, joined) of each list loading in the background, by list id. */
export const useRestSoFar = create<Record<string, unknown>>(() => ({}));

type Running = { ns: string; hurry: () => void; cancel: () => void; done: Promise<unknown> };
const running = new Map<string, Running>();

const publish = (id: string, answer: unknown) => useRestSoFar.setState({ [id]: answer });

/** Forgets what a list loaded in the background once its whole answer is in the cache. */
export const forgetRest = (id: string) => useRestSoFar.getState()[id] !== undefined && publish(id, undefined);

/** Runs `fn` when the browser is next idle (within a second). */
export const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 20));

let watching = false;
/** Cancels every load of a namespace the operator has left. */
function watchNamespace() {
  if (watching) return;
  watching = true;
  useCurrentNamespace.subscribe(({ namespaceKey }) => running.forEach((load) => load.ns !== namespaceKey && load.cancel()));
}

/** Makes a running load of list `id` ask for all that remains at once. */
export const hurryRest = (id: string) => running.get(id)?.hurry();

/**
 * Loads the rest of list `id` of namespace `ns` after its `first` page (the one running already,
 * if any); `hurried` skips the waits. Resolves with the whole list; rejects with an AbortError
 * when the namespace is left.
 */
export function loadRest<D extends Paged>(id: string, ns: string, first: D, list: PagedList<D>, hurried: boolean): Promise<D> {
  const current = running.get(id);
  if (current) {
    if (hurried) current.hurry();
    return current.done as Promise<D>;
  }
  watchNamespace();
  const controller = new AbortController();
  let urgent = hurried;
  let wake = () => {};
  const load: Running = {
    ns,
    hurry: () => {
      urgent = true;
      wake();
    },
    cancel: () => {
      controller.abort();
      wake();
    },
    done: (async () => {
      const pages = [first];
      let last = first;
      try {
        while (last.nextPageToken) {
          // The list starts a load once idle; each later page waits for the next idle moment.
          if (!urgent && pages.length > 1) await new Promise<void>((resolve) => whenIdle((wake = resolve)));
          const remaining = (last.totalCount ?? 0) - pages.reduce((n, page) => n + list.size(page), 0);
          controller.signal.throwIfAborted();
          last = await list.fetchPage(ns, last.nextPageToken, urgent ? Math.max(REST_PAGE, remaining) : REST_PAGE, controller.signal);
          controller.signal.throwIfAborted();
          pages.push(last);
          publish(id, list.join(pages));
        }
        return list.join(pages);
      } finally {
        running.delete(id);
        if (controller.signal.aborted) publish(id, undefined);
      }
    })(),
  };
  running.set(id, load);
  return load.done as Promise<D>;
}
