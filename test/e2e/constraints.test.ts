// Segment constraints (SPEC §2, §4–6) against the real local service: one constraint of each type
// added through the slide-over and checked as the server stored it, edit, delete, a keyboard-only
// add, the dashed tile, read-only storage, an XSS description, and axe with the slide-over open.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, countDialogs, isDisabled, seedNamespace, tabTo, useBrowser, useService, type AppPage, type OpenOptions } from '../helpers/e2e-app';
import { pick, selectControl, chooseOption } from '../helpers/e2e-input';
import { substringOperatorsAt } from '../helpers/flipt-version';

const service = useService(test);
const features = mkdtempSync(join(tmpdir(), 'flipt-e2e-constraints-'));
writeFileSync(
  join(features, 'features.yml'),
  [
    'version: "1.4"',
    'namespace: default',
    'segments:',
    '  - key: locked',
    '    name: Locked',
    '    match_type: ALL_MATCH_TYPE',
    '    constraints:',
    '      - {type: STRING_COMPARISON_TYPE, property: email, operator: suffix, value: "@acme.io"}',
    '',
  ].join('\n'),
);
const readOnly = useService(test, { env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: features } });
const browser = useBrowser(test);
test.after(() => rmSync(features, { recursive: true, force: true }));

const XSS = '<img src=x onerror=alert(1)>';
type Stored = { id: string; property: string; type: string; operator: string; value: string; description: string };

let count = 0;
/** A fresh namespace with one segment (and the given constraints); returns the segment's page route. */
async function seedSegment(constraints: Partial<Stored>[] = []): Promise<{ ns: string; route: string }> {
  const ns = `constraints-${++count}`;
  await seedNamespace(service.api, ns);
  const created = await service.api.post(`/api/v1/namespaces/${ns}/segments`, { key: 'beta', name: 'Beta', matchType: 'ALL_MATCH_TYPE' });
  assert.is(created.status, 200, created.text);
  for (const c of constraints) {
    const r = await service.api.post(`/api/v1/namespaces/${ns}/segments/beta/constraints`, { description: '', value: '', ...c });
    assert.is(r.status, 200, r.text);
  }
  return { ns, route: `/namespaces/${ns}/segments/beta` };
}

const stored = async (ns: string): Promise<Stored[]> => (await service.api.get(`/api/v1/namespaces/${ns}/segments/beta`)).body.constraints;

/** The stored preferences envelope with a time zone mode. */
const timezone = (mode: 'utc' | 'local'): OpenOptions => ({ storage: { preferences: JSON.stringify({ state: { theme: null, timezone: mode }, version: 1 }) } });

async function openSegment(route: string, opts: OpenOptions = {}, svc = service): Promise<AppPage> {
  const view = await browser.open(svc, route, opts);
  await view.page.getByRole('heading', { name: 'Constraints', exact: true }).waitFor();
  return view;
}

const rowOf = (page: Page, property: string): Locator =>
  page.getByRole('table', { name: 'Constraints' }).getByRole('row').filter({ has: page.getByRole('cell', { name: property, exact: true }) });

/** Opens the New Constraint slide-over and fills type, property, operator and optionally a value. */
async function startConstraint(page: Page, type: string, property: string | null, operator: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New Constraint' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New Constraint' });
  await panel.waitFor();
  await pick(panel, 'Type', type);
  if (property !== null) await panel.getByRole('textbox', { name: 'Property' }).fill(property);
  await pick(panel, 'Operator', operator);
  return panel;
}

async function create(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText('Successfully created constraint').first().waitFor();
}

test('adds one constraint of each type; the server stores what was entered', async () => {
  const { ns, route } = await seedSegment();
  const view = await openSegment(route, timezone('utc'));
  const { page } = view;
  const newConstraint = page.getByRole('button', { name: 'New Constraint' }).first();
  assert.is(await newConstraint.locator('svg').count(), 1, 'New Constraint has the + icon, as every New … action');

  let panel = await startConstraint(page, 'String', 'plan', 'IS ONE OF');
  const entry = panel.getByRole('textbox', { name: 'Values' });
  await entry.fill('pro');
  await entry.press('Enter');
  await entry.fill('enterprise');
  await panel.getByRole('button', { name: 'Add' }).click();
  await entry.fill('pro');
  await entry.press('Enter');
  assert.equal(await panel.getByRole('list', { name: 'Added values' }).getByRole('listitem').allTextContents(), ['pro', 'enterprise'], 'the duplicate is ignored');
  await create(page, panel);

  panel = await startConstraint(page, 'Number', 'age', '>=');
  await panel.getByRole('spinbutton', { name: 'Value' }).fill('18');
  await create(page, panel);

  panel = await startConstraint(page, 'Boolean', 'staff', 'FALSE');
  assert.is(await panel.getByLabel(/^Value\b/).count(), 0, 'Boolean takes no value');
  await create(page, panel);

  panel = await startConstraint(page, 'DateTime', 'signup', 'IS AFTER');
  await panel.getByLabel(/^Date\b/).fill('2025-03-01');
  await panel.getByLabel('Time', { exact: true }).fill('13:45');
  await create(page, panel);

  panel = await startConstraint(page, 'Entity', null, '==');
  assert.is(await panel.getByRole('textbox', { name: 'Property' }).count(), 0, 'Entity hides Property (it is entityId)');
  await panel.getByRole('textbox', { name: 'Value' }).fill('user-42');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('one user');
  await create(page, panel);

  const saved = (await stored(ns)).map(({ property, type, operator, value, description }) => [property, type, operator, value, description]);
  assert.equal(saved, [
    ['plan', 'STRING_COMPARISON_TYPE', 'isoneof', '["pro","enterprise"]', ''],
    ['age', 'NUMBER_COMPARISON_TYPE', 'gte', '18', ''],
    ['staff', 'BOOLEAN_COMPARISON_TYPE', 'false', '', ''],
    ['signup', 'DATETIME_COMPARISON_TYPE', 'gt', '2025-03-01T13:45:00Z', ''],
    ['entityId', 'ENTITY_ID_COMPARISON_TYPE', 'eq', 'user-42', 'one user'],
  ]);
  await rowOf(page, 'signup').filter({ hasText: '2025-03-01 13:45:00 UTC' }).waitFor();
  await rowOf(page, 'plan').filter({ hasText: 'IS ONE OF' }).waitFor();
  await view.assertNoProblems();
});

test('contains where the server has it (Flipt 1.57 on): created, listed and explained by the console; not offered before', async () => {
  const { ns, route } = await seedSegment();
  const view = await openSegment(route);
  const { page } = view;
  if (!(await substringOperatorsAt(service.url))) {
    // Flipt 1.54 refuses the operator, so the editor does not offer it, for strings or entities.
    await page.getByRole('button', { name: 'New Constraint' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New Constraint' });
    for (const type of ['String', 'Entity']) {
      await pick(panel, 'Type', type);
      const offered = await panel.getByLabel('Operator', { exact: true }).locator('option').allTextContents();
      assert.ok(offered.includes('IS ONE OF') && !offered.includes('CONTAINS') && !offered.includes('DOES NOT CONTAIN'), `${type}: ${offered}`);
    }
    await view.assertNoProblems();
    return;
  }
  const panel = await startConstraint(page, 'String', 'email', 'CONTAINS');
  await panel.getByRole('textbox', { name: 'Value' }).fill('@acme');
  await create(page, panel);
  await rowOf(page, 'email').filter({ hasText: 'CONTAINS' }).waitFor();
  assert.equal((await stored(ns)).map((c) => [c.property, c.operator, c.value]), [['email', 'contains', '@acme']]);
  const flags = `/api/v1/namespaces/${ns}/flags`;
  assert.is((await service.api.post(flags, { key: 'acme-ui', name: 'Acme UI', type: 'BOOLEAN_FLAG_TYPE', enabled: false })).status, 200);
  assert.is((await service.api.post(`${flags}/acme-ui/rollouts`, { rank: 1, segment: { segmentKey: 'beta', value: true } })).status, 200);
  await view.goto(`/namespaces/${ns}/console`);
  await pick(page, 'Flag Key', /^acme-ui ·/);
  await page.getByLabel('Entity ID', { exact: true }).fill('kim');
  await page.getByLabel('Request Context', { exact: true }).fill('{"email":"kim@acme.io"}');
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  const explanation = page.getByRole('region', { name: 'Explanation', exact: true });
  const row = explanation.getByRole('table', { name: 'Constraints of segment beta' }).getByRole('row').filter({ hasText: 'email' });
  assert.match((await row.innerText()).replace(/\s+/g, ' '), /email CONTAINS @acme "kim@acme.io" ✓ match/);
  assert.match(await explanation.innerText(), /The explanation agrees with the server's answer/);
  await view.assertNoProblems();
});

test('a DateTime entered in local time is stored in UTC', async () => {
  const { ns, route } = await seedSegment();
  const view = await openSegment(route, { ...timezone('local'), context: { timezoneId: 'America/New_York' } });
  const panel = await startConstraint(view.page, 'DateTime', 'signup', 'IS BEFORE');
  await panel.getByLabel(/^Date\b/).fill('2025-07-01');
  await create(view.page, panel);
  assert.is((await stored(ns))[0]?.value, '2025-07-01T04:00:00Z', 'midnight in New York (EDT) is 04:00 UTC');
  await rowOf(view.page, 'signup').filter({ hasText: '2025-07-01 00:00:00' }).waitFor();
  await view.assertNoProblems();
});

test('editing a constraint puts the change; the row and the server follow', async () => {
  const { ns, route } = await seedSegment([{ property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'suffix', value: '@acme.io' }]);
  const view = await openSegment(route);
  const { page } = view;
  await page.getByRole('link', { name: 'Edit , email', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Constraint' });
  await panel.waitFor();
  assert.is(await panel.getByRole('textbox', { name: 'Value' }).inputValue(), '@acme.io');
  await pick(panel, 'Operator', 'HAS PREFIX');
  await panel.getByRole('textbox', { name: 'Value' }).fill('admin@');
  await panel.getByRole('button', { name: 'Update' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText('Successfully updated constraint').first().waitFor();
  await rowOf(page, 'email').filter({ hasText: 'HAS PREFIX' }).filter({ hasText: 'admin@' }).waitFor();
  const [saved] = await stored(ns);
  assert.equal([saved?.operator, saved?.value], ['prefix', 'admin@']);
  await view.assertNoProblems();
});

test('deleting asks first; confirming removes the constraint and brings back the dashed tile', async () => {
  const { ns, route } = await seedSegment([{ property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'notempty' }]);
  const view = await openSegment(route);
  const { page } = view;
  await page.getByRole('link', { name: 'Delete , email', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Constraint' });
  await confirm.waitFor();
  assert.match((await confirm.textContent()) ?? '', 'Are you sure you want to delete the constraint for email? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText('No constraints yet').waitFor();
  assert.equal(await stored(ns), []);
  await view.assertNoProblems();
});

test('keyboard only: add a constraint with Tab, typing, arrows and Enter', async () => {
  const { ns, route } = await seedSegment();
  const view = await openSegment(route);
  const { page } = view;
  await tabTo(page, page.getByRole('button', { name: 'New Constraint' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'New Constraint' });
  await panel.waitFor();
  await tabTo(page, panel.getByRole('textbox', { name: 'Property' }));
  await page.keyboard.type('country');
  await tabTo(page, selectControl(panel, 'Operator'));
  await chooseOption(page, selectControl(panel, 'Operator'), 'IS ONE OF', 'keyboard');
  const entry = panel.getByRole('textbox', { name: 'Values' });
  await tabTo(page, entry);
  for (const value of ['DE', 'FR']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, panel.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
  await rowOf(page, 'country').waitFor();
  assert.equal((await stored(ns)).map((c) => [c.property, c.operator, c.value]), [['country', 'isoneof', '["DE","FR"]']]);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('a segment without constraints shows the dashed New Constraint tile', async () => {
  const { route } = await seedSegment();
  const view = await openSegment(route);
  const { page } = view;
  const button = page.getByRole('button', { name: 'New Constraint' });
  assert.is(await button.count(), 1);
  const dashed = await button.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).borderStyle === 'dashed') return true;
    return false;
  });
  assert.ok(dashed, 'the button sits in a dashed tile');
  assert.is(await page.getByRole('table', { name: 'Constraints' }).count(), 0);
  await view.assertNoProblems();
});

readOnly.test('read-only storage: New Constraint is disabled, Edit and Delete are hidden', async () => {
  const view = await openSegment('/namespaces/default/segments/locked', {}, readOnly);
  const { page } = view;
  await rowOf(page, 'email').waitFor();
  assert.ok(await isDisabled(page.getByRole('button', { name: 'New Constraint' })));
  assert.is(await page.getByRole('button', { name: /^(Edit|Delete) constraint/ }).count(), 0);
  await view.assertNoProblems();
});

test('a description with markup renders as text', async () => {
  const { route } = await seedSegment([{ property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'empty', description: XSS }]);
  const view = await openSegment(route);
  const { page } = view;
  const dialogs = countDialogs(page);
  await rowOf(page, 'email').getByText(XSS, { exact: true }).waitFor();
  assert.is(await page.getByRole('table', { name: 'Constraints' }).locator('img').count(), 0);
  assert.is(dialogs(), 0);
  await view.assertNoProblems();
});

test('axe finds no violations on the constraints and the open slide-over, light and dark', async () => {
  const values = JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  const { route } = await seedSegment([
    { property: 'country', type: 'STRING_COMPARISON_TYPE', operator: 'isoneof', value: values, description: 'seven' },
    { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'gte', value: '2025-01-06T10:00:00Z' },
  ]);
  const view = await openSegment(route);
  const { page } = view;
  await rowOf(page, 'country').waitFor();
  await assertAccessibleInThemes(page, 'the constraints table');
  await page.getByRole('link', { name: 'Edit , country', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Constraint' });
  await panel.waitFor();
  await assertAccessibleInThemes(page, 'the Edit Constraint slide-over with chips');
  await pick(panel, 'Type', 'DateTime');
  await panel.getByLabel(/^Date\b/).waitFor();
  await panel.getByRole('textbox', { name: 'Property' }).fill('');
  await assertAccessibleInThemes(page, 'the slide-over with DateTime inputs and an error');
  await view.assertNoProblems();
});

test.run();
