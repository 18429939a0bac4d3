// Read-only mode (UI-INVENTORY §2.15): with a features directory (storage type local) the top bar
// shows the "Read-Only" badge with its storage tooltip and "New Namespace" is disabled.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, isDisabled, setChecked, useApp } from '../helpers/e2e-app';
import { isFocused, until } from '../helpers/e2e-input';

const dir = mkdtempSync(join(tmpdir(), 'flipt-e2e-features-'));
writeFileSync(
  join(dir, 'features.yml'),
  [
    'version: "1.4"',
    'namespace: default',
    'flags:',
    '  - key: checkout',
    '    name: Checkout',
    '    type: BOOLEAN_FLAG_TYPE',
    '    enabled: true',
    '  - key: colors',
    '    name: Colors',
    '    type: VARIANT_FLAG_TYPE',
    '    variants:',
    '      - key: blue',
    '',
  ].join('\n'),
);
const app = useApp(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: dir } });
test.after(() => rmSync(dir, { recursive: true, force: true }));

app.test('the top bar shows the Read-Only badge with its storage tooltip', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const badge = page.getByText('Read-Only', { exact: true }).first();
  await badge.waitFor();
  await badge.hover();
  const tooltip = page.getByRole('tooltip').filter({ hasText: /Backed by Local Storage/i });
  const titled = page.locator('[title*="Backed by Local Storage" i]');
  await tooltip.or(titled).first().waitFor();
  await view.assertNoProblems();
});

app.test('New Namespace is disabled in read-only mode', async () => {
  const view = await app.open('/settings/namespaces');
  const { page } = view;
  await page.getByRole('heading', { name: 'Namespaces' }).first().waitFor();
  const create = control(page, 'New Namespace');
  await create.waitFor();
  assert.ok(await isDisabled(create), 'New Namespace is disabled');
  // No row offers to delete.
  const row = page.getByRole('row').filter({ hasText: 'default' });
  await row.first().waitFor();
  const deletes = row.getByRole('button', { name: /^Delete\b/ }).or(row.getByRole('link', { name: /^Delete\b/ }));
  for (const d of await deletes.all()) assert.ok(await isDisabled(d), 'no usable Delete in read-only mode');
  await view.assertNoProblems();
});

app.test('read-only rules and rollouts do not offer to drag what cannot be moved', async () => {
  const view = await app.open('/namespaces/default/flags/colors/rules');
  const { page } = view;
  await page.getByText('Rules are evaluated in order from top to bottom.').first().waitFor();
  assert.not.match((await page.locator('main').textContent()) ?? '', /Drag a rule/, 'no drag hint on read-only rules');
  await view.goto('/namespaces/default/flags/checkout');
  await page.getByText(/Return boolean values based on rules you define/).first().waitFor();
  assert.not.match((await page.locator('main').textContent()) ?? '', /Drag a rollout/, 'no drag hint on read-only rollouts');
  await view.assertNoProblems();
});

app.test("the flags list's enabled switch and bulk actions are disabled, saying why", async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const toggle = page.getByRole('switch', { name: 'Enabled checkout' });
  await toggle.waitFor({ state: 'attached' });
  assert.ok(await toggle.isChecked());
  assert.ok(await isDisabled(toggle), 'the switch is disabled');
  await setChecked(page.getByRole('checkbox', { name: 'Select checkout' }), true);
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  for (const name of ['Enable', 'Disable', 'Copy to namespace…', 'Delete…']) assert.ok(await isDisabled(bulk.getByRole('button', { name, exact: true })), `${name} is disabled`);
  await page.getByText('Not allowed in Read-Only mode').first().waitFor({ state: 'attached' });
  await view.assertNoProblems();
});

app.test("a flag's disabled menu items are reached by the arrows and read their reason; Enter does nothing", async () => {
  const view = await app.open('/namespaces/default/flags/colors');
  const { page } = view;
  const actions = page.getByRole('button', { name: 'Actions' });
  await actions.focus();
  await page.keyboard.press('Enter');
  const copy = page.getByRole('menuitem', { name: 'Copy to Namespace', exact: true });
  await until('focus on the disabled Copy to Namespace', () => isFocused(copy));
  assert.is(await copy.getAttribute('aria-disabled'), 'true');
  const describedBy = (await copy.getAttribute('aria-describedby')) ?? '';
  assert.is(await page.locator(`[id="${describedBy}"]`).textContent(), 'Not allowed in Read-Only mode', 'its reason is its description');
  await page.keyboard.press('Enter');
  assert.is(await page.getByRole('alertdialog', { name: 'Copy Flag' }).count(), 0, 'no dialog opens');
  assert.ok(await isFocused(copy), 'the menu stays open on the item');
  await page.keyboard.press('End');
  const remove = page.getByRole('menuitem', { name: 'Delete', exact: true });
  await until('focus on the disabled Delete', () => isFocused(remove));
  await page.keyboard.press('Escape');
  await until('focus back on Actions', () => isFocused(actions));
  await view.assertNoProblems();
});

app.test('axe finds no violations on the read-only shell and namespaces page, light and dark', async () => {
  const view = await app.open('/namespaces/default/flags');
  await view.page.getByText('Read-Only', { exact: true }).first().waitFor();
  await assertAccessibleInThemes(view.page, 'the read-only shell');
  await view.goto('/settings/namespaces');
  await control(view.page, 'New Namespace').waitFor();
  await assertAccessibleInThemes(view.page, 'the read-only namespaces page');
  await view.assertNoProblems();
});

test.run();
