// New Segment and the segment page against the local service (UI-INVENTORY §2.13): create, edit,
// copy with constraints, delete back to the list, read-only mode, markup as text, axe.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { countDialogs, control, errorToast, isDisabled, seedNamespace, useBrowser, useService } from '../helpers/e2e-app';
import type { Client } from '../helpers/http';

const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-segments-'));
writeFileSync(
  join(features, 'features.yml'),
  ['version: "1.4"', 'namespace: default', 'segments:', '  - key: beta', '    name: Beta', '    match_type: ALL_MATCH_TYPE', ''].join('\n'),
);
const service = useService(test);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const browser = useBrowser(test);
test.after(() => rmSync(features, { recursive: true, force: true }));

const XSS = '<img src=x onerror=alert(1)>';

test.before(async () => {
  await seedNamespace(service.api, 'staging', 'Staging');
});

/** A segment with string constraints on the given properties, created through the API. */
async function seedSegment(api: Client, ns: string, key: string, properties: string[], extra: Record<string, unknown> = {}) {
  const res = await api.post(`/api/v1/namespaces/${ns}/segments`, { key, name: key, matchType: 'ANY_MATCH_TYPE', ...extra });
  assert.is(res.status, 200, res.text);
  for (const property of properties) {
    const c = await api.post(`/api/v1/namespaces/${ns}/segments/${key}/constraints`, { property, type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: `${property}-value`, description: `on ${property}` });
    assert.is(c.status, 200, c.text);
  }
}

const getSegment = (api: Client, ns: string, key: string) => api.get(`/api/v1/namespaces/${ns}/segments/${key}`);

async function openActions(page: Page, item: 'Copy to Namespace' | 'Delete') {
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('New Segment creates a segment and opens it', async () => {
  const view = await browser.open(service, '/namespaces/default/segments/new');
  const { page } = view;
  await page.getByRole('heading', { name: 'New Segment' }).waitFor();
  await page.getByText('Basic information about the segment.').waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Early Adopters');
  assert.is(await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), 'Early-Adopters');
  await page.getByText('Any: At least one constraint must match').click();
  await page.getByRole('button', { name: 'Create' }).click();
  await view.waitForRoute('/namespaces/default/segments/Early-Adopters');
  await page.getByText('Successfully created segment').waitFor();
  await page.getByRole('heading', { name: 'Early Adopters' }).waitFor();
  assert.is((await getSegment(service.api, 'default', 'Early-Adopters')).body.matchType, 'ANY_MATCH_TYPE');
  await view.assertNoProblems();
});

test('editing a segment saves it and stays', async () => {
  await seedSegment(service.api, 'default', 'edit-seg', []);
  const view = await browser.open(service, '/namespaces/default/segments/edit-seg');
  const { page } = view;
  await page.getByRole('heading', { name: 'edit-seg' }).waitFor();
  await page.getByRole('textbox', { name: /^Description/ }).fill('updated');
  await page.getByText('All: All constraints must match').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated segment').waitFor();
  const saved = (await getSegment(service.api, 'default', 'edit-seg')).body;
  assert.is(saved.description, 'updated');
  assert.is(saved.matchType, 'ALL_MATCH_TYPE');
  assert.is(view.route(), '/namespaces/default/segments/edit-seg');
  await view.assertNoProblems();
});

test('copying a segment takes its constraints to the other namespace', async () => {
  await seedSegment(service.api, 'default', 'copy-seg', ['plan', 'region']);
  const view = await browser.open(service, '/namespaces/default/segments/copy-seg');
  const { page } = view;
  await page.getByRole('heading', { name: 'copy-seg' }).waitFor();
  await openActions(page, 'Copy to Namespace');
  const dialog = page.getByRole('alertdialog', { name: 'Copy Segment' });
  assert.match((await dialog.textContent()) ?? '', /Copy the segment copy-seg to the namespace:/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Successfully copied segment').waitFor();
  const copied = (await getSegment(service.api, 'staging', 'copy-seg')).body;
  assert.equal(
    copied.constraints.map((c: { property: string; value: string; description: string }) => [c.property, c.value, c.description]),
    [['plan', 'plan-value', 'on plan'], ['region', 'region-value', 'on region']],
  );
  assert.is(copied.matchType, 'ANY_MATCH_TYPE');
  await view.goto('/namespaces/staging/segments');
  await page.getByText('copy-seg').first().waitFor();
  await view.assertNoProblems();
});

test('a segment copy onto an existing key stops with the reason', async () => {
  await seedSegment(service.api, 'default', 'twice', ['plan']);
  await seedSegment(service.api, 'staging', 'twice', []);
  const view = await browser.open(service, '/namespaces/default/segments/twice', { allowed: [{ method: 'POST', path: /\/api\/v1\/namespaces\/staging\/segments$/, status: 400 }] });
  const { page } = view;
  await page.getByRole('heading', { name: 'twice' }).waitFor();
  await openActions(page, 'Copy to Namespace');
  const dialog = page.getByRole('alertdialog', { name: 'Copy Segment' });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  // The dialog stays open with the reason beside the key.
  await dialog.getByText(/is not unique/).waitFor();
  assert.is(await dialog.getByRole('textbox', { name: /^New key/ }).getAttribute('aria-invalid'), 'true');
  assert.equal((await getSegment(service.api, 'staging', 'twice')).body.constraints, []);
  await view.assertNoProblems();
});

test('deleting a segment returns to the segment list', async () => {
  await seedSegment(service.api, 'default', 'gone', []);
  const view = await browser.open(service, '/namespaces/default/segments/gone');
  const { page } = view;
  await page.getByRole('heading', { name: 'gone' }).waitFor();
  await openActions(page, 'Delete');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Segment' });
  assert.match((await dialog.textContent()) ?? '', /Are you sure you want to delete the segment gone\? This action cannot be undone\./);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await view.waitForRoute('/namespaces/default/segments');
  assert.is((await getSegment(service.api, 'default', 'gone')).status, 404);
  await view.assertNoProblems();
});

test('markup in a segment name and description shows as text', async () => {
  await seedSegment(service.api, 'default', 'xss-seg', [], { name: XSS, description: XSS });
  const view = await browser.open(service, '/namespaces/default/segments/xss-seg');
  const { page } = view;
  const dialogs = countDialogs(page);
  await page.getByRole('heading', { name: XSS }).waitFor();
  assert.is(await page.getByRole('textbox', { name: /^Description/ }).inputValue(), XSS);
  assert.is(await page.locator('main img[src="x"]').count(), 0);
  assert.is(dialogs(), 0);
  await view.assertNoProblems();
});

readOnly.test('read-only: segment fields, Update, Copy and Delete are disabled with the reason', async () => {
  const view = await browser.open(readOnly, '/namespaces/default/segments/beta');
  const { page } = view;
  await page.getByRole('heading', { name: 'Beta' }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  assert.ok(await isDisabled(name));
  assert.is(await name.evaluate((el) => el.closest('[title]')?.getAttribute('title')), 'Not allowed in Read-Only mode');
  assert.ok(await page.getByRole('radio', { name: 'Any: At least one constraint must match' }).isDisabled());
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Update' })));
  await control(page, 'Actions').click();
  for (const item of ['Copy to Namespace', 'Delete']) assert.is(await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');
  await view.assertNoProblems();
});

test('axe finds no violations on New Segment and the segment page, light and dark', async () => {
  await seedSegment(service.api, 'default', 'axe-seg', ['plan']);
  const view = await browser.open(service, '/namespaces/default/segments/new');
  await view.page.getByRole('heading', { name: 'New Segment' }).waitFor();
  await assertAccessibleInThemes(view.page, 'New Segment');
  await view.goto('/namespaces/default/segments/axe-seg');
  await view.page.getByRole('heading', { name: 'axe-seg' }).waitFor();
  await assertAccessibleInThemes(view.page, 'the segment page');
  await view.assertNoProblems();
});

test.run();
