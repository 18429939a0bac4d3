// A first visit (nothing in browser storage) is as quick as a return (issue 38): index.html's
// inline script asks for the namespaces and the list's first page before the bundle has even
// arrived, the app takes those answers instead of asking again, and its first React commit draws
// the rows (no loader pass once the answers are in).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Route } from 'playwright-core';
import { seedNamespace, settled, until, useBrowser, useService } from '../helpers/e2e-app';

const service = useService(test);
const chromium = useBrowser(test);
const NS = 'first-visit-e2e';

test.before(async () => {
  await seedNamespace(service.api, NS, 'First visit');
  for (const key of ['alpha', 'beta']) {
    const res = await service.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: key, type: 'BOOLEAN_FLAG_TYPE' });
    assert.is(res.status, 200, res.text);
  }
});

/** Init script: notes, for each React commit (React DevTools' hook), how many list rows the page holds after it. */
function countCommits() {
  const rows: number[] = [];
  (window as unknown as { __commitRows: number[] }).__commitRows = rows;
  let renderers = 0;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => rows.push(document.querySelectorAll('main tbody tr').length),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

test('a first visit sends the namespaces and first flags GETs before the bundle runs, once each, and draws the rows in the first commit', async () => {
  const context = await chromium.browser.newContext();
  try {
    await context.addInitScript(countCommits);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/namespaces')) asked.push(`${url.pathname}${url.search}`);
    });
    // The bundle is held until both GETs have left: only index.html's script can have sent them.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${service.url}/#/namespaces/${NS}/flags`, { waitUntil: 'commit' });
    const early = ['/api/v1/namespaces', `/api/v1/namespaces/${NS}/flags?limit=100`];
    await until('the early GETs', async () => early.every((url) => asked.includes(url)));
    release();
    const rowKeys = () => page.locator('main tbody th[scope="row"]').allTextContents();
    await until('the flags', async () => (await rowKeys()).join() === 'alpha,beta');
    await settled(page);
    for (const url of early) assert.is(asked.filter((u) => u === url).length, 1, `${url} asked once: ${asked.join(', ')}`);
    const commits = await page.evaluate(() => (window as unknown as { __commitRows: number[] }).__commitRows);
    assert.ok((commits[0] ?? 0) > 0, `the first commit draws the rows (rows after each commit: ${commits.join(', ')})`);
  } finally {
    await context.close();
  }
});

/**
 * Init script: notes each use of an Intl service (constructors and the methods that make one)
 * with how many list rows the page held then. Intl.Locale is left out: it reads no locale data.
 */
function watchIntl() {
  const uses: { what: string; rows: number }[] = [];
  (window as unknown as { __intlUses: typeof uses }).__intlUses = uses;
  const note = (what: string) => uses.push({ what, rows: document.querySelectorAll('main tbody tr').length });
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter']) {
    const original = intl[name] as (new (...args: unknown[]) => object) & { supportedLocalesOf: unknown };
    if (!original) continue;
    const wrapped = function (...args: unknown[]) {
      note(name);
      return new original(...args);
    };
    wrapped.prototype = original.prototype;
    wrapped.supportedLocalesOf = (...args: unknown[]) => (note(`${name}.supportedLocalesOf`), (original.supportedLocalesOf as (...a: unknown[]) => unknown)(...args));
    intl[name] = wrapped;
  }
  const methods: [object, string][] = [[String.prototype, 'localeCompare'], [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']];
  for (const [proto, name] of methods) {
    const original = (proto as Record<string, (...args: unknown[]) => unknown>)[name]!;
    (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      note(name);
      return original.apply(this, args);
    };
  }
}

test("the list's first rows are drawn without Intl: its first use loads the browser's locale data (20–60 ms of main thread)", async () => {
  const context = await chromium.browser.newContext();
  try {
    await context.addInitScript(watchIntl);
    const page = await context.newPage();
    await page.goto(`${service.url}/#/namespaces/${NS}/flags`);
    await until('the flags', async () => (await page.locator('main tbody th[scope="row"]').allTextContents()).join() === 'alpha,beta');
    // A row's time still reads in the user's zone, from its title.
    const title = await page.locator('main tbody time').first().getAttribute('title');
    assert.match(title ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const uses = await page.evaluate(() => (window as unknown as { __intlUses: { what: string; rows: number }[] }).__intlUses);
    const early = uses.filter((use) => use.rows === 0).map((use) => use.what);
    assert.equal(early, [], `Intl used before the first rows: ${early.join(', ')}`);
  } finally {
    await context.close();
  }
});

test('a first visit whose list does not answer still gets the shell, then the rows when they come', async () => {
  const context = await chromium.browser.newContext();
  try {
    const page = await context.newPage();
    // The first page of flags is held until the shell shows: a silent server must not leave the page blank.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === `/api/v1/namespaces/${NS}/flags`, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${service.url}/#/namespaces/${NS}/flags`);
    await page.getByRole('link', { name: 'Segments' }).first().waitFor();
    assert.is(await page.locator('main tbody th[scope="row"]').count(), 0, 'the rows wait for their answer');
    release();
    await until('the flags', async () => (await page.locator('main tbody th[scope="row"]').allTextContents()).join() === 'alpha,beta');
  } finally {
    await context.close();
  }
});

test.run();
