// Export and import (issue 14 item 5) against the local service: the round trip through the page
// (export, import into an empty namespace, export again gives the same document), the preview of
// created, updated, unchanged and refused items before anything is written, an import that stops
// at a failure putting back what it wrote, keyboard only, the links to the page, and axe in both
// themes. What issue 36 added (refusals, undo, exact changes, limits) is in import-safety.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, control, seedNamespace, tabTo, useBrowser, useService } from '../helpers/e2e-app';
import { chooseFile, downloaded, exportedText, fileChooser, fileWith, seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';

const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-import-ro-'));
writeFileSync(join(features, 'features.yml'), stagingExport.replace('key: staging', 'key: default'));
const service = useService(test);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const browser = useBrowser(test);
test.after(() => rmSync(features, { recursive: true, force: true }));

test.before(async () => {
  await seedNamespace(service.api, 'staging', 'Staging', 'Pre-production');
  await seedFeatures(service.api, 'staging', stagingExport);
});

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export namespace' });
const preview = (page: Page) => page.getByRole('group', { name: 'Import preview' });
/** The preview's lines, its folded unchanged ones opened first. */
async function previewLines(page: Page) {
  const folded = preview(page).locator('details:not([open]) > summary');
  while ((await folded.count()) > 0) await folded.first().click();
  return (await preview(page).getByRole('list').locator(':scope > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}
const withKey = (text: string, key: string) => text.replace(/^namespace:\n {2}key: .*$/m, `namespace:\n  key: ${key}`);

test('exporting, importing into an empty namespace and exporting again gives the same document', async () => {
  await seedNamespace(service.api, 'mirror', 'Staging', 'Pre-production');
  const view = await browser.open(service, '/namespaces/staging/import-export');
  const { page } = view;
  await page.getByRole('heading', { name: 'Import and Export' }).waitFor();
  const first = await downloaded(page, () => exportButton(page).click());
  assert.is(first.name, 'staging.features.yml');
  assert.is(first.text, await exportedText(service.api, 'staging'));
  assert.ok(first.text.startsWith('version: "1.4"\n'));
  await view.goto('/namespaces/mirror/import-export');
  await chooseFile(page, 'features.yml', first.text);
  await page.getByText('8 to create, 0 to update, 0 unchanged, 0 refused').waitFor();
  await page.getByText('The file names namespace staging; it is imported into mirror.').waitFor();
  assert.is((await service.api.get('/api/v1/namespaces/mirror/flags')).body.flags.length, 0, 'nothing is written before Import');
  // Slow flag creates keep the progress on screen long enough to read it.
  await page.route(/\/api\/v1\/namespaces\/mirror\/flags$/, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('progressbar', { name: 'Importing' }).waitFor();
  await page.getByRole('status').filter({ hasText: /^Importing: \d+ of \d+ calls done; now: Create flag / }).first().waitFor();
  await page.getByRole('alertdialog').filter({ hasText: 'Imported features.yml into mirror' }).getByRole('button', { name: 'Undo' }).waitFor();
  await page.getByText('0 to create, 0 to update, 8 unchanged, 0 refused').waitFor();
  const again = await downloaded(page, () => exportButton(page).click());
  assert.is(again.text, withKey(first.text, 'mirror'));
  await view.assertNoProblems();
});

const CHANGED = stagingExport
  .replace('description: New checkout', 'description: Newer checkout')
  .replace('description: Nobody uses it', 'description: Still unused')
  .replace('segments:\n', 'segments:\n- key: fresh\n  name: Fresh\n  match_type: ANY_MATCH_TYPE\n- key: broken\n  match_type: SOMETIMES\n');

test('the preview lists what is created, updated, unchanged or refused, with the changes', async () => {
  await seedNamespace(service.api, 'preview', 'Preview');
  await seedFeatures(service.api, 'preview', stagingExport);
  const view = await browser.open(service, '/namespaces/preview/import-export');
  const { page } = view;
  await chooseFile(page, 'changed.yml', CHANGED);
  await page.getByText('1 to create, 2 to update, 6 unchanged, 1 refused').waitFor();
  // The refused segment keeps the import from running as it is, saying why beside the button.
  await page.getByText('1 item refused (see above): fix it, or leave it out.').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled());
  await page.getByRole('checkbox', { name: 'Leave out the refused 1 item and import the rest' }).check();
  const lines = await previewLines(page);
  assert.ok(lines.includes('Create Segment fresh'), lines.join(' | '));
  assert.ok(lines.some((l) => l.startsWith('Update Flag checkout') && l.includes('Newer checkout')), lines.join(' | '));
  assert.ok(lines.some((l) => l.startsWith('Update Segment unused')), lines.join(' | '));
  assert.ok(lines.includes('Unchanged Flag dark-mode'), lines.join(' | '));
  assert.ok(lines.some((l) => l.startsWith('Refused Segment broken')), lines.join(' | '));
  assert.is((await service.api.get('/api/v1/namespaces/preview/segments/fresh')).status, 404, 'nothing is written before Import');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Imported changed.yml into preview; left out: segment broken' }).waitFor();
  assert.is((await service.api.get('/api/v1/namespaces/preview/flags/checkout')).body.description, 'Newer checkout');
  assert.is((await service.api.get('/api/v1/namespaces/preview/segments/fresh')).status, 200);
  await view.assertNoProblems();
});

/** A features.yml of `flags` boolean flags `big-001`… and `segments` segments, the flags named `name(i)`. */
function bigFile(flags: number, segments: number, name = (i: number) => `Big ${i}`) {
  const lines = ['version: "1.4"', 'namespace:', '  key: big', 'flags:'];
  for (let i = 1; i <= flags; i++) lines.push(`- key: big-${String(i).padStart(3, '0')}`, `  name: ${name(i)}`, '  type: BOOLEAN_FLAG_TYPE', '  enabled: false');
  lines.push('segments:');
  for (let i = 1; i <= segments; i++) lines.push(`- key: seg-${String(i).padStart(3, '0')}`, `  name: Seg ${i}`, '  match_type: ALL_MATCH_TYPE');
  return `${lines.join('\n')}\n`;
}

test('a long preview groups segments and flags, folds the unchanged and keeps Import in view', async () => {
  await seedNamespace(service.api, 'big', 'Big one');
  await seedFeatures(service.api, 'big', bigFile(150, 60));
  const view = await browser.open(service, '/namespaces/big/import-export');
  const { page } = view;
  await page.locator('header').first().getByText('Big one › Import and Export').waitFor();
  await chooseFile(page, 'big.yml', bigFile(152, 60, (i) => (i % 50 === 0 ? `Renamed ${i}` : `Big ${i}`)));
  await page.getByText('2 to create, 3 to update, 207 unchanged, 0 refused').waitFor();
  const group = (name: string) => preview(page).getByRole('region', { name });
  assert.match(await group('Segments 60 unchanged').innerText(), /60 unchanged segments/);
  const flags = group('Flags 2 to create · 3 to update · 147 unchanged');
  const changes = await flags.getByRole('list', { name: 'Flags: changes' }).locator(':scope > li').allInnerTexts();
  assert.equal(changes.map((t) => t.replace(/\s+/g, ' ').trim().replace(/ name: .*/, '')), ['Create Flag big-151', 'Create Flag big-152', 'Update Flag big-050', 'Update Flag big-100', 'Update Flag big-150']);
  const unchanged = flags.getByRole('list', { name: 'Flags: unchanged' });
  assert.ok(!(await unchanged.isVisible()), 'the unchanged flags are folded');
  const button = page.getByRole('button', { name: 'Import', exact: true });
  const inView = async () => {
    const box = await button.boundingBox();
    return !!box && box.y >= 0 && box.y + box.height <= 800;
  };
  assert.ok(await inView(), 'Import is in view before the preview ends');
  await flags.getByText('147 unchanged flags').click();
  await unchanged.getByText('big-149').waitFor();
  await page.mouse.wheel(0, 2000);
  assert.ok(await inView(), 'Import stays in view while the preview scrolls');
  await view.assertNoProblems();
});

test('an import that fails stops there and puts back what it wrote, on its own', async () => {
  await seedNamespace(service.api, 'halfway', 'Halfway');
  const flags = /\/api\/v1\/namespaces\/halfway\/flags$/;
  const view = await browser.open(service, '/namespaces/halfway/import-export', { allowed: [{ method: 'POST', path: flags, status: 500 }] });
  const { page } = view;
  await page.route(flags, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":13,"message":"disk full"}' }) : route.fallback()));
  await chooseFile(page, 'staging.yml', stagingExport);
  await page.getByText('8 to create, 0 to update, 0 unchanged, 0 refused').waitFor();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText(/Importing stopped after \d+ of \d+ calls, at “Create flag checkout”: disk full/).waitFor();
  await page.getByText('Everything it wrote was put back: the namespace is as it was.').waitFor();
  const putBack = await page.getByRole('list', { name: 'Put back' }).getByRole('listitem').allTextContents();
  assert.equal(putBack.sort(), ['flag checkout: put back', ...['adults', 'beta-users', 'eu', 'internal', 'unused'].map((s) => `segment ${s}: put back`)]);
  assert.is((await service.api.get('/api/v1/namespaces/halfway/segments')).body.segments.length, 0);
  await view.assertNoProblems();
});

test('keyboard only: the page opens from the flags list, a file is chosen and imported', async () => {
  await seedNamespace(service.api, 'keys', 'Keys');
  const view = await browser.open(service, '/namespaces/keys/flags');
  const { page } = view;
  await tabTo(page, control(page, 'Import / Export'));
  await page.keyboard.press('Enter');
  await view.waitForRoute('/namespaces/keys/import-export');
  const chooser = fileChooser(page);
  await tabTo(page, page.getByRole('button', { name: 'Choose file…' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(fileWith('keys.yml', stagingExport));
  await page.getByText('8 to create, 0 to update, 0 unchanged, 0 refused').waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Import', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').filter({ hasText: 'Imported keys.yml into keys' }).waitFor();
  assert.is((await service.api.get('/api/v1/namespaces/keys/flags')).body.flags.length, 3);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('each namespace row in Settings links to its import and export page', async () => {
  const view = await browser.open(service, '/settings/namespaces');
  const { page } = view;
  await control(page, 'Import / Export staging').click();
  await view.waitForRoute('/namespaces/staging/import-export');
  await page.getByRole('heading', { name: 'Import and Export' }).waitFor();
  await view.assertNoProblems();
});

test('a file that is not a features document says why and offers no import', async () => {
  const view = await browser.open(service, '/namespaces/staging/import-export');
  const { page } = view;
  await chooseFile(page, 'bad.yml', 'flags: [unclosed\n');
  await page.getByText(/^The file is not a features document: /).waitFor();
  assert.is(await page.getByRole('button', { name: 'Import', exact: true }).count(), 0);
  await view.assertNoProblems();
});

readOnly.test('read-only: export works, Import and Deep Copy are disabled with the reason', async () => {
  const view = await browser.open(readOnly, '/namespaces/default/import-export');
  const { page } = view;
  const file = await downloaded(page, () => exportButton(page).click());
  assert.is(file.text, await exportedText(readOnly.api, 'default'));
  assert.match(file.text, /^- key: checkout$/m);
  await chooseFile(page, 'ro.yml', CHANGED);
  await preview(page).waitFor();
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  assert.ok(await importButton.isDisabled());
  await page.getByText('Not allowed in Read-Only mode').waitFor();
  await view.goto('/namespaces/default/flags/checkout');
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await control(page, 'Actions').click();
  assert.is(await page.getByRole('menuitem', { name: 'Deep Copy…' }).getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');
  await view.assertNoProblems();
});

test('axe finds no violations on the import and export page with a preview, light and dark', async () => {
  const view = await browser.open(service, '/namespaces/staging/import-export');
  await chooseFile(view.page, 'axe.yml', CHANGED);
  await preview(view.page).waitFor();
  await assertAccessibleInThemes(view.page, 'the import and export page');
  await preview(view.page).getByText(/^\d+ unchanged flags?$/).click();
  await assertAccessibleInThemes(view.page, 'the import preview with its unchanged flags shown');
  await view.assertNoProblems();
});

test.run();
