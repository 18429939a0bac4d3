// Bulk actions on the flags list in Chromium against the local service (issue 14 item 6): rows
// are selected from the keyboard, "select all matching" widens the selection past the page, and
// enable, disable and delete (one confirmation naming the count) run flag by flag, stopping at
// the first failure with how far they got; the selection is deep-copied to another namespace or
// exported as features.yml; axe finds nothing in light or dark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, chooseOption, seedNamespace, setChecked, tabTo, until, useApp } from '../helpers/e2e-app';
import { downloaded, exportedText } from '../helpers/e2e-transfer';

const app = useApp(test);

/** A namespace of its own per test, with `count` flags `<prefix>-01`…, boolean when odd. */
async function seed(ns: string, prefix: string, count: number) {
  await seedNamespace(app.api, ns, ns);
  for (let i = 1; i <= count; i++) {
    const key = `${prefix}-${String(i).padStart(2, '0')}`;
    const res = await app.api.post(`/api/v1/namespaces/${ns}/flags`, { key, name: key, type: i % 2 ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE', enabled: false });
    assert.is(res.status, 200, res.text);
  }
}

const enabledOf = async (ns: string) => {
  const res = await app.api.get(`/api/v1/namespaces/${ns}/flags`);
  return Object.fromEntries((res.body as { flags: { key: string; enabled: boolean }[] }).flags.map((f) => [f.key, f.enabled]));
};
/** Seeds `ns` with `count` flags, opens its list and selects the rows of `chosen` with the mouse. */
async function openSelected(ns: string, prefix: string, count: number, chosen: string[]) {
  await seed(ns, prefix, count);
  const view = await app.open(`/namespaces/${ns}/flags`);
  await waitForRows(view.page, count);
  for (const key of chosen) await setChecked(view.page.getByRole('checkbox', { name: `Select ${key}` }), true);
  return view;
}

const rowKeys = (page: Page) => page.locator('main tbody th[scope="row"]').allTextContents();
const waitForRows = (page: Page, n: number) => until(`${n} rows`, async () => (await rowKeys(page)).length === n);

test('rows are selected and enabled from the keyboard alone', async () => {
  await seed('bulk-keys', 'k', 4);
  const view = await app.open('/namespaces/bulk-keys/flags');
  const { page } = view;
  await waitForRows(page, 4);
  for (const key of ['k-02', 'k-03']) {
    await tabTo(page, page.getByRole('checkbox', { name: `Select ${key}` }));
    await page.keyboard.press('Space');
  }
  await page.getByRole('status').filter({ hasText: '2 flags selected' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Enable', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByText('Enabled 2 flags').waitFor();
  assert.equal(await enabledOf('bulk-keys'), { 'k-01': false, 'k-02': true, 'k-03': true, 'k-04': false });
  await until('the switches follow', async () => await page.getByRole('switch', { name: 'Enabled k-03' }).isChecked());
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('select all matching takes every flag the filter keeps, past the page', async () => {
  await seed('bulk-all', 'a', 45);
  const view = await app.open('/namespaces/bulk-all/flags');
  const { page } = view;
  await waitForRows(page, 20);
  await chooseOption(page, page.getByLabel('Type', { exact: true }), 'Boolean', 'mouse');
  await page.getByText('Showing 1–20 of 23').waitFor();
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  await page.getByRole('status').filter({ hasText: '20 flags selected' }).waitFor();
  await page.getByRole('button', { name: 'Select all 23 matching flags' }).click();
  await page.getByRole('status').filter({ hasText: '23 flags selected' }).waitFor();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await page.getByText('Enabled 23 flags').waitFor();
  const enabled = await enabledOf('bulk-all');
  assert.is(Object.values(enabled).filter(Boolean).length, 23);
  assert.ok(Object.entries(enabled).every(([key, on]) => on === Number(key.slice(2)) % 2 > 0), 'exactly the boolean flags');
  await view.assertNoProblems();
});

test('delete asks once, naming the count, and removes the chosen flags', async () => {
  const view = await openSelected('bulk-del', 'd', 3, ['d-01', 'd-03']);
  const { page } = view;
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 flags?' });
  await dialog.getByText('Are you sure you want to delete the 2 flags selected? This action cannot be undone.').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Deleted 2 flags').waitFor();
  await waitForRows(page, 1);
  assert.equal(await enabledOf('bulk-del'), { 'd-02': false });
  assert.is(await page.getByRole('group', { name: 'Bulk actions' }).count(), 0, 'the selection is gone with the flags');
  await view.assertNoProblems();
});

test('a run stops at the first failure and says how far it got', async () => {
  await seed('bulk-fail', 'f', 4);
  // The conflict guard reads each flag before writing it (issue 26): f-03's read finds it gone.
  const view = await app.open('/namespaces/bulk-fail/flags', { allowed: [{ method: 'GET', path: /\/flags\/f-03$/, status: 404 }] });
  const { page } = view;
  await waitForRows(page, 4);
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  // Another operator deletes f-03 meanwhile.
  assert.is((await app.api.del('/api/v1/namespaces/bulk-fail/flags/f-03')).status, 200);
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: /Enabled 2 of 4 flags; failed on f-03: The flag f-03 was deleted elsewhere/ }).waitFor();
  assert.equal(await enabledOf('bulk-fail'), { 'f-01': true, 'f-02': true, 'f-04': false }, 'nothing after the failure');
  await view.assertNoProblems();
});

test('the selected flags are deep-copied to another namespace', async () => {
  await seedNamespace(app.api, 'bulk-copy-to', 'Copy target');
  const view = await openSelected('bulk-copy', 'c', 3, ['c-01', 'c-03']);
  const { page } = view;
  await page.getByRole('button', { name: 'Copy to namespace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deep Copy Flags' });
  await chooseOption(page, dialog.getByLabel('Namespace', { exact: true }), 'Copy target', 'mouse');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByText('Copied 2 flags to bulk-copy-to').waitFor();
  assert.equal(Object.keys(await enabledOf('bulk-copy-to')).sort(), ['c-01', 'c-03']);
  await view.assertNoProblems();
});

test('the selected flags are exported as features.yml', async () => {
  const view = await openSelected('bulk-export', 'e', 3, ['e-01', 'e-03']);
  const { page } = view;
  const file = await downloaded(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
  assert.is(file.name, 'features.yml');
  assert.is(file.text, await exportedText(app.api, 'bulk-export', ['e-01', 'e-03']));
  assert.match(file.text, /key: e-01/);
  assert.not.match(file.text, /key: e-02/);
  await view.assertNoProblems();
});

test('axe finds no violations with rows selected and the delete confirmation open, light and dark', async () => {
  const view = await openSelected('bulk-axe', 'x', 3, ['x-02']);
  const { page } = view;
  await page.getByRole('group', { name: 'Bulk actions' }).waitFor();
  await assertAccessibleInThemes(page, 'the flags list with a selection');
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('alertdialog', { name: 'Delete 1 flag?' }).waitFor();
  await assertAccessibleInThemes(page, 'the bulk delete confirmation');
});

test.run();
