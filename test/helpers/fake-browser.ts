// A browser tab's history for the hash route's unit tests: entries with their state, Back and
// Forward as the browser does them (the URL moves first, then popstate and, between two hashes,
// hashchange, a task later), and an address typed by hand. Only what app/hash-route.ts uses.
import type { HashBrowser } from '../../ui/app/hash-route';

type Entry = { href: string; state: unknown };

/** A fake tab at `start`; `browser` is what createHashRoute takes. */
export function fakeBrowser(start: string) {
  const entries: Entry[] = [{ href: new URL(start).href, state: null }];
  let at = 0;
  const events = new EventTarget();
  const current = () => entries[at] as Entry;
  const fire = (from: string) => {
    events.dispatchEvent(new Event('popstate'));
    if (new URL(from).hash !== new URL(current().href).hash) events.dispatchEvent(new Event('hashchange'));
  };
  const go = (delta: number) =>
    setTimeout(() => {
      const to = at + delta;
      if (delta === 0 || to < 0 || to >= entries.length) return;
      const from = current().href;
      at = to;
      fire(from);
    }, 0);
  const write = (push: boolean) => (state: unknown, _title: string, url?: string | URL | null) => {
    const href = new URL(String(url ?? current().href), current().href).href;
    if (push) entries.splice(++at, entries.length, { href, state });
    else entries[at] = { href, state };
  };
  const browser = {
    location: {
      get href() {
        return current().href;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      pushState: write(true),
      replaceState: write(false),
      go,
      back: () => go(-1),
      forward: () => go(1),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return {
    browser: browser as unknown as HashBrowser,
    back: () => browser.history.back(),
    forward: () => browser.history.forward(),
    /** The operator edits the address bar: a new entry, then hashchange (no state). */
    typeAddress: (url: string) => {
      const from = current().href;
      entries.splice(++at, entries.length, { href: new URL(url, from).href, state: null });
      fire(from);
    },
    /** The address bar's route: `#/flags?q=a` → `/flags?q=a`. */
    address: () => new URL(current().href).hash.replace(/^#/, ''),
    /** Every entry's route, and which one is current. */
    entries: () => ({ routes: entries.map((e) => new URL(e.href).hash.replace(/^#/, '')), at }),
  };
}
