// Flipt's names on the Console (UI-INVENTORY §2.14, §2.15): the heading and texts, "Flag Key",
// "Entity ID" with "New Entity ID", "Request Context", the "Copy" menu with "Curl Request" and
// "Flipt CLI", "Evaluate", the empty texts and "Create Flag", found as an operator's own
// automation finds them in Flipt's console; in read-only mode the console still evaluates.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { arrowTo, assertNoPointer, chooseOption, isDisabled, pick, tabTo, seedFlag, seedNamespace, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';

const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-inventory-console-'));
writeFileSync(join(features, 'features.yml'), 'version: "1.4"\nnamespace: default\nflags:\n  - key: banner\n    name: Banner\n    type: BOOLEAN_FLAG_TYPE\n    enabled: true\n');
test.after(() => rmSync(features, { recursive: true, force: true }));

const service = useService(test);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const browser = useBrowser(test);
const NS = 'inventory-console';
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.before(async () => {
  await seedNamespace(service.api, NS, 'Inventory Console');
  await seedNamespace(service.api, 'inventory-empty', 'Inventory Empty');
  await seedFlag(service.api, NS, 'banner', 'Banner');
});

const open = (ns: string, handle: Pick<ServiceHandle, 'url'> = service, context = {}) => browser.open(handle, `/namespaces/${ns}/console`, { context });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Chooses a command in the Copy menu; resolves to what the clipboard then holds, after Flipt's toast. */
async function copyCommand(page: Page, item: 'Curl Request' | 'Flipt CLI'): Promise<string> {
  await button(page, 'Copy').click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
  const toast = page.getByRole('alertdialog').filter({ has: page.getByText('Command copied to clipboard', { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss', exact: true }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('the form: "Flag Key", "Entity ID" and "New Entity ID", "Request Context", Copy and Evaluate waiting for a flag', async () => {
  const view = await open(NS, service, clipboard);
  const { page } = view;
  await page.getByRole('heading', { level: 1, name: 'Console', exact: true }).waitFor();
  await page.getByText('See the results of your flag evaluations and debug any issues', { exact: false }).first().waitFor();
  await page.getByText('Enter a flag key, entity ID, and optional context to evaluate', { exact: false }).waitFor();

  const flag = page.getByRole('combobox', { name: 'Flag Key', exact: true });
  assert.is(await flag.getAttribute('placeholder'), 'Select or search for a flag');
  const entity = page.getByRole('textbox', { name: 'Entity ID', exact: true });
  const first = await entity.inputValue();
  assert.match(first, UUID_V4, 'a random UUID v4');
  await button(page, 'New Entity ID').click();
  assert.match(await entity.inputValue(), UUID_V4);
  assert.is.not(await entity.inputValue(), first, 'a new one');
  assert.is(await page.getByRole('textbox', { name: 'Request Context', exact: true }).inputValue(), '{}');
  for (const name of ['Copy', 'Evaluate']) assert.ok(await isDisabled(button(page, name)), `${name} waits for a flag`);

  await pick(page, 'Flag Key', /^banner\b.*Banner.*Boolean/);
  for (const name of ['Copy', 'Evaluate']) assert.not.ok(await isDisabled(button(page, name)), `${name} is enabled`);
  await entity.fill('bob');
  await button(page, 'Copy').click();
  await page.getByRole('menu').waitFor();
  await assertAccessibleInThemes(page, 'the console with its Copy menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  const curl = await copyCommand(page, 'Curl Request');
  assert.match(curl, /^curl -X POST '.*\/evaluate\/v1\/boolean'/);
  assert.match(curl, /"flagKey":"banner","entityId":"bob"/);
  assert.match(await copyCommand(page, 'Flipt CLI'), /^flipt evaluate banner\b/);

  await button(page, 'Evaluate').click();
  await page.getByRole('region', { name: 'Response', exact: true }).getByText(/"flagKey": "banner"/).waitFor();
  await view.assertNoProblems();
});

test('keyboard only: the Copy menu opens with Enter and copies the Flipt CLI command', async () => {
  const view = await open(NS, service, clipboard);
  const { page } = view;
  const flag = page.getByRole('combobox', { name: 'Flag Key', exact: true });
  await tabTo(page, flag);
  await chooseOption(page, flag, /^banner\b/, 'keyboard');
  await tabTo(page, button(page, 'Copy'));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: 'Flipt CLI', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByText('Command copied to clipboard', { exact: true }).waitFor();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^flipt evaluate banner\b/);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('a context that is not an object of strings says "Must be valid context value" and Evaluate waits', async () => {
  const view = await open(NS);
  const { page } = view;
  await pick(page, 'Flag Key', /^banner\b/);
  await page.getByRole('textbox', { name: 'Request Context', exact: true }).fill('{"age": 42}');
  await page.getByText('Must be valid context value').first().waitFor();
  for (const name of ['Copy', 'Evaluate']) assert.ok(await isDisabled(button(page, name)), `${name} waits for a valid context`);
  await view.assertNoProblems();
});

test('a namespace without flags: "At least one flag must exist to use the console" and "Create Flag"', async () => {
  const view = await open('inventory-empty');
  const { page } = view;
  await page.getByText('At least one flag must exist to use the console', { exact: false }).waitFor();
  await button(page, 'Create Flag').click();
  await view.waitForRoute('/namespaces/inventory-empty/flags/new');
  await view.assertNoProblems();
});

readOnly.test('read-only: the console still evaluates', async () => {
  const view = await open('default', readOnly);
  const { page } = view;
  await page.getByText('Read-Only', { exact: true }).first().waitFor();
  await pick(page, 'Flag Key', /^banner\b/);
  await button(page, 'Evaluate').click();
  await page.getByRole('region', { name: 'Response', exact: true }).getByText(/"enabled": true/).waitFor();
  await view.assertNoProblems();
});

test.run();
