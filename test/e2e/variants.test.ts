// The Variants tab of a variant flag (UI-INVENTORY §2.9) against the local service: create with an
// attachment, the JSON check, edit (key included), the default variant's badge, delete with confirmation,
// markup shown as text, keyboard use and axe in light and dark with the slide-over open.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { uniqueKey } from '../helpers/http';
import { assertNoPointer, countDialogs, control, isDisabled, tabTo, useApp } from '../helpers/e2e-app';
import { pick } from '../helpers/e2e-input';

const app = useApp(test);
const NS = 'default';
const XSS = '<img src=x onerror=alert(1)>';

type SeedVariant = { key: string; name?: string; description?: string; attachment?: string };

/** Creates a variant flag with the given variants; returns its key. */
async function seedVariantFlag(variants: SeedVariant[] = []): Promise<string> {
  const key = uniqueKey('colors');
  const flag = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: 'Colors', type: 'VARIANT_FLAG_TYPE', enabled: true });
  if (flag.status !== 200) throw new Error(`create flag: ${flag.status} ${flag.text}`);
  for (const variant of variants) {
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags/${key}/variants`, variant);
    if (res.status !== 200) throw new Error(`create variant ${variant.key}: ${res.status} ${res.text}`);
  }
  return key;
}

type Stored = { defaultVariant?: { key: string }; variants: { key: string; name: string; description: string; attachment: string }[] };
const storedFlag = async (key: string): Promise<Stored> => (await app.api.get<Stored>(`/api/v1/namespaces/${NS}/flags/${key}`)).body;

/** Opens the flag page, whose default tab for a variant flag is Variants. */
async function openFlag(key: string) {
  const view = await app.open(`/namespaces/${NS}/flags/${key}`);
  await view.page.getByRole('heading', { name: 'Variants', exact: true }).waitFor();
  return view;
}

const variantsTable = (page: Page) => page.getByRole('table', { name: 'Variants' });
const rowOf = (page: Page, key: string): Locator => variantsTable(page).getByRole('row').filter({ has: page.getByRole('cell').filter({ hasText: new RegExp(`^${key.replace(/\./g, '\\.')}\\s*(Default)?$`) }) });
const panelNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const field = (panel: Locator, name: string) => panel.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('creating a variant with an attachment lists it and stores it on the server', async () => {
  const key = await seedVariantFlag();
  const view = await openFlag(key);
  const { page } = view;
  await page.getByText('No variants yet').waitFor();
  await control(page, 'New Variant').click();
  const panel = panelNamed(page, 'New Variant');
  await panel.waitFor();
  // Key and Description by their ids, as Flipt's own suite finds them.
  await panel.locator('#key').fill('blue.v1');
  await field(panel, 'Name').fill('Blue');
  await panel.locator('#description').fill('The blue one');
  // Keys in the order PostgreSQL's jsonb keeps them (shorter first), so the preview reads the
  // same whichever database a Flipt stores it in.
  await field(panel, 'Attachment').fill('{"size": 2, "color": "#00f"}');
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText('Successfully created variant').waitFor();
  const row = rowOf(page, 'blue.v1');
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /Blue[\s\S]*The blue one[\s\S]*\{"size":2,"color":"#00f"\}/);
  const stored = await storedFlag(key);
  assert.equal(stored.variants.map((v) => [v.key, v.name, v.description, JSON.parse(v.attachment)]), [['blue.v1', 'Blue', 'The blue one', { color: '#00f', size: 2 }]]);
  await view.assertNoProblems();
});

test('an attachment that is not JSON says "Must be valid JSON" and Create stays disabled', async () => {
  const key = await seedVariantFlag();
  const view = await openFlag(key);
  const { page } = view;
  await control(page, 'New Variant').click();
  const panel = panelNamed(page, 'New Variant');
  await field(panel, 'Key').fill('broken');
  await field(panel, 'Attachment').fill('{"color": }');
  await panel.getByText(/Must be valid JSON/).waitFor();
  assert.ok(await isDisabled(panel.getByRole('button', { name: 'Create' })), 'Create is disabled');
  await field(panel, 'Key').fill('bad key!');
  await panel.getByText('Only letters, numbers, hypens, dots and underscores allowed').waitFor();
  assert.equal((await storedFlag(key)).variants, [], 'nothing was saved');
  await view.assertNoProblems();
});

test('editing a variant changes its key and attachment', async () => {
  const key = await seedVariantFlag([{ key: 'blue', name: 'Blue', attachment: '{"color":"#00f"}' }]);
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('link', { name: 'Edit ,blue', exact: true }).click();
  const panel = panelNamed(page, 'Edit Variant');
  await panel.waitFor();
  assert.is(await field(panel, 'Attachment').inputValue(), '{\n  "color": "#00f"\n}', 'the attachment is pretty-printed');
  await field(panel, 'Key').fill('navy');
  await field(panel, 'Name').fill('Navy');
  await field(panel, 'Attachment').fill('{"color":"#000080"}');
  await panel.getByRole('button', { name: 'Update' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText('Successfully updated variant').waitFor();
  await rowOf(page, 'navy').waitFor();
  assert.is(await rowOf(page, 'blue').count(), 0);
  const [stored] = (await storedFlag(key)).variants;
  assert.equal([stored?.key, stored?.name, stored?.attachment], ['navy', 'Navy', '{"color":"#000080"}']);
  await view.assertNoProblems();
});

test('the default variant chosen in the flag form marks its row; deleting it warns that it is the default', async () => {
  const key = await seedVariantFlag([{ key: 'blue' }, { key: 'red' }]);
  const view = await openFlag(key);
  const { page } = view;
  assert.is(await rowOf(page, 'red').getByText('Default', { exact: true }).count(), 0);
  await pick(page, 'Default Variant', 'red');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated flag').waitFor();
  await rowOf(page, 'red').getByText('Default', { exact: true }).waitFor();
  assert.is((await storedFlag(key)).defaultVariant?.key, 'red');

  await page.getByRole('link', { name: 'Delete ,red', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Variant' });
  await confirm.waitFor();
  const text = (await confirm.textContent()) ?? '';
  assert.match(text, 'Are you sure you want to delete the variant red? This action cannot be undone.');
  assert.match(text, 'It is the default variant of this flag');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await rowOf(page, 'red').waitFor({ state: 'detached' });
  await page.getByText('Successfully deleted variant').waitFor();
  const stored = await storedFlag(key);
  assert.equal([stored.variants.map((v) => v.key), stored.defaultVariant], [['blue'], undefined]);
  await view.assertNoProblems();
});

test('markup in a name, description or attachment shows as text', async () => {
  const key = await seedVariantFlag([{ key: 'x', name: XSS, description: XSS, attachment: JSON.stringify({ html: XSS }) }]);
  const view = await openFlag(key);
  const { page } = view;
  const dialogs = countDialogs(page);
  const row = rowOf(page, 'x');
  await row.waitFor();
  assert.is(await row.getByText(XSS, { exact: true }).count(), 2, 'name and description as text');
  assert.is(await page.locator('img[src="x"]').count(), 0);
  await page.getByRole('link', { name: 'Edit ,x', exact: true }).click();
  const panel = panelNamed(page, 'Edit Variant');
  assert.match(await field(panel, 'Attachment').inputValue(), XSS);
  assert.is(await page.locator('img[src="x"]').count(), 0);
  assert.is(dialogs(), 0, 'no script ran');
  await view.assertNoProblems();
});

test('a variant can be created with the keyboard alone', async () => {
  const key = await seedVariantFlag([{ key: 'blue' }]);
  const view = await openFlag(key);
  const { page } = view;
  await tabTo(page, page.getByRole('button', { name: 'New Variant' }));
  await page.keyboard.press('Enter');
  const panel = panelNamed(page, 'New Variant');
  await panel.waitFor();
  await tabTo(page, field(panel, 'Key'));
  await page.keyboard.type('green');
  await tabTo(page, field(panel, 'Attachment'));
  await page.keyboard.type('{"a":1}');
  await tabTo(page, panel.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
  await rowOf(page, 'green').waitFor();
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations on the Variants tab, the slide-over with an error and the delete dialog, light and dark', async () => {
  const key = await seedVariantFlag([{ key: 'blue', name: 'Blue', description: 'The blue one', attachment: '{"color":"#00f"}' }, { key: 'red' }]);
  const blue = (await app.api.get<{ variants: { id: string; key: string }[] }>(`/api/v1/namespaces/${NS}/flags/${key}`)).body.variants.find((v) => v.key === 'blue');
  const res = await app.api.put(`/api/v1/namespaces/${NS}/flags/${key}`, { key, name: 'Colors', type: 'VARIANT_FLAG_TYPE', enabled: true, defaultVariantId: blue?.id });
  if (res.status !== 200) throw new Error(`set default: ${res.status} ${res.text}`);
  const view = await openFlag(key);
  const { page } = view;
  await rowOf(page, 'blue').getByText('Default', { exact: true }).waitFor();
  await assertAccessibleInThemes(page, 'the Variants tab');
  await page.getByRole('link', { name: 'Edit ,blue', exact: true }).click();
  const panel = panelNamed(page, 'Edit Variant');
  await panel.waitFor();
  await field(panel, 'Attachment').fill('{nope');
  await panel.getByText(/Must be valid JSON/).waitFor();
  await assertAccessibleInThemes(page, 'the Edit Variant slide-over');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  // The panel holds an edit: closing it asks first (issue 14 item 8).
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Delete ,blue', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete Variant' }).waitFor();
  await assertAccessibleInThemes(page, 'the Delete Variant dialog');
  await view.assertNoProblems();
});

test('the Attachment JSON editor has the same border as the other fields, at rest and focused', async () => {
  const key = await seedVariantFlag();
  const view = await openFlag(key);
  const { page } = view;
  await control(page, 'New Variant').click();
  const panel = panelNamed(page, 'New Variant');
  const border = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.borderTopWidth, s.borderTopStyle, s.borderTopColor, s.borderTopLeftRadius, s.boxShadow].join(' ');
    });
  const keyField = field(panel, 'Key');
  const nameField = field(panel, 'Name');
  const attachment = field(panel, 'Attachment');
  await keyField.focus();
  await page.mouse.move(0, 0);
  // Past the fields' colour transition.
  const settledBorder = async (l: Locator) => {
    await page.waitForTimeout(300);
    return border(l);
  };
  const focusedKey = await settledBorder(keyField);
  assert.is(await border(attachment), await border(nameField), 'at rest, as the Name field');
  await attachment.focus();
  assert.is(await settledBorder(attachment), focusedKey, 'focused, as the Key field');
  await view.assertNoProblems();
});

test.run();
