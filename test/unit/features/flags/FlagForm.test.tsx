import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';
import { entityServer, flag, help, Pages, variant } from '../entity/fixtures';

test.before.each(resetStores);
test.after.each(cleanup);

const input = (view: View, label: string) => view.byLabel(label) as HTMLInputElement;

/** Adds a metadata entry (the n-th) with this key, type and value, as a user does. */
async function addEntry(view: View, n: number, key: string, type: string, value: string) {
  await view.press(view.byRole('button', 'Add Metadata'));
  await view.type(view.byLabel(`Metadata key ${n}`), key);
  if (type !== 'String') {
    await view.press(view.byRole('button', new RegExp(`^Metadata type ${n} `)));
    await view.press(await view.waitFor(() => view.byRole('menuitem', type)));
  }
  await view.type(view.byLabel(`Metadata value ${n}`), value);
}
const NEW = '/namespaces/default/flags/new';

test('the key follows a slug of the name until the user types a key of their own', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  assert.ok(view.byRole('heading', 'New Flag'));
  await view.type(input(view, 'Name'), 'New Checkout');
  assert.is(input(view, 'Key').value, 'New-Checkout');
  await view.type(input(view, 'Name'), 'New Checkout Flow');
  assert.is(input(view, 'Key').value, 'New-Checkout-Flow');
  await view.type(input(view, 'Key'), 'my key!');
  assert.is(input(view, 'Key').value, 'my-key', 'typed keys are sanitised');
  await view.type(input(view, 'Name'), 'Other');
  assert.is(input(view, 'Key').value, 'my-key');
});

test('the Enabled switch is for variant flags only, and changing the type turns it off', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  const enabled = () => view.queryByRole('switch', 'Enabled') as HTMLInputElement | null;
  assert.ok(enabled(), 'a new flag is a variant flag');
  await view.press(enabled() as HTMLInputElement);
  assert.ok(enabled()?.checked);
  await view.press(view.byRole('radio', 'Boolean'));
  assert.is(enabled(), null, "a boolean flag's enabled state is its Default Value");
  assert.ok(view.byRole('combobox', 'Default Value'), 'which shows instead');
  await view.press(view.byRole('radio', 'Variant'));
  assert.is(enabled()?.checked, false, 'the type change reset it');
});

test('Create waits for a valid change; a cleared name says Required', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  const create = view.byRole('button', 'Create');
  assert.ok(create.hasAttribute('disabled'), 'nothing typed');
  await view.type(input(view, 'Name'), 'Beta');
  assert.is(create.hasAttribute('disabled'), false);
  await view.type(input(view, 'Name'), '');
  assert.match(help(input(view, 'Name')), 'Required');
  assert.ok(create.hasAttribute('disabled'));
  await view.type(input(view, 'Name'), 'Beta');
  await addEntry(view, 1, 'tags', 'Object', '[1, 2]');
  assert.ok(create.hasAttribute('disabled'), 'an Object entry must be an object');
  assert.match(help(view.byLabel('Metadata value 1')), 'Must be a JSON object');
  await view.type(view.byLabel('Metadata value 1'), '{"a": 1}');
  assert.is(create.hasAttribute('disabled'), false);
  await addEntry(view, 2, 'tags', 'String', 'x');
  assert.match(help(view.byLabel('Metadata key 2')), 'Key must be unique');
  assert.ok(create.hasAttribute('disabled'), 'keys are unique');
  await view.press(view.allByRole('button', 'Remove metadata entry tags')[1] as HTMLElement);
  assert.is(create.hasAttribute('disabled'), false);
});

test('creating posts the form, says so and opens the new flag', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  await view.type(input(view, 'Name'), 'Dark Mode');
  await view.type(view.byLabel('Description'), 'Night theme');
  await view.press(view.byRole('switch', 'Enabled'));
  await addEntry(view, 1, 'owner', 'String', 'web');
  await addEntry(view, 2, 'tier', 'Number', '2');
  await addEntry(view, 3, 'beta', 'Boolean', 'true');
  await addEntry(view, 4, 'tags', 'Array', '["a"]');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created flag')));
  assert.equal(api.last('POST')?.body, {
    key: 'Dark-Mode',
    name: 'Dark Mode',
    description: 'Night theme',
    type: 'VARIANT_FLAG_TYPE',
    enabled: true,
    metadata: { owner: 'web', tier: 2, beta: true, tags: ['a'] },
  });
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags/Dark-Mode'));
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Dark Mode')));
});

test('a boolean flag is created with the BOOLEAN type and the Default Value chosen (false unless flipped)', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  await view.press(view.byRole('switch', 'Enabled'));
  await view.press(view.byRole('radio', 'Boolean'));
  const value = view.byRole('combobox', 'Default Value') as HTMLSelectElement;
  assert.is(value.value, 'false', 'the type change reset it');
  await view.press(document.getElementById('defaultValue') as HTMLElement);
  assert.is(value.value, 'true', 'a click on the switch flips it');
  await view.type(input(view, 'Name'), 'Kill switch');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(api.last('POST')));
  const body = api.last('POST')?.body as Record<string, unknown>;
  assert.is(body.type, 'BOOLEAN_FLAG_TYPE');
  assert.is(body.enabled, true);
});

test('a duplicate key shows at the key field only, and keeps what was typed', async () => {
  const { api } = entityServer({ flags: [flag('taken')] });
  const view = await render(<Pages />, { api, path: NEW });
  await view.type(input(view, 'Name'), 'taken');
  await view.type(view.byLabel('Description'), 'kept');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(help(input(view, 'Key')), 'flag "default/taken" is not unique'));
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'not repeated in an error toast');
  assert.is(input(view, 'Name').value, 'taken');
  assert.is((view.byLabel('Description') as HTMLTextAreaElement).value, 'kept');
  assert.is(view.path(), NEW);
});

test('editing locks key and type, offers to copy the key, and sends defaultVariantId', async () => {
  const { api } = entityServer({ flags: [flag('checkout', { enabled: true, variants: [variant('blue'), variant('red')], defaultVariant: variant('blue') })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/checkout' });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Flag checkout')));
  assert.ok(input(view, 'Key').readOnly);
  assert.ok(view.byRole('button', 'Copy to clipboard'));
  assert.ok((view.allByRole('radio') as HTMLInputElement[]).every((radio) => radio.disabled), 'the type cannot change');
  const update = view.byRole('button', 'Update');
  assert.ok(update.hasAttribute('disabled'), 'clean form');
  const select = view.byLabel('Default Variant');
  assert.is((await listboxValue(view, select)).value, 'id-blue');
  await view.type(select, 'id-red');
  await view.type(input(view, 'Name'), 'Checkout v2');
  await view.press(update);
  await view.waitFor(() => assert.ok(view.byText('Successfully updated flag')));
  assert.equal(api.last('PUT')?.body, {
    key: 'checkout',
    name: 'Checkout v2',
    description: '',
    type: 'VARIANT_FLAG_TYPE',
    enabled: true,
    defaultVariantId: 'id-red',
    metadata: {},
  });
  assert.is(view.path(), '/namespaces/default/flags/checkout', 'update stays');
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Checkout v2')));
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'), 'clean again');
});

test('None clears the default variant (null)', async () => {
  const { api } = entityServer({ flags: [flag('checkout', { variants: [variant('blue')], defaultVariant: variant('blue') })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/checkout' });
  const select = await view.waitFor(() => view.byLabel('Default Variant'));
  await view.type(select, 'None');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(api.last('PUT')));
  assert.is((api.last('PUT')?.body as Record<string, unknown>).defaultVariantId, null);
});

test('metadata of any JSON values shows locked, by key, and comes back unchanged after an edit elsewhere', async () => {
  const metadata = { owner: 'team-a', limit: 5, on: false, nested: { list: [1, 'x', null], b: 1 } };
  const { api } = entityServer({ flags: [flag('meta', { metadata })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/meta' });
  await view.waitFor(() => view.byLabel('Metadata key 4'));
  const shown = [1, 2, 3, 4].map((n) => [input(view, `Metadata key ${n}`).value, input(view, `Metadata value ${n}`).value]);
  assert.equal(shown, [['limit', '5'], ['nested', '{"b":1,"list":[1,"x",null]}'], ['on', 'false'], ['owner', 'team-a']]);
  assert.ok(input(view, 'Metadata value 2').disabled, 'saved entries are locked');
  await view.type(view.byLabel('Description'), 'now described');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(api.last('PUT')));
  assert.equal((api.last('PUT')?.body as Record<string, unknown>).metadata, metadata);
});

test('a saved entry unlocks with Edit; Remove drops one', async () => {
  const { api } = entityServer({ flags: [flag('meta', { metadata: { owner: 'a', tier: 1 } })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/meta' });
  await view.waitFor(() => view.byLabel('Metadata key 2'));
  await view.press(view.byRole('button', 'Edit metadata entry tier'));
  assert.is(input(view, 'Metadata value 2').disabled, false);
  await view.type(input(view, 'Metadata value 2'), '3');
  await view.press(view.byRole('button', 'Remove metadata entry owner'));
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(api.last('PUT')));
  assert.equal((api.last('PUT')?.body as Record<string, unknown>).metadata, { tier: 3 });
});

test("a boolean flag's Default Value sits above Name; a click or a choice saves it, said as Flipt 1.61 and 1.54 say it", async () => {
  const { api } = entityServer({ flags: [flag('kill', { type: 'BOOLEAN_FLAG_TYPE', enabled: false })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/kill' });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Flag kill')));
  const value = view.byRole('combobox', 'Default Value') as HTMLSelectElement;
  assert.ok(value.compareDocumentPosition(input(view, 'Name')) & Node.DOCUMENT_POSITION_FOLLOWING, 'above Name');
  assert.is(value.closest('label')?.id, 'defaultValue', "Flipt's id names the control scripts click");
  assert.match(value.getAttribute('aria-describedby') ? document.getElementById(value.getAttribute('aria-describedby')!)?.textContent ?? '' : '', 'no rollout matches');
  await view.press(document.getElementById('defaultValue') as HTMLElement);
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(view.byText('Successfully updated flag')));
  assert.ok(view.byText('Successfully updated default rollout'));
  assert.is((api.last('PUT')?.body as Record<string, unknown>).enabled, true);
  await view.type(value, 'false');
  await view.type(input(view, 'Name'), 'Kill');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.is((api.last('PUT')?.body as Record<string, unknown>).enabled, false));
});

test("a boolean flag's form has no Enabled switch and its update keeps the flag's enabled state", async () => {
  const { api } = entityServer({ flags: [flag('kill', { type: 'BOOLEAN_FLAG_TYPE', enabled: true })] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/kill' });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Flag kill')));
  assert.is(view.queryByRole('switch', 'Enabled'), null);
  assert.is(view.queryByLabel('Default Variant'), null);
  await view.type(input(view, 'Name'), 'Kill');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(api.last('PUT')));
  const body = api.last('PUT')?.body as Record<string, unknown>;
  assert.is(body.enabled, true);
  assert.is(body.defaultVariantId, null);
});

test('read-only: every field and Update are disabled with the reason as their title', async () => {
  const { api } = entityServer({ flags: [flag('checkout', { variants: [variant('blue')] })], storageType: 'git' });
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/checkout' });
  await view.waitFor(() => assert.ok(input(view, 'Name').disabled));
  for (const control of [input(view, 'Name'), view.byLabel('Description'), view.byRole('button', 'Add Metadata'), view.byLabel('Default Variant'), view.byRole('switch', 'Enabled')]) {
    assert.ok((control as HTMLInputElement).disabled, `${control.outerHTML.slice(0, 60)} is disabled`);
    assert.is(control.closest('[title]')?.getAttribute('title'), 'Not allowed in Read-Only mode');
  }
  const update = view.byRole('button', 'Update');
  assert.ok(update.hasAttribute('disabled'));
  const reason = document.getElementById(update.parentElement?.getAttribute('aria-describedby') ?? '');
  assert.is(reason?.textContent, 'Not allowed in Read-Only mode');
});

test.run();
