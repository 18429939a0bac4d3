// Unsaved changes (issue 14 item 8) in Chromium against the local service: leaving a form with
// edits — a link, Back, a namespace switch, closing a slide-over — asks first (Stay keeps the edits,
// Discard leaves); switching the flag's tabs or leaving after a save does not ask; reloading or
// closing the tab asks the browser's question only while a form is dirty; axe finds nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { chooseOption, isFocused, namespaceSelector, seedNamespace, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'unsaved-e2e';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Unsaved');
  await seedNamespace(app.api, 'unsaved-other', 'Other');
  const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key: 'checkout', name: 'Checkout', type: 'VARIANT_FLAG_TYPE' });
  assert.is(res.status, 200, res.text);
});

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const descriptionField = (page: Page) => page.getByRole('textbox', { name: /^Description/ });
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

test('a link away from a form with edits asks; Stay keeps them, Discard leaves', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/new`);
  const { page } = view;
  await nameField(page).fill('Half written');
  await page.getByRole('link', { name: 'Segments', exact: true }).click();
  await question(page).waitFor();
  assert.ok(await isFocused(question(page).getByRole('button', { name: 'Stay' })), 'Stay has focus first');
  await page.keyboard.press('Enter');
  await until('the question closed', async () => (await question(page).count()) === 0);
  assert.is(view.route(), `/namespaces/${NS}/flags/new`);
  assert.is(await nameField(page).inputValue(), 'Half written');
  await page.getByRole('link', { name: 'Segments', exact: true }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await view.waitForRoute(`/namespaces/${NS}/segments`);
  await page.getByRole('link', { name: 'Flags', exact: true }).click();
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  assert.is(await question(page).count(), 0, 'nothing is dirty any more');
  await view.assertNoProblems();
});

test("the browser's Back with edits asks; Stay keeps page, URL and edits, Discard goes back", async () => {
  const view = await app.open(`/namespaces/${NS}/segments`);
  const { page } = view;
  await page.getByRole('link', { name: 'Flags', exact: true }).click();
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  await page.getByRole('button', { name: 'New Flag' }).click();
  await view.waitForRoute(`/namespaces/${NS}/flags/new`);
  await nameField(page).fill('Half written');
  await page.goBack();
  await question(page).waitFor();
  assert.is(view.route(), `/namespaces/${NS}/flags/new`, 'the address still names the form');
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await until('the question closed', async () => (await question(page).count()) === 0);
  assert.is(view.route(), `/namespaces/${NS}/flags/new`);
  assert.is(await nameField(page).inputValue(), 'Half written');
  await page.goBack();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  await page.getByRole('button', { name: 'New Flag' }).waitFor();
  await view.assertNoProblems();
});

test('a namespace switch with edits asks first', async () => {
  // The other namespace has no flag `checkout`: its page says so after the switch.
  const view = await app.open(`/namespaces/${NS}/flags/checkout`, { allowed: [{ method: 'GET', path: /\/unsaved-other\/flags\/checkout$/, status: 404 }] });
  const { page } = view;
  await descriptionField(page).fill('Edited');
  await chooseOption(page, namespaceSelector(page), 'Other', 'mouse');
  await question(page).getByRole('button', { name: 'Stay' }).click();
  assert.is(view.route(), `/namespaces/${NS}/flags/checkout`);
  assert.is(await descriptionField(page).inputValue(), 'Edited');
  await chooseOption(page, namespaceSelector(page), 'Other', 'mouse');
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await view.waitForRoute(/^\/namespaces\/unsaved-other\//);
  await view.assertNoProblems();
});

test("the flag's tabs keep the edits without asking, and a saved form leaves freely", async () => {
  const view = await app.open(`/namespaces/${NS}/flags/checkout`);
  const { page } = view;
  await descriptionField(page).fill('Kept across tabs');
  await page.getByRole('navigation', { name: 'Flag sections' }).getByRole('link', { name: 'Analytics' }).click();
  await view.waitForRoute(`/namespaces/${NS}/flags/checkout/analytics`);
  assert.is(await question(page).count(), 0);
  assert.is(await descriptionField(page).inputValue(), 'Kept across tabs');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated flag').waitFor();
  await page.getByRole('link', { name: 'Segments', exact: true }).click();
  await view.waitForRoute(`/namespaces/${NS}/segments`);
  assert.is(await question(page).count(), 0);
  await view.assertNoProblems();
});

test('closing a slide-over with edits asks; Stay keeps the panel, Discard closes it', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/checkout`);
  const { page } = view;
  await page.getByRole('button', { name: 'New Variant' }).click();
  const panel = page.getByRole('dialog', { name: 'New Variant' });
  await panel.getByRole('textbox', { name: /^Key/ }).fill('blue');
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Stay' }).click();
  assert.is(await panel.getByRole('textbox', { name: /^Key/ }).inputValue(), 'blue');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await until('the panel closed', async () => (await panel.count()) === 0);
  // An untouched panel closes at once.
  await page.getByRole('button', { name: 'New Variant' }).click();
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await until('the panel closed', async () => (await panel.count()) === 0);
  assert.is(await question(page).count(), 0);
  await view.assertNoProblems();
});

test("reloading or closing the tab asks the browser's question only while a form is dirty", async () => {
  const view = await app.open(`/namespaces/${NS}/flags/new`);
  const { page } = view;
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await nameField(page).fill('Unsaved');
  await page.close({ runBeforeUnload: true });
  await until('the browser asked', () => asked.length === 1);
  assert.equal(asked, ['beforeunload']);
  assert.not.ok(page.isClosed(), 'dismissing the question keeps the tab');
  await nameField(page).fill('');
  await page.close({ runBeforeUnload: true });
  await until('the tab closed', () => page.isClosed());
  assert.equal(asked, ['beforeunload'], 'a clean form lets the tab go');
});

test('axe finds no violations in the question, light and dark', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/new`);
  await nameField(view.page).fill('Unsaved');
  await view.page.getByRole('link', { name: 'Segments', exact: true }).click();
  await question(view.page).waitFor();
  await assertAccessibleInThemes(view.page, 'the unsaved changes question');
});

test.run();
