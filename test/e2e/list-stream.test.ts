// Time to list and bytes independent of namespace size (issue 15 item 3): the flags list shows its
// first page and asks for the whole namespace only when the operator needs it (a search, a sort,
// a later page, "Load all"), says how much is in and what is loading in a status region, and once
// everything is in, its search, sort and pages cover every flag.
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
 * Counts the page's requests for the whole flag list (no `limit`) and holds their answers back
 * until `release` is called.
 */
async function holdWholeList(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = { whole: 0 };
  await page.route(`**/api/v1/namespaces/${NS}/flags*`, async (route: Route) => {
    if (!new URL(route.request().url()).searchParams.has('limit')) {
      asked.whole += 1;
      await released;
    }
    await route.continue();
  });
  return { asked, release };
}

/** Opens the list afresh (no cached list) with the whole list held back. */
async function openHeld(route = `/namespaces/${NS}/flags`) {
  const view = await app.open('/settings', { settle: false });
  const held = await holdWholeList(view.page);
  await view.page.goto(`${new URL(view.page.url()).origin}/#${route}`);
  await view.page.reload();
  return { view, ...held };
}

test('the first page shows alone, then a search loads the rest and covers every flag', async () => {
  const { view, asked, release } = await openHeld();
  const { page } = view;
  await until('the first rows', async () => (await rowKeys(page))[0] === 'flag-001');
  const status = page.getByRole('status').filter({ hasText: 'Showing the first' });
  assert.match((await status.textContent()) ?? '', `Showing the first 100 of ${COUNT} flags.`);
  await page.getByRole('button', { name: `Load all ${COUNT} flags` }).waitFor();
  await page.getByText(`Showing 1–20 of ${COUNT}`).waitFor();
  await page.waitForTimeout(500);
  assert.is(asked.whole, 0, 'viewing the first page asks for nothing more');
  await assertAccessibleInThemes(page, 'a list shown from its first page');

  await page.getByRole('searchbox', { name: 'Search flags' }).fill('12');
  await until('the whole list asked for', async () => asked.whole === 1);
  await page.getByRole('status').filter({ hasText: 'loading the rest' }).waitFor();
  await until('only the loaded match of 12', async () => (await rowKeys(page)).join() === 'flag-012');
  await assertAccessibleInThemes(page, 'a list loading the rest');
  release();
  await until('the matches among every flag', async () => (await rowKeys(page)).length === 12);
  await until('the status region emptied', async () => ((await page.getByRole('status').filter({ hasText: 'Showing the first' }).count()) === 0));
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('');
  await page.getByRole('button', { name: /^Key/ }).click();
  await page.getByRole('button', { name: /^Key/ }).click();
  await until('the last flag first', async () => (await rowKeys(page))[0] === `flag-${COUNT}`);
  await page.getByText(`Showing 1–20 of ${COUNT}`).waitFor();
  await view.assertNoProblems();
});

test('a page past the first page’s rows waits for the rest, then shows its flags', async () => {
  const { view, asked, release } = await openHeld(`/namespaces/${NS}/flags?page=7`);
  const { page } = view;
  await until('the whole list asked for', async () => asked.whole === 1);
  await page.getByRole('status').filter({ hasText: 'loading the rest' }).waitFor();
  assert.is(await page.locator('main tbody').count(), 0, 'no table of wrong rows while the page is loading');
  release();
  await until('the seventh page', async () => (await rowKeys(page))[0] === 'flag-121');
  await page.getByText(`Showing 121–${COUNT} of ${COUNT}`).waitFor();
  await view.assertNoProblems();
});

test('"Load all" loads the rest without a search', async () => {
  const { view, asked, release } = await openHeld();
  const { page } = view;
  await page.getByRole('button', { name: `Load all ${COUNT} flags` }).click();
  await until('the whole list asked for', async () => asked.whole === 1);
  release();
  await until('the status region emptied', async () => ((await page.getByRole('status').filter({ hasText: 'Showing the first' }).count()) === 0));
  await page.getByRole('button', { name: 'Next' }).waitFor();
  await view.assertNoProblems();
});

test.run();
