// New flag and flag detail against the local service (UI-INVENTORY §2.8): keyboard-only creation,
// editing, copying with variants (and a copy that stops), deleting, the boolean flag's tabs,
// read-only mode over a features directory, markup shown as text, and axe in both themes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, control, countDialogs, errorToast, isDisabled, seedFlag, seedNamespace, tabTo, until, useBrowser, useService } from '../helpers/e2e-app';
import type { Client } from '../helpers/http';
import { pick } from '../helpers/e2e-input';

const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-flags-'));
writeFileSync(
  join(features, 'features.yml'),
  ['version: "1.4"', 'namespace: default', 'flags:', '  - key: checkout', '    name: Checkout', '    type: VARIANT_FLAG_TYPE', '    enabled: true', '    variants:', '      - key: blue', ''].join('\n'),
);
const service = useService(test);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const browser = useBrowser(test);
test.after(() => rmSync(features, { recursive: true, force: true }));

const XSS = '<img src=x onerror=alert(1)>';

test.before(async () => {
  await seedNamespace(service.api, 'staging', 'Staging');
  await seedNamespace(service.api, 'prod', 'Prod');
});

/** A variant flag with variants, created through the API. */
async function seedVariantFlag(api: Client, ns: string, key: string, variants: string[], extra: Record<string, unknown> = {}) {
  const res = await api.post(`/api/v1/namespaces/${ns}/flags`, { key, name: key, type: 'VARIANT_FLAG_TYPE', ...extra });
  assert.is(res.status, 200, res.text);
  for (const v of variants) {
    const created = await api.post(`/api/v1/namespaces/${ns}/flags/${key}/variants`, { key: v, name: v.toUpperCase(), attachment: `{"v":"${v}"}` });
    assert.is(created.status, 200, created.text);
  }
}

const getFlag = (api: Client, ns: string, key: string) => api.get(`/api/v1/namespaces/${ns}/flags/${key}`);

async function openActions(page: Page, item: 'Copy to Namespace' | 'Delete') {
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: item }).click();
}

const tabNames = (page: Page) => page.getByRole('navigation', { name: 'Flag sections' }).getByRole('link').allTextContents();

test('keyboard only: a variant flag is created from New Flag and opens its page', async () => {
  const view = await browser.open(service, '/namespaces/default/flags/new');
  const { page } = view;
  await page.getByRole('heading', { name: 'New Flag' }).waitFor();
  await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('Keyboard Flag');
  assert.is(await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), 'Keyboard-Flag');
  await tabTo(page, page.getByRole('switch', { name: 'Enabled' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: /^Description/ }));
  await page.keyboard.type('made without a mouse');
  await tabTo(page, page.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await view.waitForRoute('/namespaces/default/flags/Keyboard-Flag');
  await page.getByRole('heading', { name: 'Keyboard Flag' }).waitFor();
  await page.getByText('Successfully created flag').waitFor();
  const saved = await getFlag(service.api, 'default', 'Keyboard-Flag');
  assert.is(saved.body.type, 'VARIANT_FLAG_TYPE');
  assert.is(saved.body.enabled, true);
  assert.is(saved.body.description, 'made without a mouse');
  assert.equal(await tabNames(page), ['Variants', 'Rules', 'Analytics']);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('editing a flag saves it, stays, and the created time shows the exact time on hover', async () => {
  await seedVariantFlag(service.api, 'default', 'edit-me', ['a']);
  const view = await browser.open(service, '/namespaces/default/flags/edit-me', { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  const { page } = view;
  await page.getByRole('heading', { name: 'edit-me' }).waitFor();
  await page.locator('time').hover();
  await page.getByRole('tooltip').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ }).waitFor();
  assert.match((await page.locator('time').locator('xpath=ancestor::p[1]').textContent()) ?? '', /^Created (just now|\d+ \w+ ago)/);
  const update = page.getByRole('button', { name: 'Update' });
  assert.ok(await isDisabled(update), 'nothing changed yet');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Edited');
  // Metadata as Flipt's own suite adds it: by test id, the type picked by its label.
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-0').fill('owner');
  await page.getByTestId('metadata-value-0').fill('web');
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-1').fill('limit');
  await page.getByTestId('metadata-type-1').click();
  await page.getByLabel('Number').getByText('Number').click();
  await page.getByTestId('metadata-value-1').fill('3');
  await update.click();
  await page.getByText('Successfully updated flag').waitFor();
  await page.getByRole('heading', { name: 'Edited' }).waitFor();
  await until('Update disabled again', () => isDisabled(update));
  assert.is(view.route(), '/namespaces/default/flags/edit-me');
  assert.equal((await getFlag(service.api, 'default', 'edit-me')).body.metadata, { owner: 'web', limit: 3 });
  assert.is(await page.getByTestId('metadata-key-0').inputValue(), 'limit', 'saved entries by key');
  assert.ok(await isDisabled(page.getByTestId('metadata-value-1')), 'saved entries are locked');
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), 'edit-me');
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  await view.assertNoProblems();
});

test('copying a flag takes its variants to the chosen namespace, where the list shows it', async () => {
  await seedVariantFlag(service.api, 'default', 'to-copy', ['blue', 'green', 'red']);
  const view = await browser.open(service, '/namespaces/default/flags/to-copy');
  const { page } = view;
  await page.getByRole('heading', { name: 'to-copy' }).waitFor();
  await openActions(page, 'Copy to Namespace');
  const dialog = page.getByRole('alertdialog', { name: 'Copy Flag' });
  assert.match((await dialog.textContent()) ?? '', /Copy the flag to-copy to the namespace:/);
  await pick(dialog, 'Namespace', /staging/i);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Successfully copied flag').waitFor();
  const copied = await getFlag(service.api, 'staging', 'to-copy');
  assert.equal(
    copied.body.variants.map((v: { key: string; attachment: string }) => [v.key, JSON.parse(v.attachment).v]),
    [['blue', 'blue'], ['green', 'green'], ['red', 'red']],
  );
  await view.goto('/namespaces/staging/flags');
  await page.getByText('to-copy').first().waitFor();
  await view.assertNoProblems();
});

test('a copy onto a key the target has keeps the dialog open with the reason beside the key; a new key copies', async () => {
  await seedVariantFlag(service.api, 'default', 'dup', ['a', 'b']);
  await seedFlag(service.api, 'prod', 'dup');
  const view = await browser.open(service, '/namespaces/default/flags/dup', { allowed: [{ method: 'POST', path: /\/api\/v1\/namespaces\/prod\/flags$/, status: 400 }] });
  const { page } = view;
  await page.getByRole('heading', { name: 'dup' }).waitFor();
  await openActions(page, 'Copy to Namespace');
  const dialog = page.getByRole('alertdialog', { name: 'Copy Flag' });
  await pick(dialog, 'Namespace', /prod/i);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  const key = dialog.getByRole('textbox', { name: /^New key/ });
  await dialog.getByText(/is not unique/).waitFor();
  assert.is(await key.getAttribute('aria-invalid'), 'true', 'the reason belongs to the key');
  assert.is(await errorToast(page).filter({ hasText: /is not unique/ }).count(), 0, 'not toasted as well');
  assert.equal((await getFlag(service.api, 'prod', 'dup')).body.variants, [], 'no variant was sent');
  await key.fill('dup-2');
  assert.is(await dialog.getByText(/is not unique/).count(), 0, 'editing the key clears the reason');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.is((await getFlag(service.api, 'prod', 'dup-2')).body.variants.length, 2, 'copied under the new key');
  await view.assertNoProblems();
});

test('deleting a flag asks first and goes back to the list', async () => {
  await seedVariantFlag(service.api, 'default', 'doomed', []);
  const view = await browser.open(service, '/namespaces/default/flags/doomed');
  const { page } = view;
  await page.getByRole('heading', { name: 'doomed' }).waitFor();
  await openActions(page, 'Delete');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Flag' });
  assert.match((await dialog.textContent()) ?? '', /Are you sure you want to delete the flag doomed\? This action cannot be undone\./);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await view.waitForRoute('/namespaces/default/flags');
  assert.is((await getFlag(service.api, 'default', 'doomed')).status, 404);
  await view.assertNoProblems();
});

test('a boolean flag has Rollouts and Analytics, no Enabled switch, and shows Rollouts at /rules', async () => {
  await seedFlag(service.api, 'default', 'kill-switch', 'Kill switch');
  const view = await browser.open(service, '/namespaces/default/flags/kill-switch/rules');
  const { page } = view;
  await page.getByRole('heading', { name: 'Kill switch' }).waitFor();
  assert.equal(await tabNames(page), ['Rollouts', 'Analytics']);
  assert.is(await page.getByRole('link', { name: 'Rollouts' }).getAttribute('aria-current'), 'page');
  assert.is(await page.getByRole('switch', { name: 'Enabled' }).count(), 0);
  await view.assertNoProblems();
});

test('markup in names and descriptions shows as text', async () => {
  await seedVariantFlag(service.api, 'default', 'xss', [], { name: XSS, description: XSS });
  const view = await browser.open(service, '/namespaces/default/flags/xss');
  const { page } = view;
  const dialogs = countDialogs(page);
  await page.getByRole('heading', { name: XSS }).waitFor();
  assert.is(await page.getByRole('textbox', { name: /^Description/ }).inputValue(), XSS);
  assert.is(await page.locator('main img[src="x"]').count(), 0);
  assert.is(dialogs(), 0);
  await view.assertNoProblems();
});

readOnly.test('read-only: the form, Update, Copy and Delete are disabled with the reason', async () => {
  const view = await browser.open(readOnly, '/namespaces/default/flags/checkout');
  const { page } = view;
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  for (const name of ['Name', 'Description']) {
    const field = page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    assert.ok(await isDisabled(field), `${name} is disabled`);
    assert.is(await field.evaluate((el) => el.closest('[title]')?.getAttribute('title')), 'Not allowed in Read-Only mode');
  }
  assert.ok(await isDisabled(page.getByRole('switch', { name: 'Enabled' })));
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Update' })));
  await control(page, 'Actions').click();
  for (const item of ['Copy to Namespace', 'Delete']) {
    const entry = page.getByRole('menuitem', { name: item });
    assert.is(await entry.getAttribute('aria-disabled'), 'true', `${item} is disabled`);
    const reason = await entry.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    assert.is(reason, 'Not allowed in Read-Only mode', `${item} says why, as its description`);
  }
  await page.keyboard.press('Escape');
  await view.assertNoProblems();
});

test('axe finds no violations on New Flag and the flag page, light and dark', async () => {
  await seedVariantFlag(service.api, 'default', 'axe-flag', ['a']);
  const view = await browser.open(service, '/namespaces/default/flags/new');
  await view.page.getByRole('heading', { name: 'New Flag' }).waitFor();
  await assertAccessibleInThemes(view.page, 'New Flag');
  await view.goto('/namespaces/default/flags/axe-flag');
  await view.page.getByRole('heading', { name: 'axe-flag' }).waitFor();
  await assertAccessibleInThemes(view.page, 'the flag page');
  await control(view.page, 'Actions').click();
  await view.page.getByRole('menuitem', { name: 'Copy to Namespace' }).click();
  await view.page.getByRole('alertdialog', { name: 'Copy Flag' }).waitFor();
  await assertAccessibleInThemes(view.page, 'the copy dialog');
  await view.assertNoProblems();
});

test.run();
