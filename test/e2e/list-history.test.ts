// Browser Back and Forward over a list (issue 16.3): page, sort, search and filters live in the
// hash route's query, so every history step renders exactly the URL it shows, also after opening
// a flag from a sorted list and coming back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedNamespace, tabTo, until, useApp } from '../helpers/e2e-app';
import { openPalette, pickInPalette } from '../helpers/e2e-palette';

const app = useApp(test);
const NS = 'history-e2e';
const FLAGS = `/namespaces/${NS}/flags`;

test.before(async () => {
  await seedNamespace(app.api, NS, 'History');
  for (let i = 1; i <= 25; i++) {
    const key = `flag-${String(i).padStart(2, '0')}`;
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: `Name ${String(26 - i).padStart(2, '0')}`, type: 'BOOLEAN_FLAG_TYPE', enabled: i % 2 === 0 });
    assert.is(res.status, 200, res.text);
  }
});

const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();
/** The query of the hash route (`#/…/flags?sort=name`), where list state lives. */
const hashQuery = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));

async function rowsAre(page: Page, first: string, count: number) {
  await until(`${count} rows from ${first}`, async () => {
    const keys = await rowKeys(page);
    return keys[0] === first && keys.length === count;
  });
}

test('Back and Forward render the list state of the URL shown', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await rowsAre(page, 'flag-01', 20);
  assert.is(new URL(page.url()).search, '', 'no list state outside the hash');
  await page.getByRole('button', { name: 'Next' }).click();
  await rowsAre(page, 'flag-21', 5);
  assert.equal(hashQuery(page), { page: '2' });
  await page.getByRole('button', { name: /^Name/ }).click();
  await rowsAre(page, 'flag-25', 20);
  assert.equal(hashQuery(page), { sort: 'name' });
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('Name 1');
  await until('the search in the hash', () => hashQuery(page).q === 'Name 1');
  await rowsAre(page, 'flag-16', 10);

  await page.goBack();
  await until('the sort without the search', () => JSON.stringify(hashQuery(page)) === '{"sort":"name"}');
  await rowsAre(page, 'flag-25', 20);
  assert.is(await page.getByRole('searchbox', { name: 'Search flags' }).inputValue(), '');
  await page.goBack();
  await until('page 2 unsorted', () => JSON.stringify(hashQuery(page)) === '{"page":"2"}');
  await rowsAre(page, 'flag-21', 5);
  assert.is(await page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'), null, 'not sorted by name');
  await page.goForward();
  await until('the sort again', () => hashQuery(page).sort === 'name');
  await rowsAre(page, 'flag-25', 20);
  await page.goForward();
  await until('the search again', () => hashQuery(page).q === 'Name 1');
  await rowsAre(page, 'flag-16', 10);
  assert.is(await page.getByRole('searchbox', { name: 'Search flags' }).inputValue(), 'Name 1');
  await view.assertNoProblems();
});

test('coming Back from a flag opened in a sorted list shows that sorted list', async () => {
  const view = await app.open(`${FLAGS}?sort=name&dir=desc`);
  const { page } = view;
  await rowsAre(page, 'flag-01', 20);
  await page.getByRole('link', { name: 'flag-03', exact: true }).click();
  await view.waitForRoute(`${FLAGS}/flag-03`);
  await page.getByRole('heading', { name: 'Name 23' }).first().waitFor();
  await page.goBack();
  await view.waitForRoute(FLAGS);
  await rowsAre(page, 'flag-01', 20);
  assert.equal(hashQuery(page), { sort: 'name', dir: 'desc' });
  assert.is(await page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'), 'descending');
  await page.goForward();
  await view.waitForRoute(`${FLAGS}/flag-03`);
  await view.assertNoProblems();
});

test("a flag opened from a sorted, searched list has an address without the list's state (issue 29.12)", async () => {
  const LIST = `${FLAGS}?sort=name&dir=desc&q=Name`;
  const view = await app.open(LIST);
  const { page } = view;
  await rowsAre(page, 'flag-01', 20);
  const opened = async (key: string, how: () => Promise<void>) => {
    await how();
    await view.waitForRoute(`${FLAGS}/${key}`);
    await page.getByRole('heading', { level: 1, name: `Name ${String(26 - Number(key.slice(5))).padStart(2, '0')}` }).waitFor();
    assert.equal(hashQuery(page), {}, `${key}: ${page.url()}`);
    assert.is(new URL(page.url()).search, '', `${key}: nothing before the hash`);
    await page.goBack();
    await view.waitForRoute(FLAGS);
    await rowsAre(page, 'flag-01', 20);
    assert.equal(hashQuery(page), { sort: 'name', dir: 'desc', q: 'Name' }, 'the list keeps its state');
  };
  await opened('flag-04', () => page.getByRole('link', { name: 'flag-04', exact: true }).click());
  await opened('flag-05', async () => {
    await tabTo(page, page.getByRole('link', { name: 'flag-05', exact: true }));
    await page.keyboard.press('Enter');
  });
  await opened('flag-06', () => page.getByRole('row').filter({ hasText: 'flag-06' }).locator('td').last().click());
  await opened('flag-07', async () => {
    await openPalette(page);
    await pickInPalette(page, 'flag-07', /flag-07/);
  });
  await view.assertNoProblems();
});

test.run();
