// Flipt's names on the Settings screens (UI-INVENTORY §2.6, §2.15, §2.18): General (Preferences),
// Namespaces and API Tokens with their slide-overs, dialogs and toasts, found by role and name as
// an operator's own automation finds them in Flipt's console.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { control, isDisabled, namespaceSelector, optionLabels, seedNamespace, seedToken, setChecked, useBrowser, useReadOnlyService, useService } from '../helpers/e2e-app';
import { assertKeyFollowsName, exactHeading as heading, exactText as toastText, selectControl, slideOver } from '../helpers/e2e-input';

const service = useService(test);
// Token method on, authentication not required: the console needs no sign-in.
const TOKEN_METHOD = { FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED: 'true' };
const tokens = useService(test, { env: TOKEN_METHOD });
const readOnly = useReadOnlyService(test, { version: '1.4', namespace: 'default', flags: [{ key: 'checkout', name: 'Checkout', type: 'BOOLEAN_FLAG_TYPE', enabled: true }] }, TOKEN_METHOD);
const browser = useBrowser(test);
const READ_ONLY = 'Not allowed in Read-Only mode';

const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** The column headers' texts of the table named `name`, without the action and select-all columns. */
async function headers(page: Page, name: string): Promise<string[]> {
  const texts = await page.getByRole('table', { name }).getByRole('columnheader').allTextContents();
  return texts.map((t) => t.trim()).filter((t) => t && t !== 'Actions' && t !== 'Select all');
}

test('General: "Settings" with the General | Namespaces | API Tokens tabs, "Preferences", Theme and the UTC Timezone switch', async () => {
  const view = await browser.open(service, '/settings');
  const { page } = view;
  await heading(page, 'Settings').waitFor();
  for (const name of ['General', 'Namespaces', 'API Tokens']) await page.getByRole('link', { name, exact: true }).waitFor();
  await heading(page, 'Preferences').waitFor();
  await page.getByText('Manage how information is displayed in the UI', { exact: true }).waitFor();
  assert.equal(await optionLabels(page, selectControl(page, 'Theme')), ['Light', 'Dark', 'System']);
  const utc = page.getByRole('switch', { name: /UTC Timezone/ });
  await page.getByText('Display dates and times in UTC timezone', { exact: true }).waitFor();
  await setChecked(utc, true);
  await page.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/).waitFor();
  await setChecked(utc, false);
  await page.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/).waitFor();
  await view.assertNoProblems();
});

test('Namespaces: the heading, its line, New Namespace, the columns and the New/Edit Namespace slide-overs with their toasts', async () => {
  const view = await browser.open(service, '/settings/namespaces');
  const { page } = view;
  await heading(page, 'Namespaces').waitFor();
  await page.getByText('Namespaces allow you to group your flags, segments and rules under a single name', { exact: true }).waitFor();
  assert.equal(await headers(page, 'Namespaces'), ['Key', 'Name', 'Description', 'Created', 'Updated']);
  await page.getByRole('button', { name: 'New Namespace', exact: true }).click();
  let panel = await slideOver(page, 'New Namespace', 'Learn more about namespaces');
  assert.ok(await isDisabled(panel.getByRole('button', { name: 'Create', exact: true })), 'Create waits for a valid change');
  await assertKeyFollowsName(panel, 'no delete', 'no-delete', '§2.18: whitespace becomes "-"');
  await panel.getByRole('textbox', { name: /^Description/ }).waitFor();
  await panel.getByText('Optional', { exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await toastText(page, 'Successfully created namespace.').waitFor();
  await panel.waitFor({ state: 'detached' });

  // The name opens the edit panel, whose key cannot change.
  await rowOf(page, 'no-delete').getByRole('link', { name: 'no delete', exact: true }).click();
  panel = await slideOver(page, 'Edit Namespace', 'Learn more about namespaces');
  assert.ok(await isDisabled(panel.getByRole('textbox', { name: 'Key', exact: true })), 'the key is disabled on edit');
  assert.ok(await isDisabled(panel.getByRole('button', { name: 'Update', exact: true })), 'Update waits for a change');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('kept');
  await panel.getByRole('button', { name: 'Update', exact: true }).click();
  await toastText(page, 'Successfully updated namespace.').waitFor();
  await view.assertNoProblems();
});

test('Namespaces: "Delete Namespace" asks with Flipt\'s text; the default namespace\'s Delete is disabled with a reason', async () => {
  await seedNamespace(service.api, 'doomed', 'Doomed');
  const view = await browser.open(service, '/settings/namespaces');
  const { page } = view;
  // Flipt's names: "Delete , <name>" links; the default namespace's Delete is plain text.
  const protectedDelete = rowOf(page, 'Default').getByText('Delete, Default');
  assert.is(await rowOf(page, 'Default').getByRole('link', { name: /^Delete\b/ }).count(), 0, 'the default namespace cannot be deleted');
  await protectedDelete.hover();
  await page.getByRole('tooltip').filter({ hasText: /default namespace/i }).waitFor();
  await page.getByRole('link', { name: 'Delete , Doomed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Namespace' });
  await confirm.getByText('Are you sure you want to delete the namespace doomed? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await rowOf(page, 'doomed').waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

tokens.test('API Tokens: "Static Tokens", New Token\'s slide-over, the "Created Token" dialog and its Copy', async () => {
  const view = await browser.open(tokens, '/settings/tokens', { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  const { page } = view;
  await heading(page, 'Static Tokens').waitFor();
  await page.getByText('Static tokens are used to authenticate with the API', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'New Token', exact: true }).click();
  const panel = await slideOver(page, 'New Token', 'Learn more about static tokens');
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('inventory-ci');
  await panel.getByRole('textbox', { name: /^Description/ }).waitFor();
  await panel.getByLabel(/^Expires On/).first().waitFor();
  await setChecked(panel.getByRole('checkbox', { name: 'Scope this token to a single namespace' }), true);
  assert.is(await namespaceSelector(panel).textContent(), 'Default', 'a namespace listbox named by its value appears');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  const shown = page.getByRole('dialog', { name: 'Created Token' });
  await shown.getByText('Please copy the token below and store it in a secure location.', { exact: true }).waitFor();
  assert.match((await shown.innerText()).replace(/\s+/g, ' '), /You will not be able to view it again/);
  await shown.getByRole('button', { name: 'Copy', exact: true }).click();
  // As in Flipt's console, the token's block says so for a moment.
  await shown.locator('pre').filter({ hasText: 'Copied to clipboard' }).waitFor();
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await shown.waitFor({ state: 'detached' });
  assert.equal(await headers(page, 'Static tokens'), ['Name', 'Description', 'Namespace', 'Expires', 'Created']);
  await rowOf(page, 'inventory-ci').waitFor();
  assert.is(await page.getByRole('button', { name: 'New Token' }).count(), 1, 'one New Token, in the header');
  await view.assertNoProblems();
});

tokens.test('API Tokens: "Delete Token" for one token (Flipt: "Delete Tokens"), and the bulk "Delete" titled "Delete Selected Token(s)"', async () => {
  await seedToken(tokens.api, 'inv-one');
  await seedToken(tokens.api, 'inv-two');
  const view = await browser.open(tokens, '/settings/tokens');
  const { page } = view;
  await page.getByRole('link', { name: 'Delete , inv-one' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete Token', exact: true });
  await confirm.getByText('Are you sure you want to delete the token inv-one? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  for (const name of ['inv-one', 'inv-two']) await setChecked(rowOf(page, name).getByRole('checkbox'), true);
  const bulk = page.getByRole('button', { name: 'Delete', exact: true });
  await bulk.hover();
  await page.getByRole('tooltip').filter({ hasText: 'Delete Selected Token(s)' }).waitFor();
  await bulk.click();
  confirm = page.getByRole('alertdialog', { name: 'Delete Tokens' });
  await confirm.getByText('Are you sure you want to delete the selected tokens? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await rowOf(page, 'inv-one').waitFor({ state: 'detached' });
  await rowOf(page, 'inv-two').waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('API Tokens with the token method off: "Token Authentication Disabled"', async () => {
  const view = await browser.open(service, '/settings/tokens');
  const { page } = view;
  await heading(page, 'Static Tokens').waitFor();
  await page.getByText('Token Authentication Disabled', { exact: true }).waitFor();
  await page.getByText('See the configuration documentation for more information.', { exact: true }).waitFor();
  assert.is(await page.getByRole('button', { name: 'New Token' }).count(), 0, 'no New Token');
  await view.assertNoProblems();
});

readOnly.test('read-only: New Namespace is disabled with the reason, names are plain text, Delete is hidden; tokens still work', async () => {
  const view = await browser.open(readOnly, '/settings/namespaces');
  const { page } = view;
  const create = control(page, 'New Namespace');
  await create.waitFor();
  assert.ok(await isDisabled(create), 'New Namespace is disabled');
  await page.getByText(READ_ONLY).first().waitFor({ state: 'attached' });
  const row = rowOf(page, 'default');
  await row.first().waitFor();
  assert.is(await row.getByRole('button', { name: /^(Edit|Delete)\b/ }).count(), 0, 'no edit or delete control');
  assert.is(await row.getByRole('link', { name: /^(Edit|Delete)\b/ }).count(), 0, 'no edit or delete link');
  // §2.15: the tokens page still works.
  await page.getByRole('link', { name: 'API Tokens', exact: true }).click();
  await heading(page, 'Static Tokens').waitFor();
  assert.not.ok(await isDisabled(page.getByRole('button', { name: 'New Token', exact: true })), 'New Token stays enabled');
  await view.assertNoProblems();
});

test.run();
