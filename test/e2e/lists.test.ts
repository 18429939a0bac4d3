// The flags and segments lists in Chromium against the local service (SPEC §2–3, UI-INVENTORY
// §2.7, §2.13): search, sort and page live in the URL, so a reload or a copied link shows the same
// view; rows open from the keyboard; axe finds nothing in light or dark; markup in a name is text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, countDialogs, seedNamespace, tabTo, until, useApp, type AppPage } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'lists-e2e';
const FLAGS = `/namespaces/${NS}/flags`;
const SEGMENTS = `/namespaces/${NS}/segments`;
const XSS = '<img src=x onerror=alert(1)>';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Lists');
  await seedNamespace(app.api, 'lists-empty', 'Empty');
  for (let i = 1; i <= 30; i++) {
    const key = `flag-${String(i).padStart(2, '0')}`;
    const name = i % 3 === 0 ? `Checkout step ${i}` : `Search tweak ${i}`;
    const body = { key, name, description: `Owned by team ${i % 4}`, type: i % 2 ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE', enabled: i % 5 === 0 };
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, body);
    assert.is(res.status, 200, res.text);
  }
  await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key: 'xss', name: XSS, description: XSS, type: 'BOOLEAN_FLAG_TYPE' });
  for (const [key, matchType, constraints] of [['beta-testers', 'ALL_MATCH_TYPE', 2], ['internal', 'ANY_MATCH_TYPE', 1], ['everyone', 'ALL_MATCH_TYPE', 0]] as const) {
    await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key, name: key.replace('-', ' '), matchType });
    for (let c = 0; c < constraints; c++) {
      await app.api.post(`/api/v1/namespaces/${NS}/segments/${key}/constraints`, { type: 'STRING_COMPARISON_TYPE', property: `p${c}`, operator: 'eq', value: 'x' });
    }
  }
});

const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();
/** The hash route's query (`#/…/flags?sort=name`), where list state lives. */
const query = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));

async function waitForRows(page: Page, first: string) {
  await until(`the first row ${first}`, async () => (await rowKeys(page))[0] === first);
}

test('search, sort and page go into the URL, and a reload shows the same view', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForRows(page, 'flag-01');
  assert.is((await rowKeys(page)).length, 20);
  await page.getByText('Showing 1–20 of 31').waitFor();
  await page.getByRole('button', { name: /^Name/ }).click();
  await waitForRows(page, 'xss');
  await page.getByRole('button', { name: /^Name/ }).click();
  await waitForRows(page, 'flag-29');
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('TEAM');
  await until('the search in the URL', () => query(page).q === 'TEAM');
  await page.getByRole('button', { name: 'Next' }).click();
  await until('page 2 in the URL', () => query(page).page === '2');
  const page2 = ['flag-30', 'flag-27', 'flag-24', 'flag-21', 'flag-18', 'flag-15', 'flag-12', 'flag-09', 'flag-06', 'flag-03'];
  await waitForRows(page, 'flag-30');
  assert.equal(await rowKeys(page), page2, 'the Search tweaks fill page 1, the Checkout steps follow, names descending');
  assert.equal(query(page), { sort: 'name', dir: 'desc', q: 'TEAM', page: '2' });
  await view.reload();
  await waitForRows(page, 'flag-30');
  assert.equal(await rowKeys(page), page2);
  assert.is(await page.getByRole('searchbox', { name: 'Search flags' }).inputValue(), 'TEAM');
  assert.is(await page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'), 'descending');
  await page.getByText('Showing 21–30 of 30').waitFor();
  await view.assertNoProblems();
});

test('the search field offers "Clear search" only while it holds text; Escape and the button empty it', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForRows(page, 'flag-01');
  const search = page.getByRole('searchbox', { name: 'Search flags' });
  const clear = page.getByRole('button', { name: 'Clear search' });
  assert.is(await clear.count(), 0, 'nothing to clear in an empty field');
  await search.pressSequentially('checkout');
  await clear.waitFor();
  await until('the search in the URL', () => query(page).q === 'checkout');
  await search.press('Escape');
  assert.is(await search.inputValue(), '');
  await until('the search gone from the URL', () => query(page).q === undefined);
  assert.is(await clear.count(), 0, 'the button goes with the text');
  await search.pressSequentially('team 3');
  await clear.click();
  assert.is(await search.inputValue(), '');
  assert.ok(await search.evaluate((el) => el === document.activeElement), 'focus stays in the field');
  await waitForRows(page, 'flag-01');
  assert.is(await clear.count(), 0);
  await view.assertNoProblems();
});

test('a copied link reproduces the view in a fresh browser, and the sort is remembered', async () => {
  const first = await app.open(FLAGS);
  await waitForRows(first.page, 'flag-01');
  await first.page.getByRole('button', { name: /^Key/ }).click();
  await first.page.getByRole('button', { name: /^Key/ }).click();
  await waitForRows(first.page, 'xss');
  await first.page.getByRole('searchbox', { name: 'Search flags' }).fill('checkout');
  await until('the search in the URL', () => query(first.page).q === 'checkout');
  const link = first.page.url();
  const fresh = await app.open('/settings');
  await fresh.page.goto(link);
  await waitForRows(fresh.page, 'flag-30');
  assert.equal(await rowKeys(fresh.page), ['flag-30', 'flag-27', 'flag-24', 'flag-21', 'flag-18', 'flag-15', 'flag-12', 'flag-09', 'flag-06', 'flag-03']);
  // The first browser remembers its sort: the sidebar's Flags link (no query) sorts the same way.
  await first.page.getByRole('link', { name: 'Flags', exact: true }).click();
  await until('the remembered sort in the URL', () => query(first.page).sort === 'key' && query(first.page).dir === 'desc');
  await waitForRows(first.page, 'xss');
  assert.match((await first.stored('tables')) ?? '', /"flags":\{"column":"key","direction":"descending"\}/);
  await first.assertNoProblems();
});

test('a row opens its flag from the keyboard', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForRows(page, 'flag-01');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search flags' }));
  await page.keyboard.type('flag-2');
  await waitForRows(page, 'flag-20');
  await tabTo(page, page.getByRole('link', { name: 'flag-20', exact: true }));
  await page.keyboard.press('Enter');
  await view.waitForRoute(`${FLAGS}/flag-20`);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('the segments list shows match type and constraint count, sorts and searches', async () => {
  const view = await app.open(SEGMENTS);
  const { page } = view;
  await waitForRows(page, 'beta-testers');
  const row = page.getByRole('row').filter({ hasText: 'internal' });
  assert.match((await row.textContent()) ?? '', /internal[\s\S]*Any[\s\S]*1/);
  await page.getByRole('button', { name: /^Constraints/ }).click();
  await waitForRows(page, 'everyone');
  assert.equal(await rowKeys(page), ['everyone', 'internal', 'beta-testers']);
  await page.getByRole('searchbox', { name: 'Search segments' }).fill('inter');
  await until('one segment left', async () => (await rowKeys(page)).length === 1);
  await page.getByRole('searchbox', { name: 'Search segments' }).fill('nothing');
  await page.getByText('No segments matched your search.').waitFor();
  await view.assertNoProblems();
});

async function assertListsAccessible(view: AppPage) {
  await waitForRows(view.page, 'flag-01');
  await assertAccessibleInThemes(view.page, 'the flags list');
  await view.goto(SEGMENTS);
  await waitForRows(view.page, 'beta-testers');
  await assertAccessibleInThemes(view.page, 'the segments list');
  await view.goto('/namespaces/lists-empty/flags');
  await view.page.getByRole('heading', { name: 'Create your first flag' }).waitFor();
  await assertAccessibleInThemes(view.page, 'an empty flags list');
}

test('axe finds no violations in the lists, light and dark', async () => {
  await assertListsAccessible(await app.open(FLAGS));
});

test('markup in a flag name or description is shown as text, never run', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  const dialogs = countDialogs(page);
  await waitForRows(page, 'flag-01');
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('xss');
  await waitForRows(page, 'xss');
  const cell = page.locator('main tbody td').nth(1); // after the selection checkbox
  assert.is(await cell.innerText(), `${XSS}\n${XSS}`);
  assert.is(await page.locator('main tbody img').count(), 0);
  assert.is(dialogs(), 0);
  await view.assertNoProblems();
});

test.run();
