// The console's location (DESIGN §2): the whole route, query included, lives in the URL's hash
// (`/#/namespaces/default/flags?sort=name&page=2`). The router then sees every part of it, so
// Back and Forward always render the URL shown. A query before the hash (`/?q=a#/flags`, links
// from older versions) is read while the hash has none, and dropped by the next navigation.
//
// One object per app (Providers creates it), over a browser (window, or a test's fake history):
// it renders the route it has accepted, not whatever the address bar holds, so a move that would
// lose unsaved edits (a link, Back, Forward, an edited address) is held until the operator answers.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { confirmLeave, leaveLosesEdits } from '../lib/unsaved';

/** What the hash route uses of a window. */
export type HashBrowser = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/** The question before edits are lost: whether going to `path` loses any, and the asking. */
export type LeaveGuard = { losesEdits(path: string): boolean; confirm(leave: () => void, losesEdits: boolean): void };

type NavigateOptions = { replace?: boolean; state?: unknown };

/** The history entry's state: its place in this tab's history, and the caller's state. */
type EntryState = { idx: number; state: unknown };

const UNSAVED: LeaveGuard = { losesEdits: leaveLosesEdits, confirm: confirmLeave };

/** The route a URL names: `https://h/#/flags?q=a` → `/flags?q=a`; an older link's query is kept. */
export function routeOfHref(href: string): string {
  const url = new URL(href);
  const route = url.hash.replace(/^#\/?/, '/');
  return route.includes('?') || !url.search ? route : `${route}${url.search}`;
}

const pathOf = (route: string) => route.split('?')[0] as string;
const searchOf = (route: string) => route.split('?').slice(1).join('?');
const indexOf = (state: unknown) => (typeof (state as EntryState | null)?.idx === 'number' ? (state as EntryState).idx : undefined);

/** The location of one app: wouter's hooks, navigation, and the browser's moves guarded. */
export function createHashRoute(browser: HashBrowser, guard: LeaveGuard = UNSAVED) {
  const { location, history } = browser;
  const listeners = new Set<() => void>();
  let shown = { href: location.href, idx: indexOf(history.state) ?? 0 };
  /** A move held for the answer: the address is on its way back to `shown`, then the question. */
  let held: (() => void) | null = null;
  /** A move the operator agreed to (Discard): accept it when it arrives. */
  let agreed = false;

  const accept = (href: string, idx: number) => {
    shown = { href, idx };
    listeners.forEach((listener) => listener());
  };

  /** Back, Forward or an edited address moved the URL before any code of ours ran. */
  function onMove(): void {
    const href = location.href;
    if (href === shown.href) {
      const ask = held;
      held = null;
      return ask?.();
    }
    let idx = indexOf(history.state);
    if (idx === undefined) {
      // A new entry (an edited address): it follows the one shown.
      idx = shown.idx + 1;
      history.replaceState({ idx, state: history.state } satisfies EntryState, '', href);
    }
    const path = pathOf(routeOfHref(href));
    const delta = idx - shown.idx;
    if (agreed || delta === 0 || path === pathOf(routeOfHref(shown.href)) || !guard.losesEdits(path)) {
      agreed = false;
      return accept(href, idx);
    }
    // Put the address shown back (so the page and the URL agree), then ask; Discard goes again.
    held = () =>
      guard.confirm(() => {
        agreed = true;
        history.go(delta);
      }, true);
    history.go(-delta);
  }

  /** Goes to `to` (`/flags?q=a`), a new history entry unless `replace`; asks nothing. */
  function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
    const url = new URL(location.href);
    url.search = '';
    const [path, query] = to.replace(/^#?\/?/, '/').split('?');
    url.hash = query ? `${path}?${query}` : (path as string);
    const idx = replace ? shown.idx : shown.idx + 1;
    history[replace ? 'replaceState' : 'pushState']({ idx, state } satisfies EntryState, '', url.href);
    accept(url.href, idx);
  }

  /** navigate, but going to another page while a form there holds edits asks first; a query change or a redirect does not. */
  function navigateAsking(to: string, options: NavigateOptions = {}): void {
    const path = pathOf(to.replace(/^#?\/?/, '/'));
    const leaves = !options.replace && path !== pathOf(routeOfHref(shown.href)) && guard.losesEdits(path);
    guard.confirm(() => navigate(to, options), leaves);
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  // Every link and route reads these on each render and commit (useSyncExternalStore): the
  // address is parsed once per move, not once per read (issue 38: a list's rows are links).
  let parsed = { href: '', route: '/' };
  const currentRoute = () => (parsed.href === shown.href ? parsed : (parsed = { href: shown.href, route: routeOfHref(shown.href) })).route;
  const currentPath = () => pathOf(currentRoute());
  const currentSearch = () => searchOf(currentRoute());

  const hook = Object.assign(() => [useSyncExternalStore(subscribe, currentPath), navigateAsking] as [string, typeof navigateAsking], {
    hrefs: (href: string) => `#${href}`,
  }) satisfies BaseLocationHook;
  const searchHook: BaseSearchHook = () => useSyncExternalStore(subscribe, currentSearch);

  return {
    /** wouter's location hook over the hash route (its navigate asks before edits are lost). */
    hook,
    /** wouter's search hook over the hash route's query. */
    searchHook,
    navigate,
    /** The route shown, query included. */
    route: () => routeOfHref(shown.href),
    /** Listens to the browser's moves; returns what stops listening. */
    start(): () => void {
      const rendered = shown.href;
      shown = { href: location.href, idx: indexOf(history.state) ?? shown.idx };
      if (indexOf(history.state) === undefined) history.replaceState({ idx: shown.idx, state: history.state } satisfies EntryState, '', location.href);
      // The address can move between the first render and this start (the first render is a
      // transition, rendered in slices over several tasks): the page shown follows it.
      if (shown.href !== rendered) listeners.forEach((listener) => listener());
      // An address edited by hand fires hashchange; a step through history fires popstate, and
      // both for a step between two hashes: the second finds the move done.
      browser.addEventListener('popstate', onMove);
      browser.addEventListener('hashchange', onMove);
      return () => {
        browser.removeEventListener('popstate', onMove);
        browser.removeEventListener('hashchange', onMove);
      };
    },
  };
}

/** The location of one app (createHashRoute). */
export type HashRoute = ReturnType<typeof createHashRoute>;
