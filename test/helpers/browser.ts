// Browser tests (DESIGN.md §5): Debian's Chromium driven by playwright-core against the local
// service. One browser and one fresh context per test file; every page records console errors,
// uncaught exceptions, CSP violations and failed requests, which tests assert are absent.
import { existsSync } from 'node:fs';
import type { Test } from 'uvu';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startService, type Service, type StartOptions } from './server';
import { ensureConsoleBuilt } from './console-build';

export { ensureConsoleBuilt };

export { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { chromiumArgsWith, chromiumPath } from '../../scripts/chromium.mjs';

/** Launches headless Chromium; `hosts` maps more names to loopback addresses (scripts/chromium.mjs). */
export function launchBrowser(hosts: Record<string, string> = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgsWith(hosts) });
}

/** Context defaults: a desktop viewport, English, UTC, reduced motion (stable colours for axe). */
export const contextDefaults: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
  colorScheme: 'light',
};

/** Records what went wrong on a page. */
export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  /** Same-origin responses with status ≥ 400 that were not expected. */
  failedRequests: string[];
}

/**
 * A request the app makes on purpose that fails: `GET auth/v1/self` answers 401 without auth
 * (API.md §11); on a first visit to a server that requires a sign-in, index.html's guesses of the
 * namespaces and the list's first page answer 401 too, and are left unused (issue 38).
 */
export type ExpectedFailure = { method: string; path: RegExp; status: number };

export const expectedFailures: ExpectedFailure[] = [
  { method: 'GET', path: /\/auth\/v1\/self$/, status: 401 },
  { method: 'GET', path: /\/api\/v1\/namespaces(\/[^/]+\/flags)?$/, status: 401 },
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording problems on a page (call before the first navigation). */
export function watchPage(page: Page, allowed: ExpectedFailure[] = expectedFailures): Problems {
  const problems: Problems = { consoleErrors: [], pageErrors: [], cspViolations: [], failedRequests: [] };
  page.on('console', (msg) => {
    // A failed load is judged by the response listener below, which knows what is expected.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const req = res.request();
    const { pathname } = new URL(res.url());
    if (allowed.some((a) => a.method === req.method() && a.path.test(pathname) && a.status === res.status())) return;
    problems.failedRequests.push(`${req.method()} ${res.url()} → ${res.status()}`);
  });
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText ?? 'failed';
    // A reload or navigation cancels requests still in flight (often the favicon): not a fault.
    if (why === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${req.method()} ${req.url()} → ${why}`);
  });
  return problems;
}

/** Collects CSP violation events in the page (runs before any page script, unaffected by the CSP). */
async function recordCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`);
    });
  });
}

/** Reads the CSP violations recorded so far into `problems`. */
export async function collectCspViolations(page: Page, problems: Problems) {
  const found = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  for (const v of found) if (!problems.cspViolations.includes(v)) problems.cspViolations.push(v);
}

/** Fails with every recorded problem, if any. */
export async function assertNoProblems(page: Page, problems: Problems) {
  await collectCspViolations(page, problems);
  const lines = [
    ...problems.consoleErrors.map((e) => `console error: ${e}`),
    ...problems.pageErrors.map((e) => `uncaught: ${e}`),
    ...problems.cspViolations.map((e) => `CSP violation: ${e}`),
    ...problems.failedRequests.map((e) => `failed request: ${e}`),
  ];
  if (lines.length) throw new Error(`the page reported problems:\n  ${lines.join('\n  ')}`);
}

/** A page of the console with its problem log. */
export interface ConsolePage {
  page: Page;
  problems: Problems;
  /** Navigates to a hash route (`/namespaces/default/flags`), or `/` for the root. */
  goto(route: string): Promise<void>;
  /** Fails if the page logged errors, CSP violations or unexpected failed requests. */
  assertNoProblems(): Promise<void>;
}

/** What useConsole gives a test file. */
export interface ConsoleSuite {
  readonly svc: Service;
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** Opens a new page at `route` (a hash route such as `/flags`; `/` opens the root). */
  open(route?: string, allowed?: ExpectedFailure[]): Promise<ConsolePage>;
}

/** The URL of a route: the root page plus a hash route (wouter hash location). */
export function routeUrl(base: string, route: string): string {
  return route === '/' || route === '' ? `${base}/` : `${base}/#${route.startsWith('/') ? route : `/${route}`}`;
}

/**
 * Registers before/after hooks on an uvu suite: builds the console if needed, starts the local
 * service and Chromium with one fresh context for the file, and closes them afterwards.
 */
export function useConsole(suite: Test, opts: StartOptions & { context?: BrowserContextOptions } = {}): ConsoleSuite {
  let svc: Service | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} is used before the suite has started`);
    return v;
  };
  suite.before(async () => {
    ensureConsoleBuilt();
    svc = await startService(opts);
    browser = await launchBrowser();
    context = await browser.newContext({ ...contextDefaults, ...opts.context });
    await recordCspViolations(context);
  });
  suite.after(async () => {
    await context?.close();
    await browser?.close();
    await svc?.stop();
  });
  return {
    get svc() {
      return must(svc, 'svc');
    },
    get browser() {
      return must(browser, 'browser');
    },
    get context() {
      return must(context, 'context');
    },
    async open(route = '/', allowed = expectedFailures) {
      const page = await must(context, 'context').newPage();
      const problems = watchPage(page, allowed);
      const base = must(svc, 'svc').url;
      const goto = async (r: string) => {
        await page.goto(routeUrl(base, r), { waitUntil: 'networkidle' });
      };
      await goto(route);
      return { page, problems, goto, assertNoProblems: () => assertNoProblems(page, problems) };
    },
  };
}
