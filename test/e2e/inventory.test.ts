// Flipt's names (UI-INVENTORY §2.2, §2.7, §2.8): the roles, accessible names, labels, headings and
// button texts an operator's own automation finds in Flipt's console, found here the same way.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseOption, isDisabled, namespaceSelector, seedFlag, seedNamespace, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'inventory';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Inventory');
  await seedFlag(app.api, NS, 'checkout', 'Checkout');
});

test('the sidebar: a listbox button showing the namespace name, then Flags, Segments, Console, Settings, Support', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  const selector = namespaceSelector(page);
  assert.is(await selector.getAttribute('aria-haspopup'), 'listbox', 'a button that opens a listbox');
  assert.match((await selector.textContent()) ?? '', /Inventory/, 'it shows the current namespace by name');
  await selector.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  assert.match(page.url(), new RegExp(`#/namespaces/${NS}/flags`), 'an arrow key opens the listbox, it does not navigate');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  for (const name of ['Flags', 'Segments', 'Console', 'Settings', 'Support']) {
    await page.getByRole('link', { name, exact: true }).first().waitFor();
  }
  await view.assertNoProblems();
});

test('the flags list: h1 "Flags", a "New Flag" button and a "Search" box', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  await page.getByRole('heading', { level: 1, name: 'Flags', exact: true }).waitFor();
  const create = page.getByRole('button', { name: 'New Flag', exact: true });
  assert.not.ok(await isDisabled(create), 'New Flag is a button, enabled while writable');
  assert.is(await page.getByRole('link', { name: 'New Flag', exact: true }).count(), 0, 'not a link');
  await page.getByPlaceholder('Search', { exact: true }).waitFor();
  await create.click();
  await page.getByRole('heading', { level: 1, name: 'New Flag', exact: true }).waitFor();
  await view.assertNoProblems();
});

test('New Flag: the Enabled switch, Name, Key, the Variant and Boolean radios, Cancel and Create', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/new`);
  const { page } = view;
  await page.getByRole('heading', { level: 1, name: 'New Flag', exact: true }).waitFor();
  await page.getByRole('switch', { name: 'Enabled', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Test Flag');
  assert.is(await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), 'Test-Flag', 'whitespace becomes "-", case kept');
  for (const name of ['Variant', 'Boolean']) await page.getByRole('radio', { name, exact: true }).waitFor();
  for (const name of ['Cancel', 'Create']) await page.getByRole('button', { name, exact: true }).waitFor();
  await page.getByRole('link', { name: /Learn more about flags/ }).waitFor();
  await view.assertNoProblems();
});

test('a flag page: the Actions menu with Copy to Namespace and Delete, Copy to clipboard, Update and the tabs', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/checkout`);
  const { page } = view;
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('button', { name: 'Copy to clipboard' }).waitFor();
  await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
  // A boolean flag: Rollouts | Analytics (a variant flag: Variants | Rules | Analytics).
  for (const name of ['Rollouts', 'Analytics']) await page.getByRole('link', { name, exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  // Flipt's two items; ours (Deep Copy…) come in addition, the destructive one stays last.
  assert.is(items[0], 'Copy to Namespace', JSON.stringify(items));
  assert.is(items.at(-1), 'Delete', JSON.stringify(items));
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Flag' });
  await confirm.getByText('Are you sure you want to delete the flag checkout? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('Copy to Namespace: "Copy Flag" with a listbox of the other namespaces, Copy and Cancel', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/checkout`);
  const { page } = view;
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy to Namespace' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Copy Flag' }).or(page.getByRole('dialog', { name: 'Copy Flag' }));
  await dialog.getByText('Copy the flag checkout to the namespace:').waitFor();
  const target = dialog.getByLabel('Namespace', { exact: true });
  assert.is(await target.getAttribute('aria-haspopup'), 'listbox');
  await chooseOption(page, target, 'Default', 'mouse');
  for (const name of ['Copy', 'Cancel']) await dialog.getByRole('button', { name, exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await view.assertNoProblems();
});

test.run();
