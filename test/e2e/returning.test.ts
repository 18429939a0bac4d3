// A returning operator sees the list at once (issue 28 item 3): after a reload the last visit's
// first page of flags is drawn while the server has not answered yet, marked as refreshing, its
// switches waiting; the server's answer then replaces it in place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Route } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, settled, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'returning-e2e';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Returning');
  for (const key of ['alpha', 'beta']) {
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: key, type: 'BOOLEAN_FLAG_TYPE' });
    assert.is(res.status, 200, res.text);
  }
});

test('after a reload the last visit’s flags show before the server answers, then the fresh ones', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  const rowKeys = () => page.locator('main tbody th[scope="row"]').allTextContents();
  await until('the flags', async () => (await rowKeys()).join() === 'alpha,beta');
  await until('the visit kept', async () => ((await page.evaluate(() => localStorage.getItem('lastVisit'))) ?? '').includes('"beta"'));
  const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key: 'gamma', name: 'gamma', type: 'BOOLEAN_FLAG_TYPE' });
  assert.is(res.status, 200, res.text);

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(api\/v1|meta|auth\/v1)\//, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await until('the kept flags', async () => (await rowKeys()).join() === 'alpha,beta');
  await page.getByRole('status').filter({ hasText: 'Showing the flags as of your last visit, refreshing' }).waitFor();
  assert.ok(await page.getByRole('switch', { name: 'Enabled alpha' }).isDisabled(), 'no write from a kept row');
  await assertAccessibleInThemes(page, 'the last visit’s list, refreshing');
  release();
  await until('the fresh flags', async () => (await rowKeys()).join() === 'alpha,beta,gamma');
  assert.is(await page.getByRole('status').filter({ hasText: 'last visit' }).count(), 0);
  assert.ok(await page.getByRole('switch', { name: 'Enabled alpha' }).isEnabled());
  await settled(page);
  await view.assertNoProblems();
});

test.run();
