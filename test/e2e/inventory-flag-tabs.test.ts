// Flipt's names on a flag's tabs (UI-INVENTORY §2.9 Variants, §2.10 Rules, §2.11 Rollouts, §2.12
// Analytics, §2.18 validation texts): the roles, accessible names, labels, placeholders, headings,
// button texts, dialog titles and toasts an operator's own automation finds in Flipt's console,
// found here the same way, and what read-only mode (§2.15) disables or hides on them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { isDisabled, pick, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';
import { seedBooleanFlag, seedRollout, seedRule, seedSegments, seedVariantFlag } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

// Read-only storage (type local): a variant flag with a rule, a boolean flag with a rollout.
const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-inventory-'));
writeFileSync(
  join(features, 'features.yml'),
  `version: "1.4"
namespace: default
flags:
  - key: colors
    name: Colors
    type: VARIANT_FLAG_TYPE
    enabled: true
    variants:
      - key: blue
    rules:
      - segment: beta
        distributions:
          - variant: blue
            rollout: 100
  - key: checkout
    name: Checkout
    type: BOOLEAN_FLAG_TYPE
    enabled: true
    rollouts:
      - threshold:
          percentage: 50
          value: true
segments:
  - key: beta
    name: Beta
    match_type: ALL_MATCH_TYPE
`,
);
test.after(() => rmSync(features, { recursive: true, force: true }));

const service = useService(test);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const counting = useService(test, { env: { FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true' } });
const browser = useBrowser(test);
const NS = 'default';

test.before(() => seedSegments(service.api, NS, ['beta', 'eu']));
counting.before(({ api }) => seedBooleanFlag(api, NS, 'counted', true));

const open = (route: string, handle: Pick<ServiceHandle, 'url'> = service) => browser.open(handle, `/namespaces/${NS}/flags/${route}`);
/** Waits for the success toast with exactly this text, then closes it with its "Dismiss" button so it covers nothing. */
async function toastSaying(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alertdialog').filter({ has: page.getByText(text, { exact: true }) }).first();
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await toast.waitFor({ state: 'detached' });
}
const exactButton = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Confirms the delete dialog titled `title` (UI-INVENTORY §2.2) after checking its message, Cancel and Delete. */
async function confirmDelete(page: Page, title: string, message: string): Promise<void> {
  const confirm = page.getByRole('alertdialog', { name: title, exact: true });
  await confirm.getByText(message, { exact: true }).waitFor();
  await exactButton(confirm, 'Cancel').waitFor();
  await exactButton(confirm, 'Delete').click();
  await confirm.waitFor({ state: 'detached' });
}

/** The slide-over's frame: its title, the docs link and "Close panel" (UI-INVENTORY §2.2). */
async function assertSlideOver(page: Page, title: string, docs: string): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: title, exact: true });
  await panel.getByRole('heading', { name: title, exact: true }).waitFor();
  await panel.getByRole('link', { name: new RegExp(`^Learn more about ${docs}`) }).waitFor();
  await exactButton(panel, 'Close panel').waitFor();
  await exactButton(panel, 'Cancel').waitFor();
  return panel;
}

test('the flag page above the tabs: Created, "Learn more about flags", the fixed type, Update, Copy and Delete with their toasts', async () => {
  const key = uniqueKey('palette');
  await seedVariantFlag(service.api, NS, key, ['blue']);
  await service.api.post('/api/v1/namespaces', { key: 'inventory-tabs-copy', name: 'Copy Target' });
  const view = await open(key);
  const { page } = view;
  const header = page.getByRole('main');
  await header.getByText(/^Created\b/).first().waitFor();
  await page.getByRole('link', { name: /^Learn more about flags/ }).waitFor();
  for (const name of ['Variants', 'Rules', 'Analytics']) await page.getByRole('link', { name, exact: true }).first().waitFor();
  for (const name of ['Variant', 'Boolean']) assert.ok(await page.getByRole('radio', { name, exact: true }).isDisabled(), `${name} cannot change after creation`);
  await page.getByRole('switch', { name: 'Enabled', exact: true }).waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: /^Description/ }).fill('Colours');
  await exactButton(page, 'Update').click();
  await toastSaying(page, 'Successfully updated flag');

  await exactButton(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Copy to Namespace' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Flag' }).or(page.getByRole('alertdialog', { name: 'Copy Flag' }));
  await pick(copy, 'Namespace', 'Copy Target');
  await exactButton(copy, 'Copy').click();
  await toastSaying(page, 'Successfully copied flag');

  await exactButton(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDelete(page, 'Delete Flag', `Are you sure you want to delete the flag ${key}? This action cannot be undone.`);
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  await view.assertNoProblems();
});

test('Variants: the intro, New Variant, the slide-over fields, the table columns, toasts and "Delete Variant"', async () => {
  const key = uniqueKey('colors');
  await seedVariantFlag(service.api, NS, key, []);
  const view = await open(key);
  const { page } = view;
  await page.getByText('Return different values based on rules you define.').waitFor();
  // No variants yet: the empty state's "New Variant" button.
  await exactButton(page, 'New Variant').click();
  const panel = await assertSlideOver(page, 'New Variant', 'variants');
  for (const name of ['Key', 'Name', 'Description', 'Attachment']) await panel.getByRole('textbox', { name: new RegExp(`^${name}`) }).waitFor();
  const create = exactButton(panel, 'Create');
  assert.ok(await isDisabled(create), 'Create waits for a valid change');
  await panel.getByRole('textbox', { name: /^Key/ }).fill('bad key!');
  await panel.getByText('Only letters, numbers, hypens, dots and underscores allowed').waitFor();
  await panel.getByRole('textbox', { name: /^Key/ }).fill('blue.v1');
  await panel.getByRole('textbox', { name: /^Attachment/ }).fill('{"nope"');
  await panel.getByText(/Must be valid JSON/).waitFor();
  await panel.getByRole('textbox', { name: /^Attachment/ }).fill('{"hex": "#00f"}');
  await create.click();
  await toastSaying(page, 'Successfully created variant.');

  const table = page.getByRole('table', { name: 'Variants' });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  assert.equal(headers.slice(0, 3), ['Key', 'Name', 'Description'], 'Flipt\'s columns first');
  await exactButton(page, 'New Variant').waitFor();
  const row = table.getByRole('row').filter({ hasText: 'blue.v1' });
  await row.getByRole('link', { name: 'Edit ,blue.v1', exact: true }).click();
  const edit = await assertSlideOver(page, 'Edit Variant', 'variants');
  await edit.getByRole('textbox', { name: /^Name/ }).fill('Blue');
  await exactButton(edit, 'Update').click();
  await toastSaying(page, 'Successfully updated variant.');

  await row.getByRole('link', { name: 'Delete ,blue.v1', exact: true }).click();
  await confirmDelete(page, 'Delete Variant', 'Are you sure you want to delete the variant blue.v1? This action cannot be undone.');
  await row.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('New Rule: Segment picker, Operator radios, the Type radios, Variant and Variants, texts and the toast', async () => {
  const key = uniqueKey('colors');
  await seedVariantFlag(service.api, NS, key, ['blue', 'green', 'red']);
  const view = await open(`${key}/rules`);
  const { page } = view;
  await page.getByText('Rules are evaluated in order from top to bottom.', { exact: false }).first().waitFor();
  await exactButton(page, 'New Rule').click();
  const panel = await assertSlideOver(page, 'New Rule', 'rules');
  const segments = panel.getByRole('group', { name: 'Segment', exact: true });
  await segments.getByPlaceholder('Select or search for a segment').waitFor();
  const type = panel.getByRole('radiogroup', { name: 'Type' });
  for (const name of ['Default Variant / None', 'Single Variant', 'Multi-Variate']) await type.getByRole('radio', { name, exact: true }).waitFor();
  assert.ok(await type.getByRole('radio', { name: 'Single Variant' }).isChecked(), 'a flag with variants starts on Single Variant');
  const variant = panel.getByRole('combobox', { name: 'Variant', exact: true });
  assert.is(await variant.getAttribute('placeholder'), 'Select or search for a variant');

  await exactButton(panel, 'Create').click();
  await panel.getByText('Segment is missing', { exact: false }).waitFor();
  await pick(panel, 'Segment 1', 'beta');
  assert.is(await panel.getByRole('radiogroup', { name: 'Operator' }).count(), 0, 'Operator only with two segments or more');
  await exactButton(panel, 'Add segment').click();
  await pick(panel, 'Segment 2', 'eu');
  const operator = panel.getByRole('radiogroup', { name: 'Operator' });
  for (const name of ['OR (ANY Segment)', 'AND (ALL Segments)']) await operator.getByRole('radio', { name, exact: true }).waitFor();

  await type.getByText('Multi-Variate', { exact: true }).click();
  const shares = panel.getByRole('group', { name: 'Variants', exact: true });
  assert.equal(await Promise.all(['blue', 'green', 'red'].map((v) => shares.getByRole('spinbutton', { name: v, exact: true }).inputValue())), ['33.34', '33.33', '33.33']);
  await shares.getByRole('spinbutton', { name: 'red', exact: true }).fill('50');
  await exactButton(panel, 'Create').click();
  await panel.getByText('Multi-variate rules must have distributions that add up to 100% or less.', { exact: false }).first().waitFor();
  await shares.getByRole('spinbutton', { name: 'red', exact: true }).fill('33.33');
  await exactButton(panel, 'Create').click();
  await toastSaying(page, 'Successfully created rule');
  await panel.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('a rule card: "Rule", its menu with Delete, its form with Reset and Update, "Delete Rule", and the Default Rule card', async () => {
  const key = uniqueKey('colors');
  const ids = await seedVariantFlag(service.api, NS, key, ['blue', 'red']);
  await seedRule(service.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 100 }]);
  const view = await open(`${key}/rules`);
  const { page } = view;
  const cards = page.getByRole('list', { name: 'Rules' }).getByRole('listitem');
  await cards.first().getByRole('heading', { name: /^Rule 1/ }).waitFor();

  const form = page.getByRole('form', { name: 'Rule 1' });
  await form.getByText('Single Variant', { exact: true }).waitFor();
  await form.getByText('Always returns the same variant', { exact: true }).waitFor();
  for (const name of ['Reset', 'Update']) assert.ok(await isDisabled(exactButton(form, name)), `${name} waits for a change`);
  // The card holds the picker's options (Flipt's are li inside the rule's li); it opens below the
  // fold, through the scroll the click makes.
  await pick(cards.first(), 'Variant', 'red');
  await exactButton(form, 'Update').click();
  await toastSaying(page, 'Successfully updated rule');

  const card = page.getByRole('region', { name: 'Default Rule' });
  await card.getByText('This is the default value that will be returned if no other rules match.').waitFor();
  for (const name of ['Remove', 'Reset', 'Update']) await card.getByRole('button', { name: new RegExp(`^${name}\\b`) }).waitFor();
  await pick(card, 'Default rule variant', 'red');
  await card.getByRole('button', { name: /^Reset\b/ }).click();
  assert.ok(await isDisabled(card.getByRole('button', { name: /^Update\b/ })), 'Reset puts the saved choice back');
  await pick(card, 'Default rule variant', 'red');
  await card.getByRole('button', { name: /^Update\b/ }).click();
  await toastSaying(page, 'Successfully updated default variant');
  await card.getByRole('button', { name: /^Remove\b/ }).click();
  await toastSaying(page, 'Successfully removed default variant');

  await page.getByTestId('rule-menu-button').click();
  const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  assert.equal(items, ['Delete'], 'a rule\'s menu holds only Delete');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDelete(page, 'Delete Rule', 'Are you sure you want to delete this rule at position 1? This action cannot be undone.');
  await cards.first().waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('New Rollout and Edit Rollout: Type radios, Percentage, Segment and Operator, Value, Description, toasts', async () => {
  const key = uniqueKey('dark-mode');
  await seedBooleanFlag(service.api, NS, key, false);
  const view = await open(key);
  const { page } = view;
  await page.getByText('Return boolean values based on rules you define. Rules are evaluated in order from top to bottom.', { exact: false }).first().waitFor();
  await exactButton(page, 'New Rollout').click();
  const panel = await assertSlideOver(page, 'New Rollout', 'rollouts');
  const type = panel.getByRole('radiogroup', { name: 'Type' });
  assert.ok(await type.getByRole('radio', { name: 'Threshold', exact: true }).isChecked(), 'Threshold is the default');
  assert.is(await panel.locator('input[type="range"]').inputValue(), '50');
  assert.is(await panel.getByRole('spinbutton', { name: 'Percentage', exact: true }).inputValue(), '50');
  assert.is(await panel.getByRole('combobox', { name: 'Value', exact: true }).inputValue(), 'true', 'Value (a native select) starts on True');
  await panel.getByRole('textbox', { name: /^Description/ }).waitFor();
  await type.getByText('Segment', { exact: true }).click();
  await panel.getByRole('group', { name: 'Segment', exact: true }).getByPlaceholder('Select or search for a segment').waitFor();
  await type.getByText('Threshold', { exact: true }).click();
  await exactButton(panel, 'Create').click();
  await toastSaying(page, 'Successfully created rollout');

  const card = page.getByRole('list', { name: 'Rollouts' }).getByRole('listitem').first();
  await card.getByRole('heading', { name: /^Threshold Rollout\b/ }).waitFor();
  await page.getByTestId('rollout-menu-button').click();
  const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  assert.equal(items, ['Edit', 'Delete']);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = await assertSlideOver(page, 'Edit Rollout', 'rollouts');
  assert.ok(await edit.getByRole('radio', { name: 'Segment', exact: true }).isDisabled(), 'the type is fixed');
  const update = exactButton(edit, 'Update');
  assert.ok(await isDisabled(update), 'Update waits for a change');
  await edit.getByLabel('Value', { exact: true }).selectOption('false');
  await update.click();
  await toastSaying(page, 'Successfully updated rollout');
  await edit.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('a rollout card: its form with Reset and Update, "Delete Rollout", and the Default Rollout card', async () => {
  const key = uniqueKey('dark-mode');
  await seedBooleanFlag(service.api, NS, key, false);
  await seedRollout(service.api, NS, key, { rank: 1, description: '', segment: { segmentKeys: ['beta'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true } });
  const view = await open(key);
  const { page } = view;
  const card = page.getByRole('list', { name: 'Rollouts' }).getByRole('listitem').first();
  await card.getByRole('heading', { name: /^Segment Rollout\b/ }).waitFor();
  const form = page.getByRole('form', { name: 'Segment Rollout 1' });
  await form.getByLabel('Value', { exact: true }).selectOption('false');
  await exactButton(form, 'Reset').click();
  assert.is(await form.getByLabel('Value', { exact: true }).inputValue(), 'true', 'Reset puts the saved value back');
  await form.getByLabel('Value', { exact: true }).selectOption('false');
  await exactButton(form, 'Update').click();
  await toastSaying(page, 'Successfully updated rollout');

  // Flipt 1.54's card stays, saying the value; 1.56 on sets it at the top of the flag form.
  const defaults = page.getByRole('region', { name: 'Default Rollout' });
  await defaults.getByText('Entities that match no rollout get false.').waitFor();
  await page.locator('#defaultValue').selectOption('true');
  await exactButton(page.getByRole('form', { name: 'Flag' }), 'Update').click();
  await toastSaying(page, 'Successfully updated default rollout');
  await defaults.getByText('Entities that match no rollout get true.').waitFor();

  await page.getByTestId('rollout-menu-button').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDelete(page, 'Delete Rollout', 'Are you sure you want to delete this rollout at position 1? This action cannot be undone.');
  await card.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('Analytics without an analytics store: "Analytics Disabled" with a docs link', async () => {
  const key = uniqueKey('plain');
  await seedBooleanFlag(service.api, NS, key, true);
  const view = await open(`${key}/analytics`);
  const { page } = view;
  await page.getByRole('heading', { name: 'Analytics Disabled', exact: true }).waitFor();
  await page.getByRole('link', { name: /analytics/i }).first().waitFor();
  await view.assertNoProblems();
});

counting.test('Analytics: the intro, the durations from "30 minutes" to "1 day", and the axes "Time (Local)" and "Evaluations"', async () => {
  const view = await open('counted/analytics', counting);
  const { page } = view;
  await page.getByText('Track and measure the impact in real-time.', { exact: false }).waitFor();
  const duration = page.getByLabel('Time window', { exact: true });
  assert.match((await duration.textContent()) ?? '', /30 minutes/, '30 minutes is the default');
  await duration.click();
  const options = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((t) => t.trim());
  assert.equal(options, ['30 minutes', '1 hour', '4 hours', '12 hours', '1 day']);
  await page.keyboard.press('Escape');
  const chart = page.getByRole('img', { name: /^Evaluations of counted/ });
  for (const text of ['Time (Local)', 'Evaluations']) assert.ok(await chart.getByText(text, { exact: true }).isVisible(), text);
  await view.assertNoProblems();
});

/** Fails unless `control` is disabled and the page says why ("Not allowed in Read-Only mode"). */
async function assertReadOnlyDisabled(page: Page, control: Locator, what: string): Promise<void> {
  assert.ok(await isDisabled(control), `${what} is disabled`);
  await page.getByText('Not allowed in Read-Only mode').first().waitFor({ state: 'attached' });
}

readOnly.test('read-only: New Variant, New Rule, New Rollout and the card menus are disabled; table actions and drag handles are gone', async () => {
  const view = await open('colors', readOnly);
  const { page } = view;
  // The flag page above the tabs: fields and Update disabled, the Actions menu's items too.
  assert.ok(await page.getByRole('textbox', { name: /^Name/ }).isDisabled(), 'Name is disabled');
  await assertReadOnlyDisabled(page, exactButton(page, 'Update'), 'Update');
  await exactButton(page, 'Actions').click();
  for (const name of ['Copy to Namespace', 'Delete']) assert.ok(await isDisabled(page.getByRole('menuitem', { name })), `${name} is disabled`);
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: 'Variants' });
  await table.getByRole('row').filter({ hasText: 'blue' }).waitFor();
  await assertReadOnlyDisabled(page, exactButton(page, 'New Variant'), 'New Variant');
  assert.is(await table.getByRole('button', { name: /^(Edit|Delete)\b/ }).count(), 0, 'no Edit or Delete in the table');

  await view.goto(`/namespaces/${NS}/flags/colors/rules`);
  await page.getByRole('list', { name: 'Rules' }).getByRole('listitem').first().waitFor();
  await assertReadOnlyDisabled(page, exactButton(page, 'New Rule'), 'New Rule');
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Actions for rule 1' })), "the rule's menu is disabled");
  assert.is(await page.getByRole('button', { name: /^Reorder rule/ }).count(), 0, 'nothing to drag');
  const card = page.getByRole('region', { name: 'Default Rule' });
  for (const name of ['Remove', 'Reset', 'Update']) assert.ok(await isDisabled(card.getByRole('button', { name: new RegExp(`^${name}\\b`) })), `the Default Rule's ${name} is disabled`);
  await assertAccessibleInThemes(page, 'read-only rules with their disabled menu and Default Rule');

  await view.goto(`/namespaces/${NS}/flags/checkout`);
  await page.getByRole('list', { name: 'Rollouts' }).getByRole('listitem').first().waitFor();
  await assertReadOnlyDisabled(page, exactButton(page, 'New Rollout'), 'New Rollout');
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Actions for rollout 1' })), "the rollout's menu is disabled");
  assert.is(await page.getByRole('button', { name: /^Reorder/ }).count(), 0, 'nothing to drag');
  assert.ok(await isDisabled(page.getByRole('combobox', { name: 'Default Value' })), 'the Default Value is disabled');
  assert.ok(await isDisabled(page.getByTestId('rollout-menu-button').first()), "the rollout's menu is disabled (Flipt's test id)");
  await assertAccessibleInThemes(page, 'read-only rollouts with their disabled menu');
  await view.assertNoProblems();
});

test.run();
