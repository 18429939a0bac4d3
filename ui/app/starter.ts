// index.html's one inline script (issue 28: time to list). The build compiles this function alone
// and inlines it (scripts/build/html.mjs); the bundle never imports it. It runs while the page is
// parsed, before the bundle has arrived, and starts the GETs the bundle's start-up asks for first
// (app/prefetch.ts) so their answers are in when it asks: lib/http's transport takes a started
// request instead of sending its own, once, during that start-up. It reads the same browser
// storage the stores read (session, namespace, reference) in their formats; a guess that differs
// from the bundle's costs only an unused GET. It touches no Intl API: the first use of one loads
// the browser's locale data, 20–60 ms of main thread the way to the first rows no longer needs
// (issue 38). No imports: it runs alone. Its compiled text holds no `<`; embed/embed.go's
// Content-Security-Policy allows it by its hash.

/** Starts the start-up GETs into `window.__fliptStart`, by the URL the bundle will ask for. */
export function startRequests(): void {
  const started: Record<string, Promise<Response>> = {};
  (window as { __fliptStart?: typeof started }).__fliptStart = started;
  // lib/http's headers for a GET.
  const get = (url: string) => (started[url] = fetch(url, { headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Cache-Control': 'no-store' } }));
  ['meta/info', 'meta/config', 'auth/v1/self'].forEach(get);
  try {
    startApi(get);
  } catch {
    // Unreadable storage: the bundle asks for the rest itself.
  }
}

/**
 * The api/v1 GETs, unless the stored session says a sign-in is pending (stores/session). With no
 * session stored (a first visit) they are a guess too: a 401 when sign-in is required costs less
 * than starting them only after the session start (issue 38); app/prefetch keeps them until then.
 * The one raw storage read outside ui/stores, and rightly: this runs alone before the bundle, so it
 * cannot import the stores; test/unit/app/starter.test.ts holds its guesses to theirs.
 */
function startApi(get: (url: string) => unknown): void {
  // stores/session: zustand's envelope, or Flipt's bare object (version 0).
  const stored = JSON.parse(localStorage.getItem('session') ?? 'null');
  const session = typeof stored?.version == 'number' ? stored.state?.session : stored;
  // A stored reference adds a parameter to every api/v1 call: the bundle sends those itself.
  if ((session && session.required !== false && session.authenticated !== true) || localStorage.getItem('refs')) return;
  get('api/v1/namespaces');
  const route = /^#(\/namespaces\/([^/?#]+))?\/flags\/?(\?|$)/.exec(location.hash);
  if (!route) return;
  // stores/namespace: a bare string, or a JSON-quoted one; the default when it is not a key.
  let ns = route[2] ?? localStorage.getItem('namespace') ?? '';
  if (!route[2] && ns.startsWith('"')) ns = JSON.parse(ns);
  if (!/^[-_,A-Za-z0-9]+$/.test(ns)) ns = 'default';
  // features/entity's first page (FIRST_PAGE rows).
  get(`api/v1/namespaces/${ns}/flags?limit=100`);
}
