// The console's location (DESIGN §2): the whole route, query included, lives in the URL's hash
// (`/#/namespaces/default/flags?sort=name&page=2`). The router then sees every part of it, so
// Back and Forward always render the URL shown. A query before the hash (`/?q=a#/flags`, links
// from older versions) is read while the hash has none, and dropped by the next navigation.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { confirmLeave, leaveLosesEdits } from '../lib/unsaved';

type NavigateOptions = { replace?: boolean; state?: unknown };

/** The route a URL's hash names: `#/flags?q=a` → `/flags?q=a`. */
const routeOfHash = (hash: string) => hash.replace(/^#\/?/, '/');

const hashRoute = () => routeOfHash(location.hash);

/** The route's path: the hash up to its `?`. */
export const currentPath = () => hashRoute().split('?')[0] as string;

/** The route's query without `?`: the hash's, else (older links) the one before the hash. */
export function currentSearch(): string {
  const route = hashRoute();
  const at = route.indexOf('?');
  return at >= 0 ? route.slice(at + 1) : location.search.replace(/^\?/, '');
}

function subscribe(onChange: () => void) {
  // pushState fires neither event: navigate() dispatches hashchange itself.
  addEventListener('hashchange', onChange);
  addEventListener('popstate', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    removeEventListener('popstate', onChange);
  };
}

/** The address last shown: what Back or Forward left, if a form there holds edits. */
let shownHref = typeof location === 'undefined' ? '' : location.href;
const pathOfHref = (href: string) => routeOfHash(new URL(href).hash).split('?')[0] as string;

/**
 * Back, Forward or an edited address bar move the URL before any code of ours runs. When that
 * takes a form with edits off screen, put the address shown back at once (so the page and the
 * URL still agree) and ask; Discard then goes where the user was heading. Registered at start-up,
 * before the router's own listeners, so the route never renders the page being left for.
 */
function guardHistoryMove(): void {
  const target = location.href;
  if (target === shownHref) return;
  const path = currentPath();
  if (path === pathOfHref(shownHref) || !leaveLosesEdits(path)) {
    shownHref = target;
    return;
  }
  const heading = hashRoute();
  history.pushState(null, '', shownHref);
  confirmLeave(() => navigateHash(heading));
}

if (typeof addEventListener === 'function') {
  addEventListener('popstate', guardHistoryMove);
  addEventListener('hashchange', guardHistoryMove);
}

/** Goes to `to` (`/flags?q=a`), a new history entry unless `replace`. */
export function navigateHash(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.search = '';
  const [path, query] = to.replace(/^#?\/?/, '/').split('?');
  url.hash = query ? `${path}?${query}` : (path as string);
  history[replace ? 'replaceState' : 'pushState'](state, '', url.href);
  shownHref = url.href;
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/**
 * navigateHash, but going to another page while a form there holds edits asks first
 * (lib/unsaved); a query change (a list's search) or a redirect (`replace`) does not.
 */
function navigateAsking(to: string, options: NavigateOptions = {}): void {
  const path = to.replace(/^#?\/?/, '/').split('?')[0] as string;
  const leaves = !options.replace && path !== currentPath() && leaveLosesEdits(path);
  confirmLeave(() => navigateHash(to, options), leaves);
}

/** wouter's location hook over the hash route. */
export const useHashRoute: BaseLocationHook & { hrefs: (href: string) => string } = Object.assign(
  () => [useSyncExternalStore(subscribe, currentPath), navigateAsking] as [string, typeof navigateAsking],
  { hrefs: (href: string) => `#${href}` },
);

/** wouter's search hook over the hash route's query. */
export const useHashSearch: BaseSearchHook = () => useSyncExternalStore(subscribe, currentSearch);
