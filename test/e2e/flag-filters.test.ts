// The flags list's filters and quick toggle in Chromium against the local service (issue 14
// items 2–3): type, status and metadata chips combine with the search, live in the URL, say which
// filter hides everything, work from the keyboard alone; each row shows its default value and
// flips its flag with an undo; axe finds nothing in light or dark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, chooseOption, seedNamespace, tabTo, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'filters-e2e';
const FLAGS = `/namespaces/${NS}/flags`;

const SEED = [
  { key: 'pay-dark', type: 'BOOLEAN_FLAG_TYPE', enabled: true, metadata: { team: 'payments', tier: 1 } },
  { key: 'pay-beta', type: 'BOOLEAN_FLAG_TYPE', enabled: false, metadata: { team: 'payments' } },
  { key: 'search-v2', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: { team: 'search' } },
  { key: 'search-old', type: 'VARIANT_FLAG_TYPE', enabled: false, metadata: {} },
];

test.before(async () => {
  await seedNamespace(app.api, NS, 'Filters');
  for (const flag of SEED) {
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { name: flag.key, description: '', ...flag });
    assert.is(res.status, 200, res.text);
  }
  const variant = await app.api.post(`/api/v1/namespaces/${NS}/flags/search-v2/variants`, { key: 'blue', name: 'Blue' });
  assert.is(variant.status, 200, variant.text);
  const id = (variant.body as { id: string }).id;
  const put = await app.api.put(`/api/v1/namespaces/${NS}/flags/search-v2`, { key: 'search-v2', name: 'search-v2', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: { team: 'search' }, defaultVariantId: id });
  assert.is(put.status, 200, put.text);
});

const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();
/** The page's query, wherever the router keeps it (before the hash, or in the hash route). */
const params = (page: Page) => {
  const url = new URL(page.url());
  return new URLSearchParams([...url.searchParams, ...new URLSearchParams(url.hash.split('?')[1] ?? '')]);
};

const choose = (page: Page, label: 'Type' | 'Status', option: string) => chooseOption(page, page.getByLabel(label, { exact: true }), option, 'mouse');

async function addChip(page: Page, text: string) {
  await page.getByLabel('Metadata', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Add filter' }).click();
}

async function waitForKeys(page: Page, keys: string[]) {
  await until(`the rows ${keys.join(', ')}`, async () => JSON.stringify((await rowKeys(page)).sort()) === JSON.stringify([...keys].sort()));
}

test('type, status and metadata chips combine with the search and live in the URL', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  await choose(page, 'Type', 'Boolean');
  await waitForKeys(page, ['pay-dark', 'pay-beta']);
  await choose(page, 'Status', 'Enabled');
  await waitForKeys(page, ['pay-dark']);
  await choose(page, 'Status', 'All statuses');
  await addChip(page, 'tier=1');
  await waitForKeys(page, ['pay-dark']);
  assert.equal(params(page).get('type'), 'boolean');
  assert.equal(params(page).getAll('meta'), ['tier=1']);
  await view.reload();
  await waitForKeys(page, ['pay-dark']);
  assert.match((await page.getByLabel('Type', { exact: true }).textContent()) ?? '', /Boolean/, 'the Type picker shows the filter');
  await page.getByRole('button', { name: 'Remove filter tier = 1' }).click();
  await waitForKeys(page, ['pay-dark', 'pay-beta']);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('beta');
  await waitForKeys(page, ['pay-beta']);
  await view.assertNoProblems();
});

test('metadata keys, then values, are suggested from the namespace', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  const input = page.getByLabel('Metadata', { exact: true });
  const suggestions = () => input.evaluate((el) => Array.from((el as HTMLInputElement).list?.options ?? [], (o) => o.value));
  assert.equal(await suggestions(), ['team', 'tier'], 'keys, most used first');
  await input.fill('team=');
  await until('value suggestions', async () => (await suggestions()).length === 2);
  assert.equal(await suggestions(), ['team=payments', 'team=search']);
  await view.assertNoProblems();
});

test('the empty list says which filter hides everything and clears it', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await choose(page, 'Type', 'Variant');
  await addChip(page, 'team=payments');
  await page.getByText('No flags match: team = payments hides the 2 flags the filters before it leave (on its own it matches 2 flags).').waitFor();
  await page.getByRole('button', { name: 'Remove team = payments' }).click();
  await waitForKeys(page, ['search-v2', 'search-old']);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('old');
  await choose(page, 'Status', 'Enabled');
  await page.getByText('No flags match: status enabled hides the 1 flag the filters before it leave (on its own it matches 2 flags).').waitFor();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  await until('no filter in the URL', () => !['type', 'status', 'meta', 'q'].some((p) => params(page).has(p)));
  await view.assertNoProblems();
});

test('the filters work from the keyboard alone', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  await tabTo(page, page.getByLabel('Status', { exact: true }));
  await chooseOption(page, page.getByLabel('Status', { exact: true }), 'Disabled', 'keyboard');
  await waitForKeys(page, ['pay-beta', 'search-old']);
  await tabTo(page, page.getByLabel('Metadata', { exact: true }));
  await page.keyboard.type('team=payments');
  await page.keyboard.press('Enter');
  await waitForKeys(page, ['pay-beta']);
  await tabTo(page, page.getByRole('button', { name: 'Remove filter team = payments' }));
  await page.keyboard.press('Enter');
  await waitForKeys(page, ['pay-beta', 'search-old']);
  await tabTo(page, page.getByRole('button', { name: 'Clear filters' }));
  await page.keyboard.press('Enter');
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('each row shows its default value and flips its flag, with an undo', async () => {
  const view = await app.open(FLAGS);
  const { page } = view;
  await waitForKeys(page, ['pay-dark', 'pay-beta', 'search-v2', 'search-old']);
  const cells = async (key: string) => (await page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) }).locator('td').allInnerTexts()).map((t) => t.trim());
  assert.ok((await cells('pay-dark')).includes('true'), 'a boolean flag shows its enabled state');
  assert.ok((await cells('pay-beta')).includes('false'));
  assert.ok((await cells('search-v2')).includes('blue'), 'a variant flag shows its default variant');
  assert.ok((await cells('search-old')).includes('—'));
  const toggle = page.getByRole('switch', { name: 'Enabled pay-beta' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await page.getByText('Enabled flag pay-beta').waitFor();
  assert.ok(await toggle.isChecked());
  const stored = async () => ((await app.api.get(`/api/v1/namespaces/${NS}/flags/pay-beta`)).body as { enabled: boolean }).enabled;
  await until('the server has it', async () => (await stored()) === true);
  await page.getByRole('button', { name: 'Undo' }).click();
  await until('the undo reached the server', async () => (await stored()) === false);
  await until('the switch is off again', async () => !(await toggle.isChecked()));
  await page.getByText('Disabled flag pay-beta').waitFor();
  await view.assertNoProblems();
});

test('axe finds no violations in the filtered list and its empty state, light and dark', async () => {
  const view = await app.open(FLAGS);
  await choose(view.page, 'Type', 'Boolean');
  await addChip(view.page, 'team=payments');
  await waitForKeys(view.page, ['pay-dark', 'pay-beta']);
  await assertAccessibleInThemes(view.page, 'the filtered flags list');
  await addChip(view.page, 'nothing');
  await view.page.getByRole('button', { name: 'Clear all filters' }).waitFor();
  await assertAccessibleInThemes(view.page, 'the filters empty state');
});

test.run();
