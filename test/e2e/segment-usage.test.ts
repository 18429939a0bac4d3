// Segment usage (issue 14 item 1) against the local service: the segment page lists the flags
// whose rules and rollouts use the segment, with links to them; the segments list counts them in a
// sortable "Used By" column; deleting a segment in use names the flags and sends no delete;
// keyboard only, and axe in both themes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, control, seedNamespace, tabTo, until, useBrowser, useService } from '../helpers/e2e-app';
import { seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';

const service = useService(test);
const browser = useBrowser(test);

test.before(async () => {
  await seedNamespace(service.api, 'staging', 'Staging', 'Pre-production');
  await seedFeatures(service.api, 'staging', stagingExport);
});

const usedByList = (page: Page) => page.getByRole('list', { name: 'Flags using this segment' });
const rowKeys = (page: Page) => page.locator('tbody th').allTextContents();

test('the segment page lists the flags using it, and its links lead to the rule or rollout', async () => {
  const view = await browser.open(service, '/namespaces/staging/segments/eu');
  const { page } = view;
  await usedByList(page).waitFor();
  const lines = (await usedByList(page).locator(':scope > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  assert.equal(lines, ['Checkout checkout Rule 1 Rule 4', 'Dark mode dark-mode Rollout 2']);
  await page.getByRole('link', { name: 'Rule 4 of checkout' }).click();
  await view.waitForRoute('/namespaces/staging/flags/checkout/rules');
  await view.goto('/namespaces/staging/segments/eu');
  await page.getByRole('link', { name: 'Rollout 2 of dark-mode' }).click();
  await view.waitForRoute('/namespaces/staging/flags/dark-mode');
  await page.getByText('forty percent').waitFor();
  await view.assertNoProblems();
});

test('deleting a segment in use names the flags that use it and sends no delete', async () => {
  const view = await browser.open(service, '/namespaces/staging/segments/internal');
  const { page } = view;
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  await usedByList(page).waitFor();
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Segment' });
  await dialog.getByText('Segment internal is used by 2 flags: checkout (rules 2, 4), dark-mode (rollout 1). Remove it from their rules and rollouts first.').waitFor();
  assert.ok(await dialog.getByRole('button', { name: 'Delete' }).isDisabled());
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(deletes, []);
  assert.is((await service.api.get('/api/v1/namespaces/staging/segments/internal')).status, 200);
  await view.assertNoProblems();
});

test('a segment nobody uses says so and deletes as before', async () => {
  await seedFeatures(service.api, 'staging', 'version: "1.4"\nsegments:\n- key: lonely\n  name: Lonely\n  match_type: ALL_MATCH_TYPE\n');
  const view = await browser.open(service, '/namespaces/staging/segments/lonely');
  const { page } = view;
  await page.getByText('No flag uses this segment.').waitFor();
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Segment' }).getByRole('button', { name: 'Delete' }).click();
  await view.waitForRoute('/namespaces/staging/segments');
  assert.is((await service.api.get('/api/v1/namespaces/staging/segments/lonely')).status, 404);
  await view.assertNoProblems();
});

test('keyboard only: the segments list sorts by Used By', async () => {
  const view = await browser.open(service, '/namespaces/staging/segments');
  const { page } = view;
  await page.locator('tbody th').first().waitFor();
  const cell = (key: string) => page.getByRole('row').filter({ has: page.locator('th', { hasText: new RegExp(`^${key}$`) }) });
  await until('the usage counts', async () => ((await cell('unused').textContent()) ?? '').includes('0 flags'));
  assert.match((await cell('eu').textContent()) ?? '', /2 flags/);
  assert.match((await cell('beta-users').textContent()) ?? '', /1 flag(?!s)/);
  await tabTo(page, page.getByRole('button', { name: /^Used By/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await until('descending usage', async () => (await page.getByRole('columnheader', { name: /^Used By/ }).getAttribute('aria-sort')) === 'descending');
  const keys = await rowKeys(page);
  assert.equal(keys.slice(-1), ['unused']);
  assert.ok(['eu', 'internal'].includes(keys[0] ?? ''), keys.join(', '));
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations on the segment page with its usage and on the segments list, light and dark', async () => {
  const view = await browser.open(service, '/namespaces/staging/segments/eu');
  await usedByList(view.page).waitFor();
  await assertAccessibleInThemes(view.page, 'the segment page with its usage');
  await view.goto('/namespaces/staging/segments');
  await until('the usage counts', async () => ((await view.page.locator('tbody').textContent()) ?? '').includes('flags'));
  await assertAccessibleInThemes(view.page, 'the segments list with Used By');
  await view.assertNoProblems();
});

test.run();
