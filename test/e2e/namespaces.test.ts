// Settings → Namespaces (UI-INVENTORY §2.6): create (the key follows the name), edit, delete with
// confirmation; the server's refusal to delete a namespace with flags in the error toast; the
// protected default namespace cannot be deleted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { slugify } from '../../ui/lib/slug';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, errorToast, isDisabled, tabTo, namespaceSelector, optionLabels, seedFlag, seedNamespace, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const ROUTE = '/settings/namespaces';

const rowOf = (page: Page, key: string): Locator => page.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }).or(page.getByRole('rowheader', { name: key, exact: true })) });

/** A row action: its own button/link, else an item of the row's actions menu, else (Edit) the name link. */
async function rowAction(page: Page, row: Locator, action: 'Edit' | 'Delete'): Promise<void> {
  const named = new RegExp(`^${action}\\b`);
  const direct = row.getByRole('button', { name: named }).or(row.getByRole('link', { name: named }));
  if (await direct.count()) return direct.first().click();
  const menu = row.getByRole('button', { name: /actions/i });
  if (await menu.count()) {
    await menu.first().click();
    return page.getByRole('menuitem', { name: named }).click();
  }
  if (action === 'Edit') return row.getByRole('link').first().click();
  throw new Error(`no ${action} action in the row`);
}

const getNamespace = async (key: string) => app.api.get(`/api/v1/namespaces/${key}`);

test('creating a namespace: the key follows the name, the row appears', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await page.getByRole('heading', { name: 'Namespaces' }).first().waitFor();
  await control(page, 'New Namespace').click();
  const panel = page.getByRole('dialog', { name: 'New Namespace' });
  await panel.waitFor();
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('QA Team');
  assert.is(await panel.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), slugify('QA Team'), 'the key follows the name');
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('QA Team One');
  assert.is(await panel.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), 'QA-Team-One', 'and keeps following it');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('Quality checks');
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText(/Successfully created namespace/).waitFor();
  const row = rowOf(page, 'QA-Team-One');
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /QA Team One[\s\S]*Quality checks/);
  const saved = await getNamespace('QA-Team-One');
  assert.equal([saved.status, saved.body.name, saved.body.description], [200, 'QA Team One', 'Quality checks']);
  // The sidebar's selector lists it too, without a reload.
  await page.getByRole('link', { name: 'Flags', exact: true }).click();
  await view.waitForRoute('/namespaces/default/flags');
  await until('the selector lists the new namespace', async () => (await optionLabels(page, namespaceSelector(page))).includes('QA Team One'));
  await view.assertNoProblems();
});

test('editing a namespace keeps its key and saves name and description', async () => {
  await seedNamespace(app.api, 'edit-me', 'Edit me', 'before');
  const view = await app.open(ROUTE);
  const { page } = view;
  const row = rowOf(page, 'edit-me');
  await row.waitFor();
  await rowAction(page, row, 'Edit');
  const panel = page.getByRole('dialog', { name: 'Edit Namespace' });
  await panel.waitFor();
  const key = panel.getByRole('textbox', { name: 'Key', exact: true });
  assert.is(await key.inputValue(), 'edit-me');
  assert.ok((await key.isDisabled()) || (await key.getAttribute('readonly')) !== null, 'the key cannot change');
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Edited');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('after');
  await panel.getByRole('button', { name: 'Update' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText(/Successfully updated namespace/).waitFor();
  await row.filter({ hasText: 'Edited' }).filter({ hasText: 'after' }).waitFor();
  const saved = await getNamespace('edit-me');
  assert.equal([saved.body.key, saved.body.name, saved.body.description], ['edit-me', 'Edited', 'after']);
  await view.assertNoProblems();
});

test('deleting a namespace asks first; Cancel keeps it, Delete removes it', async () => {
  await seedNamespace(app.api, 'doomed', 'Doomed');
  const view = await app.open(ROUTE);
  const { page } = view;
  const row = rowOf(page, 'doomed');
  await row.waitFor();
  await rowAction(page, row, 'Delete');
  let confirm = page.getByRole('dialog', { name: 'Delete Namespace' });
  await confirm.waitFor();
  assert.match((await confirm.textContent()) ?? '', /Are you sure you want to delete the namespace doomed\? This action cannot be undone\./);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.is((await getNamespace('doomed')).status, 200, 'Cancel deletes nothing');
  await rowAction(page, row, 'Delete');
  confirm = page.getByRole('dialog', { name: 'Delete Namespace' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
  assert.is((await getNamespace('doomed')).status, 404);
  await view.assertNoProblems();
});

test("deleting a namespace that has flags shows the server's message in the error toast", async () => {
  await seedNamespace(app.api, 'busy', 'Busy');
  await seedFlag(app.api, 'busy', 'checkout');
  const view = await app.open(ROUTE, { allowed: [{ method: 'DELETE', path: /\/api\/v1\/namespaces\/busy$/, status: 400 }] });
  const { page } = view;
  const row = rowOf(page, 'busy');
  await row.waitFor();
  await rowAction(page, row, 'Delete');
  await page.getByRole('dialog', { name: 'Delete Namespace' }).getByRole('button', { name: 'Delete' }).click();
  const toast = errorToast(page).filter({ hasText: 'namespace "busy" cannot be deleted; flags must be deleted first' });
  await toast.waitFor();
  assert.match((await toast.textContent()) ?? '', /Error/);
  assert.ok(await row.isVisible(), 'the row stays');
  assert.is((await getNamespace('busy')).status, 200);
  await view.assertNoProblems();
});

test('the default namespace cannot be deleted', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  const row = rowOf(page, 'default');
  await row.waitFor();
  // As in Flipt's console: no Delete link, the text "Delete, Default" in its place (Flipt's suite
  // clicks it and expects nothing to happen), and the reason in a tooltip.
  assert.is(await row.getByRole('link', { name: /^Delete\b/ }).count(), 0, 'no Delete link');
  const direct = row.getByText('Delete, Default');
  await direct.click();
  assert.is(await page.getByRole('dialog', { name: 'Delete Namespace' }).count(), 0, 'nothing to confirm');
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  assert.is((await getNamespace('default')).status, 200);
  // The reason, on hover and to keyboard users (the disabled button sits in a focusable wrapper).
  await direct.first().hover();
  const reason = page.getByRole('tooltip').filter({ hasText: 'The default namespace cannot be deleted' });
  await reason.waitFor();
  await page.mouse.move(0, 0);
  await reason.waitFor({ state: 'hidden' });
  await tabTo(page, row.locator('[aria-describedby]').filter({ hasText: 'Delete, Default' }));
  await reason.waitFor();
  await view.assertNoProblems();
});

test('axe finds no violations on Namespaces: the list, the slide-over and the delete dialog, light and dark', async () => {
  await seedNamespace(app.api, 'axe-ns', 'Axe', 'for axe');
  const view = await app.open(ROUTE);
  const { page } = view;
  await rowOf(page, 'axe-ns').waitFor();
  await assertAccessibleInThemes(page, 'settings namespaces');
  await control(page, 'New Namespace').click();
  const panel = page.getByRole('dialog', { name: 'New Namespace' });
  await panel.waitFor();
  await assertAccessibleInThemes(page, 'the New Namespace slide-over');
  // Submitting empty shows the field errors, which must be accessible too.
  const create = panel.getByRole('button', { name: 'Create' });
  if (!(await isDisabled(create))) await create.click();
  await assertAccessibleInThemes(page, 'the New Namespace slide-over after an empty submit');
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await panel.waitFor({ state: 'detached' });
  await rowAction(page, rowOf(page, 'axe-ns'), 'Delete');
  await page.getByRole('dialog', { name: 'Delete Namespace' }).waitFor();
  await assertAccessibleInThemes(page, 'the delete namespace dialog');
  await page.getByRole('dialog', { name: 'Delete Namespace' }).getByRole('button', { name: 'Cancel' }).click();
  await view.assertNoProblems();
});

test.run();
