// A flag's metadata editor against the local service (UI-INVENTORY §2.8): entries found by the
// test ids and labels Flipt's own suite uses, an Object value, a repeated key that blocks Update,
// saved entries locked until Edit, Remove, keyboard-only use and axe in both themes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, isDisabled, tabTo, until, useBrowser, useService } from '../helpers/e2e-app';
import { arrowTo } from '../helpers/e2e-input';
import type { Client } from '../helpers/http';

const service = useService(test);
const browser = useBrowser(test);

const seed = async (api: Client, key: string, metadata: Record<string, unknown> = {}) => {
  const res = await api.post('/api/v1/namespaces/default/flags', { key, name: key, type: 'VARIANT_FLAG_TYPE', metadata });
  assert.is(res.status, 200, res.text);
};
const metadataOf = async (key: string) => (await service.api.get(`/api/v1/namespaces/default/flags/${key}`)).body.metadata;

test('an Object entry is saved as an object, shown locked by key; a repeated key blocks Update', async () => {
  await seed(service.api, 'meta-a');
  const view = await browser.open(service, '/namespaces/default/flags/meta-a');
  const { page } = view;
  await page.getByRole('heading', { name: 'meta-a' }).waitFor();
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-0').fill('foo');
  await page.getByTestId('metadata-value-0').fill('bar');
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-1').fill('baz');
  await page.getByTestId('metadata-type-1').click();
  await page.getByLabel('Object').getByText('Object').click();
  await page.getByTestId('metadata-value-1').getByRole('textbox').fill('{"foo":"bar","baz":{"boz":"1"}}');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated flag').waitFor();
  assert.equal(await metadataOf('meta-a'), { foo: 'bar', baz: { foo: 'bar', baz: { boz: '1' } } });
  await until('entries by key, the object as sorted JSON', async () => (await page.getByTestId('metadata-value-0').getByRole('textbox').inputValue()) === '{"baz":{"boz":"1"},"foo":"bar"}');
  assert.ok(await isDisabled(page.getByTestId('metadata-value-1')), 'saved entries are locked');
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-2').fill('foo');
  await page.getByTestId('metadata-value-2').fill('other');
  await page.getByText('Key must be unique').waitFor();
  assert.ok(await isDisabled(page.getByRole('button', { name: 'Update' })));
  await view.assertNoProblems();
});

test('Edit unlocks a saved entry and Remove drops one; the rest go back as saved', async () => {
  await seed(service.api, 'meta-b', { team: 'web', tier: 2, nested: { a: [1, null] } });
  const view = await browser.open(service, '/namespaces/default/flags/meta-b');
  const { page } = view;
  await page.getByRole('button', { name: 'Edit metadata entry tier' }).click();
  await page.getByRole('spinbutton', { name: 'Metadata value 3' }).fill('3');
  await page.getByRole('button', { name: 'Remove metadata entry team' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated flag').waitFor();
  assert.equal(await metadataOf('meta-b'), { nested: { a: [1, null] }, tier: 3 });
  await view.assertNoProblems();
});

test('keyboard only: add an entry, choose its type from the menu with arrows and Enter', async () => {
  await seed(service.api, 'meta-c');
  const view = await browser.open(service, '/namespaces/default/flags/meta-c');
  const { page } = view;
  await page.getByRole('heading', { name: 'meta-c' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Add Metadata' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Metadata key 1' }), { back: true });
  await page.keyboard.type('beta');
  await tabTo(page, page.getByTestId('metadata-type-0'));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: 'Boolean' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('combobox', { name: 'Metadata value 1' }));
  await page.keyboard.press('ArrowUp');
  await tabTo(page, page.getByRole('button', { name: 'Update' }));
  await page.keyboard.press('Enter');
  await page.getByText('Successfully updated flag').waitFor();
  assert.equal(await metadataOf('meta-c'), { beta: true });
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations on the metadata editor with saved and new entries, light and dark', async () => {
  await seed(service.api, 'meta-d', { team: 'web', limits: { max: 3 } });
  const view = await browser.open(service, '/namespaces/default/flags/meta-d');
  const { page } = view;
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-2').fill('team');
  await page.getByText('Key must be unique').waitFor();
  await assertAccessibleInThemes(page, 'the metadata editor');
  await page.getByTestId('metadata-type-2').click();
  await page.getByRole('menu').waitFor();
  await assertAccessibleInThemes(page, 'the open type menu');
  await view.assertNoProblems();
});

// Issue 43 item 2: keys that are Object.prototype's names are data like any other. A plain object
// would drop them (valibot), turn `__proto__` into a prototype on save, or read an absent one as
// Object's; each is shown, kept when the flag is renamed, editable and removable.
const entriesOf = (metadata: object) => JSON.stringify(Object.entries(metadata).sort(([a], [b]) => (a < b ? -1 : 1)));
/** Waits until the server holds exactly this metadata (JSON text, so `__proto__` is a key). */
const savedAs = (key: string, json: string) =>
  until(`the server holds ${json}`, async () => entriesOf((await service.api.get(`/api/v1/namespaces/default/flags/${key}`)).body.metadata) === entriesOf(JSON.parse(json)));

for (const name of ['__proto__', 'constructor', 'prototype']) {
  test(`metadata key ${name} is shown, kept on save, editable and removable`, async () => {
    const flag = `meta-${name.replace(/_/g, '')}`;
    // As JSON text: an object literal's `__proto__` would set its prototype instead.
    const body = `{"key":"${flag}","name":"${flag}","type":"VARIANT_FLAG_TYPE","metadata":{"${name}":{"${name}":"inner"},"team":"web"}}`;
    assert.is((await service.api.post('/api/v1/namespaces/default/flags', body)).status, 200);
    const view = await browser.open(service, `/namespaces/default/flags/${flag}`);
    const { page } = view;
    const keys = async () => Promise.all([0, 1].map((i) => page.getByTestId(`metadata-key-${i}`).inputValue()));
    await until('both saved keys are shown', async () => (await keys()).join() === [name, 'team'].sort().join());
    const row = (await keys()).indexOf(name) + 1;
    assert.is(await page.getByRole('textbox', { name: `Metadata value ${row}` }).inputValue(), `{"${name}":"inner"}`);
    // Renaming the flag sends its metadata back whole.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${flag} renamed`);
    await page.getByRole('button', { name: 'Update' }).click();
    await savedAs(flag, `{"${name}":{"${name}":"inner"},"team":"web"}`);
    // Edited: the entry's value changes, the key stays.
    await page.getByRole('button', { name: `Edit metadata entry ${name}` }).click();
    await page.getByRole('textbox', { name: `Metadata value ${row}` }).fill(`{"${name}":"edited"}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await savedAs(flag, `{"${name}":{"${name}":"edited"},"team":"web"}`);
    // Removed, then added back by typing the key as a new string entry.
    await page.getByRole('button', { name: `Remove metadata entry ${name}` }).click();
    await page.getByRole('button', { name: 'Add Metadata' }).click();
    await page.getByTestId('metadata-key-1').fill(name);
    await page.getByTestId('metadata-value-1').fill('typed');
    await page.getByRole('button', { name: 'Update' }).click();
    await savedAs(flag, `{"${name}":"typed","team":"web"}`);
    await view.assertNoProblems();
  });
}

test.run();
