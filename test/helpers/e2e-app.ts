// Browser tests of the console against the real local service, or the Flipt at FLIPT_URL: one
// service (or a few, each with its own configuration) and one Chromium per test file, a fresh
// browser context per opened page, so every test starts with exactly the browser storage it
// declares.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Callback, Test } from 'uvu';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { stringify } from 'yaml';
import {
  assertNoProblems,
  contextDefaults,
  ensureConsoleBuilt,
  expectedFailures,
  launchBrowser,
  routeUrl,
  watchPage,
  type ExpectedFailure,
  type Problems,
} from './browser';
import { client, type Client } from './http';
import { UI_TIMEOUT_MS } from './e2e-input';
import { assertServesThisConsole, ownConfiguration, resetFlipt } from './e2e-external';
import { externalUrl, skipWhen, spawnService, startService, type Service } from './server';
import { fliptBin, prometheusMissing, startFlipt, wantsPrometheus } from './flipt-bin';

export * from './e2e-input';

/** How a service of a test file is configured. */
export interface ServiceOptions {
  /** FLIPT_* variables (Flipt's names). */
  env?: Record<string, string>;
  /** A Flipt config file, written as YAML to a temporary file and passed with --config. */
  config?: Record<string, unknown>;
}

/** A running service with a JSON client for seeding. */
export interface ServiceHandle {
  readonly svc: Service;
  readonly url: string;
  readonly api: Client;
  /**
   * Registers a test that uses this service: against FLIPT_URL it is skipped, saying why, when
   * the service needs a configuration of its own.
   */
  readonly test: (name: string, fn: Callback) => void;
  /** Registers a before hook that seeds this service; it does not run when the service's tests are skipped. */
  readonly before: (fn: (service: ServiceHandle) => Promise<void>) => void;
}

/** What a test may state about the browser storage and the context of a page it opens. */
export interface OpenOptions {
  /** Mark onboarding completed in `event` (default true) so `/` goes to the flags. */
  onboarded?: boolean;
  /** The stored theme choice (`preferences`), if any. */
  theme?: 'light' | 'dark' | 'system';
  /** Further localStorage entries, raw strings. */
  storage?: Record<string, string>;
  /** Failing responses the test expects, on top of `GET auth/v1/self` → 401. */
  allowed?: ExpectedFailure[];
  /** Context options over the defaults (time zone, colour scheme, permissions…). */
  context?: BrowserContextOptions;
  /** Wait for the app to render and finish loading (default true). */
  settle?: boolean;
  /** Flipt's session cookie carrying this client token (a signed-in operator). */
  token?: string;
}

/** An opened console page in its own context. */
export interface AppPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly problems: Problems;
  /** Navigates to a hash route (`/settings`), or `/` for the root, and waits for the app. */
  goto(route: string): Promise<void>;
  /** Reloads the page and waits for the app. */
  reload(): Promise<void>;
  /** The current hash route without the `#` (`/namespaces/default/flags`), query dropped. */
  route(): string;
  /** Waits until the hash route matches. */
  waitForRoute(route: string | RegExp): Promise<void>;
  /** A localStorage value. */
  stored(key: string): Promise<string | null>;
  /** Fails on console errors, CSP violations or unexpected failed requests. */
  assertNoProblems(): Promise<void>;
}

/** The zustand envelope the stores persist (`{state, version}`). */
const envelope = (state: unknown, version = 1) => JSON.stringify({ state, version });

/** The localStorage entries an `OpenOptions` stands for. */
export function storageFor(opts: OpenOptions): Record<string, string> {
  const entries: Record<string, string> = {};
  if (opts.onboarded ?? true) entries.event = envelope({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
  if (opts.theme) entries.preferences = envelope({ theme: opts.theme, timezone: 'local' });
  return { ...entries, ...opts.storage };
}

/** Records CSP violations (read by assertNoProblems) and trusted pointer input (see assertNoPointer). */
async function instrument(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[]; __pointerEvents: string[] };
    w.__cspViolations = [];
    w.__pointerEvents = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`);
    });
    for (const type of ['pointerdown', 'mousedown'] as const) {
      document.addEventListener(type, (e) => e.isTrusted && w.__pointerEvents.push(`${type} on ${(e.target as Element)?.tagName}`), true);
    }
  });
}

/** Waits until the app has rendered and no loader or spinner is on screen. */
export async function settled(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  const ready = () => {
    const root = document.getElementById('root');
    return Boolean(root?.firstElementChild) && !document.querySelector('[role="progressbar"], [aria-busy="true"]');
  };
  try {
    await page.waitForFunction(ready, undefined, { timeout });
  } catch {
    const state = await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return 'nothing rendered in #root';
      const busy = document.querySelector('[role="progressbar"], [aria-busy="true"]');
      return `still loading: ${busy?.outerHTML.slice(0, 160)}`;
    });
    throw new Error(`the console at ${page.url()} did not settle within ${timeout} ms (${state})`);
  }
}

/** The cookie Flipt reads a browser's client token from. */
const sessionCookie = (base: string, token: string) => ({ name: 'flipt_client_token', value: token, domain: new URL(base).hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' as const });

/** Opens `route` of the service in a new context of `browser`. */
export async function openApp(browser: Browser, base: string, initial: string, opts: OpenOptions = {}): Promise<AppPage> {
  const storage = storageFor(opts);
  const context = await browser.newContext({
    ...contextDefaults,
    ...opts.context,
    storageState: { cookies: opts.token ? [sessionCookie(base, opts.token)] : [], origins: [{ origin: base, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }] },
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(15_000);
  await instrument(context);
  const page = await context.newPage();
  const problems = watchPage(page, [...expectedFailures, ...(opts.allowed ?? [])]);
  const settle = opts.settle ?? true;
  const goto = async (r: string) => {
    await page.goto(routeUrl(base, r), { waitUntil: 'load' });
    if (settle) await settled(page);
  };
  const route = () => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/');
  await goto(initial);
  return {
    page,
    context,
    problems,
    goto,
    async reload() {
      await page.reload({ waitUntil: 'load' });
      if (settle) await settled(page);
    },
    route,
    async waitForRoute(expected) {
      const matches = () => (typeof expected === 'string' ? route() === expected : expected.test(route()));
      const end = Date.now() + UI_TIMEOUT_MS;
      while (!matches()) {
        if (Date.now() > end) throw new Error(`expected the route ${expected}, still at ${route()}`);
        await page.waitForTimeout(25);
      }
    },
    stored: (key) => page.evaluate((k) => localStorage.getItem(k), key),
    assertNoProblems: () => assertNoProblems(page, problems),
  };
}

/**
 * The service for `opts`: the external Flipt when FLIPT_URL is set and `opts` asks for no
 * configuration (reset to a fresh database's state first), otherwise the bundled local service.
 */
/**
 * A service of the test's own, to stop under the page: the local service, or a Flipt FLIPT_BIN
 * starts (a shared FLIPT_URL is never one: tests that need it skip there).
 */
export const startOwnService = (opts: ServiceOptions = {}) => serviceFor(opts);

async function serviceFor(opts: ServiceOptions): Promise<{ svc: Service; cleanup(): void }> {
  if (fliptBin() && !externalUrl()) {
    const svc = await startFlipt(opts);
    await assertServesThisConsole(svc.url).catch(async (err) => {
      await svc.stop();
      throw err;
    });
    return { svc, cleanup: () => undefined };
  }
  if (ownConfiguration(opts)) return startApp(opts);
  const svc = await startService();
  if (svc.external) {
    await assertServesThisConsole(svc.url);
    await resetFlipt(client(svc.url));
  }
  return { svc, cleanup: () => undefined };
}

/** Starts the bundled local service on port 0 with an in-memory database and `opts`. */
export async function startApp(opts: ServiceOptions = {}): Promise<{ svc: Service; cleanup(): void }> {
  const args = ['--port', '0', '--db', ':memory:'];
  let dir: string | undefined;
  if (opts.config) {
    dir = mkdtempSync(join(tmpdir(), 'flipt-e2e-config-'));
    const file = join(dir, 'config.yml');
    writeFileSync(file, stringify(opts.config));
    args.push('--config', file);
  }
  const svc = await spawnService(args, opts.env ?? {});
  return { svc, cleanup: () => dir && rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Registers a service on the suite: started before the first test, stopped after the last. With
 * FLIPT_URL set, a service without a configuration of its own is that Flipt (see serviceFor).
 */
export function useService(suite: Test, opts: ServiceOptions = {}): ServiceHandle {
  let started: Awaited<ReturnType<typeof startApp>> | undefined;
  let api: Client | undefined;
  // Against FLIPT_URL a configured service is never started: its tests are skipped. FLIPT_BIN
  // starts one, unless it needs a Prometheus this machine does not have.
  const why = externalUrl() ? ownConfiguration(opts) && `against FLIPT_URL: ${ownConfiguration(opts)}` : fliptBin() && wantsPrometheus(opts) ? prometheusMissing() : undefined;
  const skipped = Boolean(why);
  suite.before(async () => {
    if (skipped) return;
    // uvu drops an error thrown by a before hook without a word: say what went wrong.
    started = await serviceFor(opts).catch((err: Error) => {
      console.error(`the service for this file did not start: ${err.stack ?? err.message}`);
      throw err;
    });
    api = client(started.svc.url);
  });
  suite.after(async () => {
    await started?.svc.stop();
    started?.cleanup();
  });
  const must = () => {
    if (!started || !api) throw new Error('the service is used before the suite has started');
    return { svc: started.svc, api };
  };
  const handle: ServiceHandle = {
    get svc() {
      return must().svc;
    },
    get url() {
      return must().svc.url;
    },
    get api() {
      return must().api;
    },
    test: skipWhen(skipped, suite, why ?? ''),
    before: (fn) => suite.before(async () => (skipped ? undefined : fn(handle))),
  };
  return handle;
}

/**
 * A read-only service (storage type `local`) serving `doc`, a features.yml document, from a
 * temporary folder removed after the suite; `env` adds FLIPT_* variables.
 */
export function useReadOnlyService(suite: Test, doc: Record<string, unknown>, env: Record<string, string> = {}): ServiceHandle {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-e2e-features-'));
  writeFileSync(join(dir, 'features.yml'), stringify(doc));
  suite.after(() => rmSync(dir, { recursive: true, force: true }));
  return useService(suite, { env: { ...env, FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: dir } });
}

/** One Chromium per file; every page it opens gets its own context, closed after each test. */
export function useBrowser(suite: Test) {
  let browser: Browser | undefined;
  const open: AppPage[] = [];
  suite.before(async () => {
    ensureConsoleBuilt();
    browser = await launchBrowser();
  });
  suite.after.each(async () => {
    await Promise.all(open.splice(0).map((p) => p.context.close().catch(() => {})));
  });
  suite.after(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('the browser is used before the suite has started');
      return browser;
    },
    /** Opens `route` of `service` in a fresh context (closed after the test). */
    async open(service: Pick<ServiceHandle, 'url'>, route = '/', opts: OpenOptions = {}): Promise<AppPage> {
      if (!browser) throw new Error('the browser is used before the suite has started');
      const app = await openApp(browser, service.url, route, opts);
      open.push(app);
      return app;
    },
  };
}

/** A service and a browser for a test file: `const app = useApp(test); await app.open('/settings')`. */
export function useApp(suite: Test, opts: ServiceOptions = {}) {
  const service = useService(suite, opts);
  const browser = useBrowser(suite);
  return {
    service,
    get url() {
      return service.url;
    },
    get api() {
      return service.api;
    },
    open: (route = '/', o: OpenOptions = {}) => browser.open(service, route, o),
    /** Registers a test of this app (skipped against FLIPT_URL when it needs its own configuration). */
    test: service.test,
  };
}

// ---- Seeding through the API -------------------------------------------------------------------

async function ok<T>(what: string, res: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body;
}

/** Creates a namespace. */
export const seedNamespace = (api: Client, key: string, name = key, description = '') =>
  ok(`create namespace ${key}`, api.post('/api/v1/namespaces', { key, name, description }));

/** Creates a boolean flag in a namespace. */
export const seedFlag = (api: Client, namespace: string, key: string, name = key) =>
  ok(`create flag ${key}`, api.post(`/api/v1/namespaces/${namespace}/flags`, { key, name, type: 'BOOLEAN_FLAG_TYPE', enabled: false }));

/** Creates a static token; returns its authentication. */
export const seedToken = async (api: Client, name: string, extra: Record<string, string> = {}) =>
  (await ok<{ authentication: { id: string } }>(`create token ${name}`, api.post('/auth/v1/method/token', { name, ...extra }))).authentication;

/** Lists static tokens. */
export const listTokens = async (api: Client) =>
  (await ok<{ authentications: { id: string; expiresAt?: string; metadata: Record<string, string> }[] }>('list tokens', api.get('/auth/v1/tokens?method=METHOD_TOKEN')))
    .authentications;
