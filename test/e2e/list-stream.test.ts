// Time to list independent of namespace size (issue 15 item 3): the flags list shows its first
// page while the whole list is still on its way, says so in a status region, and once everything
// is in, its search and sort cover every flag.
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

/** Holds back every answer of the whole flag list (no `limit`) until the returned release is called. */
async function holdWholeList(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/namespaces/${NS}/flags*`, async (route: Route) => {
    if (!new URL(route.request().url()).searchParams.has('limit')) await released;
    await route.continue();
  });
  return release;
}

test('the first page shows while the rest loads, then search and sort cover every flag', async () => {
  const view = await app.open('/settings', { settle: false });
  const { page } = view;
  const release = await holdWholeList(page);
  await page.goto(`${new URL(page.url()).origin}/#/namespaces/${NS}/flags`);
  await page.reload();
  const status = page.getByRole('status').filter({ hasText: 'loading the rest' });
  await status.waitFor();
  assert.match((await status.textContent()) ?? '', `Showing the first 100 of ${COUNT} flags, loading the rest`);
  await until('the first rows', async () => (await rowKeys(page))[0] === 'flag-001');
  await assertAccessibleInThemes(page, 'a list loading the rest');

  await page.getByRole('searchbox', { name: 'Search flags' }).fill('12');
  await until('only the loaded match of 12', async () => (await rowKeys(page)).join() === 'flag-012');
  release();
  await until('the matches among every flag', async () => (await rowKeys(page)).length === 12);
  await until('the status region emptied', async () => (await page.getByRole('status').filter({ hasText: 'loading the rest' }).count()) === 0);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('');
  await page.getByRole('button', { name: /^Key/ }).click();
  await page.getByRole('button', { name: /^Key/ }).click();
  await until('the last flag first', async () => (await rowKeys(page))[0] === `flag-${COUNT}`);
  await page.getByText(`Showing 1–20 of ${COUNT}`).waitFor();
  await view.assertNoProblems();
});

test.run();
