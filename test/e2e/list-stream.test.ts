// Time to list and bytes independent of namespace size (issue 15 item 3), and the first search
// instant at any size (issue 28 item 4): the flags list shows its first page, then loads the rest
// of the namespace in the background, page by page (`pageToken`), saying so in a status region;
// a search, a sort or a later page waits for it, and once everything is in they cover every flag
// without asking the server again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, settled, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'stream-e2e';
const COUNT = 130;

test.before(async () => {
  await seedNamespace(app.api, NS, 'Stream');
  for (let i = 1; i <= COUNT; i++) {
    const key = `flag-${String(i).padStart(3, '0')}`;
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: `Flag ${i}`, type: 'BOOLEAN_FLAG_TYPE' });
    assert.is(res.status, 200, res.text);
  }
});

const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();

/**
 * Counts the page's requests for the rest of the flag list (with a `pageToken`) and holds their
 * answers back until `release` is called; `fail` answers the first one with a server error.
 */
async function holdRest(page: Page, { fail = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = { rest: 0, whole: 0 };
  await page.route(`**/api/v1/namespaces/${NS}/flags*`, async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    if (!params.has('limit')) asked.whole += 1;
    if (!params.has('pageToken')) return route.continue();
    asked.rest += 1;
    await released;
    if (fail && asked.rest === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 14, message: 'unavailable' }) });
    return route.continue();
  });
  return { asked, release };
}

/** Opens the list afresh (no cached list) with the rest held back. */
async function openHeld(route = `/namespaces/${NS}/flags`, options = {}) {
  const view = await app.open('/settings', { settle: false });
  const held = await holdRest(view.page, options);
  // A fresh load of the route: going there within the open app would start (and a reload then
  // drop) a first background load, counted as a second one asked for.
  const origin = new URL(view.page.url()).origin;
  await view.page.goto('about:blank');
  await view.page.goto(`${origin}/#${route}`);
  return { view, ...held };
}

const restStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing the first' });

test('the first page shows, the rest loads in the background, then a search covers every flag without asking', async () => {
  const { view, asked, release } = await openHeld();
  const { page } = view;
  await until('the first rows', async () => (await rowKeys(page))[0] === 'flag-001');
  await page.getByText(`Showing 1–20 of ${COUNT}`).waitFor();
  await until('the rest asked for in the background', async () => asked.rest === 1);
  assert.match((await restStatus(page).textContent()) ?? '', `Showing the first 100 of ${COUNT} flags, loading the rest`);
  await assertAccessibleInThemes(page, 'a list loading the rest');

  await page.getByRole('searchbox', { name: 'Search flags' }).fill('12');
  await until('only the loaded match of 12', async () => (await rowKeys(page)).join() === 'flag-012');
  release();
  await until('the matches among every flag', async () => (await rowKeys(page)).length === 12);
  await until('the status region emptied', async () => (await restStatus(page).count()) === 0);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('13');
  await until('the matches of 13', async () => (await rowKeys(page)).length === 3);
  await page.getByRole('button', { name: /^Key/ }).click();
  await page.getByRole('button', { name: /^Key/ }).click();
  await until('the last match first', async () => (await rowKeys(page))[0] === 'flag-130');
  assert.equal([asked.rest, asked.whole], [1, 0], 'the rest came once, in the background; searching and sorting asked for nothing');
  await view.assertNoProblems();
});

test('a page past the first page’s rows waits for the rest, then shows its flags', async () => {
  const { view, asked, release } = await openHeld(`/namespaces/${NS}/flags?page=7`);
  const { page } = view;
  await until('the rest asked for', async () => asked.rest === 1);
  await restStatus(page).filter({ hasText: 'loading the rest' }).waitFor();
  assert.is(await page.locator('main tbody').count(), 0, 'no table of wrong rows while the page is loading');
  release();
  await until('the seventh page', async () => (await rowKeys(page))[0] === 'flag-121');
  await page.getByText(`Showing 121–${COUNT} of ${COUNT}`).waitFor();
  await view.assertNoProblems();
});

test('when the rest fails to load, the status says what is in and "Load all" tries again', async () => {
  const { view, asked, release } = await openHeld(`/namespaces/${NS}/flags`, { fail: true });
  const { page } = view;
  release();
  const loadAll = page.getByRole('button', { name: `Load all ${COUNT} flags` });
  await loadAll.waitFor();
  assert.match((await restStatus(page).textContent()) ?? '', `Showing the first 100 of ${COUNT} flags.`);
  await loadAll.click();
  await until('asked again', async () => asked.rest === 2);
  await until('the status region emptied', async () => (await restStatus(page).count()) === 0);
  await page.getByRole('button', { name: 'Next' }).waitFor();
  await page.getByText(`Showing 1–20 of ${COUNT}`).waitFor();
});

test.run();
