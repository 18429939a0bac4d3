// Evaluations at a glance (issue 41) against a service counting evaluations: each flag row on
// screen shows its last 24 hours of evaluations, read only after the rows are drawn and never for
// more rows than are on screen; the Evaluated filter lists exactly the flags nobody evaluated (or
// only those evaluated), in the address with the other filters; the flag page's header gives the
// same figure, linking to its Analytics tab. Without analytics: no column, no filter, no request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { primeCounters, settleCounts } from '../helpers/prometheus-count';
import { chooseOption, seedFlag, seedNamespace, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';

const counting = useService(test, { env: { FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true' } });
const plain = useService(test);
const browser = useBrowser(test);
const NS = 'shop';
const LIST = `/namespaces/${NS}/flags`;
const FILLER = Array.from({ length: 14 }, (_, i) => `filler-${String(i).padStart(2, '0')}`);
const ALL = ['checkout', 'search', 'quiet', ...FILLER];
const COUNTS_PATH = '/internal/v1/analytics/';
// Small enough that some rows are below the fold.
const SHORT = { context: { viewport: { width: 1280, height: 560 } } };

async function evaluate(service: ServiceHandle, flagKey: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await service.api.post('/evaluate/v1/boolean', { namespaceKey: NS, flagKey, entityId: `user-${i}`, context: {} });
    assert.is(res.status, 200, res.text);
  }
}

counting.before(async ({ api }) => {
  await seedNamespace(api, NS, 'Shop');
  for (const key of ALL) await seedFlag(api, NS, key);
  await primeCounters(counting.svc, 2, async () => {
    await evaluate(counting, 'checkout', 1);
    await evaluate(counting, 'search', 1);
  });
  await evaluate(counting, 'checkout', 5);
  await evaluate(counting, 'search', 2);
  await settleCounts(counting.svc);
});

plain.before(async ({ api }) => {
  await seedNamespace(api, NS, 'Shop');
  for (const key of ['checkout', 'quiet']) await seedFlag(api, NS, key);
});

/** Every counts request the page makes from now on. */
function watchCounts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => req.url().includes(COUNTS_PATH) && seen.push(new URL(req.url()).pathname));
  return seen;
}

const row = (page: Page, key: string) => page.locator('main tbody tr').filter({ has: page.locator('th[scope="row"]', { hasText: new RegExp(`^${key}$`) }) });
const figure = (page: Page, key: string) => row(page, key).getByText(/evaluations? in the last 24 hours$/);
/** What a screen reader reads of a row's figure: the number and its words. */
const reading = async (page: Page, key: string) => ((await figure(page, key).count()) ? figure(page, key).locator('..').textContent() : null);
const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();

/** The keys of the rows whose box is at least partly inside the viewport. */
const rowsOnScreen = (page: Page) =>
  page.locator('main tbody tr').evaluateAll((trs) =>
    trs.filter((tr) => {
      const box = tr.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length,
  );

async function waitForKeys(page: Page, keys: string[]) {
  const want = JSON.stringify([...keys].sort());
  let shown: string[] = [];
  await until(`the rows ${keys.join(', ')}`, async () => JSON.stringify((shown = await rowKeys(page)).sort()) === want).catch(async (error: Error) => {
    throw new Error(`${error.message} (shown: ${shown.join(', ')}) ${page.url()} ${(await page.locator('main').innerText()).slice(0, 600)}`);
  });
}

counting.test('rows on screen show their last 24 hours, read after the rows are drawn and never more than are shown', async () => {
  const view = await browser.open(counting, '/settings', SHORT);
  const { page } = view;
  await page.goto('about:blank');
  // When the first row appears, on the page's own clock (resource timings use the same one).
  await view.context.addInitScript(() => {
    const w = window as unknown as { __rowsAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main tbody tr th')) return;
      w.__rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  const requests = watchCounts(page);
  await view.goto(LIST);
  // Against Flipt the counts show once Prometheus has scraped them: wait for the text.
  await until('the figure of checkout', async () => (await reading(page, 'checkout')) === '5 evaluations in the last 24 hours');
  assert.is(await reading(page, 'search'), '2 evaluations in the last 24 hours');
  await figure(page, 'quiet').waitFor();
  assert.is(await reading(page, 'quiet'), '0 evaluations in the last 24 hours');
  assert.is(await figure(page, 'quiet').textContent(), ' evaluations in the last 24 hours', 'the visible figure is the number, the words are for screen readers');
  assert.ok(await row(page, 'checkout').locator('svg[aria-hidden="true"] polyline').count(), 'a line of the day, hidden from screen readers');
  await page.waitForTimeout(800);
  const onScreen = await rowsOnScreen(page);
  assert.ok(onScreen < ALL.length, `the viewport shows only some rows (${onScreen})`);
  assert.ok(requests.length <= onScreen, `${requests.length} counts requests for ${onScreen} rows on screen`);
  const timing = await page.evaluate((path) => {
    const first = performance.getEntriesByType('resource').filter((e) => e.name.includes(path)).map((e) => e.startTime);
    return { rowsAt: (window as unknown as { __rowsAt?: number }).__rowsAt ?? Infinity, firstCount: Math.min(...first) };
  }, COUNTS_PATH);
  assert.ok(timing.firstCount > timing.rowsAt, `the first count (${timing.firstCount} ms) comes after the rows (${timing.rowsAt} ms)`);

  await page.locator('main tbody tr').last().scrollIntoViewIfNeeded();
  await figure(page, FILLER.at(-1)!).waitFor();
  assert.ok(requests.length <= ALL.length, 'one request per flag at most');
  assert.is(new Set(requests).size, requests.length, 'no flag is read twice within a minute');
  await assertAccessibleInThemes(page, 'flags list with evaluations');
  await view.assertNoProblems();
});

counting.test('the Evaluated filter lists exactly the flags not evaluated, with the search and in the address', async () => {
  const view = await browser.open(counting, LIST);
  const { page } = view;
  await waitForKeys(page, ALL);
  await chooseOption(page, page.getByLabel('Evaluated', { exact: true }), 'Not in the last 24 h', 'mouse');
  await waitForKeys(page, ['quiet', ...FILLER]);
  assert.match(page.url(), /evaluated=not-24h/);
  assert.is(await page.getByRole('status').filter({ hasText: /Counting evaluations/ }).count(), 0, 'the progress is gone once all are counted');

  await chooseOption(page, page.getByLabel('Evaluated', { exact: true }), 'In the last 24 h', 'mouse');
  await waitForKeys(page, ['checkout', 'search']);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('sea');
  await waitForKeys(page, ['search']);
  await chooseOption(page, page.getByLabel('Evaluated', { exact: true }), 'Not in 7 days', 'mouse');
  await page.getByText(/not evaluated in 7 days/).first().waitFor();
  await page.getByRole('button', { name: 'Remove not evaluated in 7 days' }).click();
  await waitForKeys(page, ['search']);
  assert.not.match(page.url(), /evaluated=/);
  await chooseOption(page, page.getByLabel('Evaluated', { exact: true }), 'Not in 7 days', 'mouse');
  assert.match(page.url(), /evaluated=not-7d/);

  // A link with the filter opens counted and filtered.
  await view.goto(`${LIST}?evaluated=not-7d`);
  await waitForKeys(page, ['quiet', ...FILLER]);
  await assertAccessibleInThemes(page, 'flags list filtered by evaluations');
  await view.assertNoProblems();
});

counting.test("the flag page's header gives the day's figure, linking to its Analytics tab", async () => {
  const view = await browser.open(counting, `${LIST}/checkout`);
  const { page } = view;
  const link = page.getByRole('link', { name: '5 evaluations in the last 24 hours' });
  await link.click();
  await page.getByText(/^5 evaluations in the last 1 day/).waitFor();
  assert.match(page.url(), /\/flags\/checkout\/analytics\?window=1d/);
  await view.assertNoProblems();
});

test('without analytics: no column, no filter, no link, and no counts request', async () => {
  const view = await browser.open(plain, '/settings');
  const { page } = view;
  const requests = watchCounts(page);
  await view.goto(LIST);
  await waitForKeys(page, ['checkout', 'quiet']);
  await view.goto(`${LIST}/checkout`);
  await page.getByRole('heading', { name: 'checkout' }).first().waitFor();
  await view.goto(`${LIST}?evaluated=not-24h`);
  await waitForKeys(page, ['checkout', 'quiet']);
  await page.waitForTimeout(1500);
  assert.is(await page.getByRole('columnheader', { name: /Evaluations/ }).count(), 0);
  assert.is(await page.getByLabel('Evaluated', { exact: true }).count(), 0);
  assert.equal(requests, []);
  await assertAccessibleInThemes(page, 'flags list without analytics');
  await view.assertNoProblems();
});

test.run();
