// Flipt's names on the segment screens (UI-INVENTORY §2.13, §2.15, §2.18): the list, New Segment,
// the segment page, the constraint slide-over and their dialogs and toasts, found by role and name
// as an operator's own automation finds them in Flipt's console.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { control, isDisabled, optionLabels, seedNamespace, useBrowser, useReadOnlyService, useService } from '../helpers/e2e-app';
import { assertKeyFollowsName, exactHeading as heading, exactText as toastText, pick, selectControl, slideOver } from '../helpers/e2e-input';
import { substringOperatorsAt } from '../helpers/flipt-version';

const service = useService(test);
const email = { type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io' };
const readOnly = useReadOnlyService(test, { version: '1.4', namespace: 'default', segments: [{ key: 'locked', name: 'Locked', match_type: 'ALL_MATCH_TYPE', constraints: [email] }] });
const browser = useBrowser(test);

const NS = 'inv-segments';
const READ_ONLY = 'Not allowed in Read-Only mode';

test.before(async () => {
  await seedNamespace(service.api, NS, 'Inventory Segments');
  await seedNamespace(service.api, 'inv-empty', 'Inventory Empty');
  const seg = await service.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'beta', name: 'Beta', matchType: 'ALL_MATCH_TYPE' });
  assert.is(seg.status, 200, seg.text);
});

test('the segments list: h1 "Segments", a "New Segment" button, "Search" and Flipt\'s empty and no-match texts', async () => {
  const view = await browser.open(service, '/namespaces/inv-empty/segments');
  const { page } = view;
  await heading(page, 'Segments', 1).waitFor();
  await page.getByText('Segments enable request targeting based on defined criteria. Create a new segment to get started.', { exact: true }).waitFor();
  const create = page.getByRole('button', { name: 'New Segment', exact: true });
  assert.not.ok(await isDisabled(create), 'New Segment is an enabled button');
  await view.goto(`/namespaces/${NS}/segments`);
  await page.getByRole('row').filter({ hasText: 'Beta' }).filter({ hasText: 'Matches All' }).first().waitFor();
  // Flipt sorts by Key, Name, Match Type, Created and Updated.
  for (const name of ['Key', 'Name', 'Match Type', 'Created', 'Updated']) {
    assert.is(await page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).getByRole('button').count(), 1, `${name} sorts`);
  }
  const search = page.getByPlaceholder('Search', { exact: true });
  await search.fill('no-such-segment');
  await page.getByText('No segments matched your search.', { exact: true }).waitFor();
  await search.fill('');
  await page.getByRole('button', { name: 'New Segment', exact: true }).click();
  await heading(page, 'New Segment', 1).waitFor();
  await view.assertNoProblems();
});

test('New Segment: Name, Key, the All and Any radios, Description, Cancel and Create, then "Successfully created segment"', async () => {
  const view = await browser.open(service, `/namespaces/${NS}/segments/new`);
  const { page } = view;
  await heading(page, 'New Segment', 1).waitFor();
  await page.getByText('Basic information about the segment.').waitFor();
  await page.getByRole('link', { name: 'Learn more about segments' }).waitFor();
  await assertKeyFollowsName(page, 'Early Adopters', 'Early-Adopters', 'whitespace becomes "-", case kept');
  await page.getByRole('radiogroup', { name: 'Match Type' }).waitFor();
  assert.ok(await page.getByRole('radio', { name: 'All' }).isChecked(), 'All is the default');
  await page.getByRole('radio', { name: 'Any' }).waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: /^Description/ }).fill('first in line');
  await page.getByText('Optional').first().waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await toastText(page, 'Successfully created segment').waitFor();
  await heading(page, 'Early Adopters', 1).waitFor();
  await view.assertNoProblems();
});

test('a segment page: Created, the Actions menu, the locked key, Update and "Successfully updated segment", Delete Segment', async () => {
  const view = await browser.open(service, `/namespaces/${NS}/segments/beta`);
  const { page } = view;
  await heading(page, 'Beta', 1).waitFor();
  await page.getByText(/^Created\b/).first().waitFor();
  assert.not.ok(await page.getByRole('textbox', { name: 'Key', exact: true }).isEditable(), 'the key cannot change');
  await page.getByRole('button', { name: 'Copy to clipboard' }).waitFor();
  await heading(page, 'Constraints').waitFor();
  await page.getByText('Determine if a request matches a segment.', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: /^Description/ }).fill('updated');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await toastText(page, 'Successfully updated segment').waitFor();
  await page.getByRole('button', { name: 'Actions' }).click();
  const items = (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((t) => t.trim());
  assert.is(items[0], 'Copy to Namespace', JSON.stringify(items));
  assert.is(items.at(-1), 'Delete', JSON.stringify(items));
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Segment' });
  await confirm.getByText('Are you sure you want to delete the segment beta? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('Copy to Namespace: "Copy Segment" with the other namespaces, Copy and Cancel, then "Successfully copied segment"', async () => {
  const copied = await service.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'to-copy', name: 'To Copy', matchType: 'ANY_MATCH_TYPE' });
  assert.is(copied.status, 200, copied.text);
  const view = await browser.open(service, `/namespaces/${NS}/segments/to-copy`);
  const { page } = view;
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy to Namespace' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Copy Segment' }).or(page.getByRole('dialog', { name: 'Copy Segment' }));
  await dialog.getByText('Copy the segment to-copy to the namespace:').waitFor();
  const target = dialog.getByLabel('Namespace', { exact: true });
  assert.is(await target.getAttribute('aria-haspopup'), 'listbox');
  const offered = await optionLabels(page, target);
  assert.not.ok(offered.includes('Inventory Segments'), `the current namespace is not offered: ${offered}`);
  await pick(dialog, 'Namespace', 'Inventory Empty');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await toastText(page, 'Successfully copied segment').waitFor();
  await view.assertNoProblems();
});

test('New Constraint: Type, Property, Operator with Flipt\'s operator names, Value and its placeholders, Description', async () => {
  const seg = await service.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'picker', name: 'Picker', matchType: 'ALL_MATCH_TYPE' });
  assert.is(seg.status, 200, seg.text);
  const view = await browser.open(service, `/namespaces/${NS}/segments/picker`);
  const { page } = view;
  await heading(page, 'Constraints').waitFor();
  // The empty state's one "New Constraint".
  await page.getByRole('button', { name: 'New Constraint', exact: true }).click();
  const panel = await slideOver(page, 'New Constraint', 'Learn more about constraints');
  // Flipt v1.57 on (and the local service) add the substring operators to strings and entities.
  const substring = (await substringOperatorsAt(service.url)) ? ['CONTAINS', 'DOES NOT CONTAIN'] : [];
  assert.equal(await optionLabels(page, selectControl(panel, 'Type')), ['String', 'Number', 'Boolean', 'DateTime', 'Entity']);
  assert.equal(await optionLabels(page, selectControl(panel, 'Operator')), ['==', '!=', 'IS EMPTY', 'IS NOT EMPTY', 'HAS PREFIX', 'HAS SUFFIX', 'IS ONE OF', 'IS NOT ONE OF', ...substring]);
  await panel.getByRole('textbox', { name: 'Property', exact: true }).fill('email');
  assert.is(await panel.getByRole('textbox', { name: 'Value', exact: true }).getAttribute('placeholder'), 'Eg: Any text');
  await pick(panel, 'Operator', 'IS ONE OF');
  await panel.getByRole('textbox', { name: 'Values', exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Add', exact: true }).waitFor();
  await pick(panel, 'Operator', 'IS EMPTY');
  assert.is(await panel.getByLabel(/^Values?$/).count(), 0, 'no value for IS EMPTY');

  await pick(panel, 'Type', 'Number');
  assert.equal(await optionLabels(page, selectControl(panel, 'Operator')), ['==', '!=', '>', '>=', '<', '<=', 'IS PRESENT', 'IS NOT PRESENT', 'IS ONE OF', 'IS NOT ONE OF']);
  assert.is(await panel.getByRole('spinbutton', { name: 'Value', exact: true }).getAttribute('placeholder'), 'Eg: 200');
  await pick(panel, 'Type', 'Boolean');
  assert.equal(await optionLabels(page, selectControl(panel, 'Operator')), ['TRUE', 'FALSE', 'IS PRESENT', 'IS NOT PRESENT']);
  assert.is(await panel.getByLabel(/^Value\b/).count(), 0, 'TRUE takes no value');
  await pick(panel, 'Type', 'DateTime');
  assert.equal(await optionLabels(page, selectControl(panel, 'Operator')), ['==', '!=', 'IS AFTER', 'IS AFTER OR AT', 'IS BEFORE', 'IS BEFORE OR AT', 'IS PRESENT', 'IS NOT PRESENT']);
  await panel.getByLabel(/^Date\b/).waitFor();
  await panel.getByLabel('Time', { exact: true }).waitFor();
  await panel.getByRole('link', { name: /^(UTC|Local)$/ }).waitFor();
  await pick(panel, 'Type', 'Entity');
  assert.equal(await optionLabels(page, selectControl(panel, 'Operator')), ['==', '!=', 'IS ONE OF', 'IS NOT ONE OF', ...substring]);
  assert.is(await panel.getByRole('textbox', { name: 'Property', exact: true }).count(), 0, 'Entity hides Property');
  await panel.getByRole('textbox', { name: /^Description/ }).waitFor();
  await panel.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Create', exact: true }).waitFor();
  await view.assertNoProblems();
});

test('constraints: create, Edit and Delete per row (", {property}"), their toasts and "Delete Constraint"', async () => {
  const seg = await service.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'rows', name: 'Rows', matchType: 'ALL_MATCH_TYPE' });
  assert.is(seg.status, 200, seg.text);
  const view = await browser.open(service, `/namespaces/${NS}/segments/rows`);
  const { page } = view;
  await page.getByRole('button', { name: 'New Constraint', exact: true }).click();
  let panel = await slideOver(page, 'New Constraint', 'Learn more about constraints');
  assert.ok(await isDisabled(panel.getByRole('button', { name: 'Create', exact: true })), 'Create waits for a valid change');
  await panel.getByRole('textbox', { name: 'Property', exact: true }).fill('email');
  await pick(panel, 'Operator', 'HAS SUFFIX');
  const value = panel.getByRole('textbox', { name: 'Value', exact: true });
  assert.is(await panel.getByText('Value is required', { exact: true }).count(), 0, 'no error yet');
  await value.focus();
  await value.blur();
  await panel.getByText('Value is required', { exact: true }).waitFor();
  await value.fill('@acme.io');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await toastText(page, 'Successfully created constraint').waitFor();
  const table = page.getByRole('table', { name: 'Constraints' });
  const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim()).filter(Boolean);
  assert.equal(headers.slice(0, 5), ['Property', 'Type', 'Operator', 'Value', 'Description']);
  await table.getByRole('row').filter({ hasText: 'HAS SUFFIX' }).waitFor();

  await page.getByRole('link', { name: 'Edit , email', exact: true }).click();
  panel = await slideOver(page, 'Edit Constraint', 'Learn more about constraints');
  assert.ok(await isDisabled(panel.getByRole('button', { name: 'Update', exact: true })), 'Update waits for a change');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('company mail');
  await panel.getByRole('button', { name: 'Update', exact: true }).click();
  await toastText(page, 'Successfully updated constraint').waitFor();

  await page.getByRole('link', { name: 'Delete , email', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Constraint' });
  await confirm.getByText('Are you sure you want to delete the constraint for email? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'New Constraint', exact: true }).waitFor();
  await view.assertNoProblems();
});

readOnly.test('read-only: New Segment, the segment fields, Update and New Constraint are disabled; Edit and Delete are hidden', async () => {
  const view = await browser.open(readOnly, '/namespaces/default/segments');
  const { page } = view;
  const create = control(page, 'New Segment');
  assert.ok(await isDisabled(create), 'New Segment is disabled');
  await page.getByText(READ_ONLY).first().waitFor({ state: 'attached' });
  await view.goto('/namespaces/default/segments/locked');
  await heading(page, 'Locked', 1).waitFor();
  for (const name of ['Name', 'Description']) assert.ok(await isDisabled(page.getByRole('textbox', { name: new RegExp(`^${name}`) })), `${name} is disabled`);
  assert.ok(await page.getByRole('radio', { name: 'Any' }).isDisabled(), 'Match Type is disabled');
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Update', exact: true })), 'Update is disabled');
  assert.ok(await isDisabled(control(page, 'New Constraint')), 'New Constraint is disabled');
  const row = page.getByRole('table', { name: 'Constraints' }).getByRole('row').filter({ hasText: 'email' });
  await row.waitFor();
  assert.is(await row.getByRole('button', { name: /^(Edit|Delete)\b/ }).or(row.getByRole('link', { name: /^(Edit|Delete)\b/ })).count(), 0, 'no Edit or Delete');
  await page.getByRole('button', { name: 'Actions' }).click();
  for (const item of ['Copy to Namespace', 'Delete']) assert.is(await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');
  await view.assertNoProblems();
});

test.run();
