// Bulk actions on the flags list in Chromium against the local service (issue 14 item 6): rows
// are selected from the keyboard, "select all matching" widens the selection past the page, and
// enable, disable and delete (one confirmation naming the count) run flag by flag, going on past
// a flag deleted elsewhere and naming it; the selection is deep-copied to another namespace or
// exported as features.yml; axe finds nothing in light or dark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, chooseOption, seedNamespace, setChecked, tabTo, until, useApp } from '../helpers/e2e-app';
import { downloaded, exportedText, seedFeatures } from '../helpers/e2e-transfer';

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

test('delete asks once, naming the count, removes the chosen flags, and its Undo creates them again as they were', async () => {
  await seed('bulk-del', 'd', 3);
  await app.api.post('/api/v1/namespaces/bulk-del/flags/d-02/variants', { key: 'kept', name: 'Kept', attachment: '{"a":1}' });
  await seedFeatures(app.api, 'bulk-del', 'flags:\n- key: d-03\n  name: d-03\n  type: BOOLEAN_FLAG_TYPE\n  rollouts:\n  - threshold: {percentage: 30, value: true}\n');
  const before = await exportedText(app.api, 'bulk-del');
  const view = await app.open('/namespaces/bulk-del/flags');
  const { page } = view;
  await waitForRows(page, 3);
  for (const key of ['d-02', 'd-03']) await setChecked(page.getByRole('checkbox', { name: `Select ${key}` }), true);
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 flags?' });
  await dialog.getByText('Are you sure you want to delete the 2 flags selected? You can undo it from the notification that follows, until you leave the page.').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Deleted 2 flags' });
  await toast.waitFor();
  await waitForRows(page, 1);
  assert.equal(await enabledOf('bulk-del'), { 'd-01': false });
  assert.is(await page.getByRole('group', { name: 'Bulk actions' }).count(), 0, 'the selection is gone with the flags');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Undone. Put back as they were: flag d-02, flag d-03.' }).waitFor();
  await waitForRows(page, 3);
  assert.is(await exportedText(app.api, 'bulk-del'), before);
  await view.assertNoProblems();
});

test('the Undo of a bulk delete goes when the operator leaves the page', async () => {
  const view = await openSelected('bulk-leave', 'l', 2, ['l-01']);
  const { page } = view;
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('alertdialog', { name: 'Delete 1 flag?' }).getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Deleted 1 flag' });
  await toast.getByRole('button', { name: 'Undo' }).waitFor();
  await view.goto('/namespaces/bulk-leave/segments');
  await until('the Undo went with the page', async () => (await toast.count()) === 0);
  await view.assertNoProblems();
});

test('a selection is of the rows shown: flags a Disable moves out of the filter leave it', async () => {
  await seed('bulk-shown', 's', 6);
  for (const key of ['s-01', 's-02', 's-03', 's-04']) await app.api.put(`/api/v1/namespaces/bulk-shown/flags/${key}`, { name: key, enabled: true });
  const view = await app.open('/namespaces/bulk-shown/flags?status=enabled');
  const { page } = view;
  await waitForRows(page, 4);
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  await page.getByRole('status').filter({ hasText: '4 flags selected' }).waitFor();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await page.getByText('Disabled 4 flags').waitFor();
  await until('the bar goes with the rows', async () => (await page.getByRole('group', { name: 'Bulk actions' }).count()) === 0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await waitForRows(page, 6);
  assert.is(await page.getByRole('checkbox', { checked: true }).count(), 0, 'no hidden row comes back selected');
  await view.assertNoProblems();
});

test('a search hides selected rows: they leave the selection and Delete names only the shown ones', async () => {
  const view = await openSelected('bulk-search', 'q', 4, ['q-01', 'q-02', 'q-03']);
  const { page } = view;
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('q-01');
  await waitForRows(page, 1);
  await page.getByRole('status').filter({ hasText: '1 flag selected' }).waitFor();
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 flag?' });
  assert.equal(await dialog.getByRole('list', { name: 'Flags to delete' }).getByRole('listitem').allTextContents(), ['q-01']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await view.assertNoProblems();
});

test('bulk Disable and Enable offer Undo, which puts back each flag it changed', async () => {
  await seed('bulk-undo', 'u', 3);
  await app.api.put('/api/v1/namespaces/bulk-undo/flags/u-01', { name: 'u-01', enabled: true });
  const view = await app.open('/namespaces/bulk-undo/flags');
  const { page } = view;
  await waitForRows(page, 3);
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  const toast = (text: string) => page.getByRole('alertdialog').filter({ hasText: text });
  await toast('Enabled 3 flags').getByRole('button', { name: 'Undo' }).click();
  await until('the flags as they were', async () => JSON.stringify(await enabledOf('bulk-undo')) === JSON.stringify({ 'u-01': true, 'u-02': false, 'u-03': false }));
  await page.getByText('Disabled 2 flags').waitFor();
  await until('the switches follow', async () => !(await page.getByRole('switch', { name: 'Enabled u-02' }).isChecked()));
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await toast('Disabled 3 flags').getByRole('button', { name: 'Undo' }).click();
  await until('u-01 on again', async () => (await enabledOf('bulk-undo'))['u-01'] === true);
  assert.equal(await enabledOf('bulk-undo'), { 'u-01': true, 'u-02': false, 'u-03': false });
  await view.assertNoProblems();
});

test('a selection past the page: the delete confirmation lists every key and says how many are elsewhere', async () => {
  await seed('bulk-pages', 'p', 25);
  const view = await app.open('/namespaces/bulk-pages/flags');
  const { page } = view;
  await waitForRows(page, 20);
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  await page.getByRole('button', { name: 'Select all 25 matching flags' }).click();
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 25 flags?' });
  await dialog.getByText('5 of them are on other pages of the list.').waitFor();
  const keys = await dialog.getByRole('list', { name: 'Flags to delete' }).getByRole('listitem').allTextContents();
  assert.equal(keys, Array.from({ length: 25 }, (_, i) => `p-${String(i + 1).padStart(2, '0')}`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await view.assertNoProblems();
});

test('a flag deleted elsewhere does not stop the run: it is named and the others are enabled', async () => {
  await seed('bulk-fail', 'f', 4);
  // The conflict guard reads each flag before writing it (issue 26): f-03's read finds it gone.
  const view = await app.open('/namespaces/bulk-fail/flags', { allowed: [{ method: 'GET', path: /\/flags\/f-03$/, status: 404 }] });
  const { page } = view;
  await waitForRows(page, 4);
  await setChecked(page.getByRole('checkbox', { name: 'Select all' }), true);
  // Another operator deletes f-03 meanwhile.
  assert.is((await app.api.del('/api/v1/namespaces/bulk-fail/flags/f-03')).status, 200);
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Enabled 3 of 4 flags; deleted elsewhere: f-03' }).waitFor();
  assert.equal(await enabledOf('bulk-fail'), { 'f-01': true, 'f-02': true, 'f-04': true }, 'the run goes on past it (issue 26)');
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

test('the selected flags are exported as <namespace>.features.yml', async () => {
  const view = await openSelected('bulk-export', 'e', 3, ['e-01', 'e-03']);
  const { page } = view;
  const file = await downloaded(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
  assert.is(file.name, 'bulk-export.features.yml');
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

test('selecting the first row moves nothing: the bar comes at the bottom, and toasts stay off it (issue 40.8)', async () => {
  await seed('bulk-still', 's', 30);
  const view = await app.open('/namespaces/bulk-still/flags', { context: { viewport: { width: 1024, height: 768 } } });
  const { page } = view;
  await waitForRows(page, 20);
  const top = () => page.locator('main table').evaluate((t) => Math.round(t.getBoundingClientRect().top));
  const rowTop = () => page.getByRole('row').filter({ has: page.getByRole('link', { name: 's-01', exact: true }) }).evaluate((r) => Math.round(r.getBoundingClientRect().top));
  const [table, row] = [await top(), await rowTop()];
  await setChecked(page.getByRole('checkbox', { name: 'Select s-01' }), true);
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await bar.getByText('1 flag selected').waitFor();
  assert.equal([await top(), await rowTop()], [table, row], 'the table and its first row stay where they were');
  const box = await bar.boundingBox();
  assert.ok(box && box.y + box.height <= 768 && box.y > 768 / 2, `the bar is at the bottom of the window: ${JSON.stringify(box)}`);
  await bar.getByRole('button', { name: 'Enable', exact: true }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Enabled 1 flag' });
  await toast.waitFor();
  const [t, b] = [await toast.boundingBox(), await bar.boundingBox()];
  assert.ok(t && b && (t.y + t.height <= b.y || t.y >= b.y + b.height), `the toast does not cover the bar: ${JSON.stringify([t, b])}`);
  await assertAccessibleInThemes(page, 'the flags list with the bulk bar and a toast');
  await view.assertNoProblems();
});

test.run();
