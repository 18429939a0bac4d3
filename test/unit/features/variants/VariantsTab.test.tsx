import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useFlag, useFlags } from '../../../../ui/features/flags/hooks';
import { VariantsTab } from '../../../../ui/features/variants/VariantsTab';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

type V = { id: string; key: string; name: string; description: string; attachment: string };
type F = { key: string; name: string; description: string; enabled: boolean; type: string; variants: V[]; defaultVariant?: V; metadata?: Record<string, unknown> };

const FLAG_PATH = 'api/v1/namespaces/default/flags/colors';
const BLUE: V = { id: 'v-blue', key: 'blue', name: 'Blue', description: 'The blue one', attachment: '{"color":"#00f","sizes":[1,2,3],"label":"big"}' };
const RED: V = { id: 'v-red', key: 'red.v2', name: 'Red', description: '', attachment: '' };

/** A fake server holding one variant flag 'colors' whose variants and default follow the writes. */
function server(variants: V[] = [BLUE, RED], storageType = 'database'): { api: FakeApi; flag: F } {
  const flag: F = { key: 'colors', name: 'Colors', description: 'Palette', enabled: true, type: 'VARIANT_FLAG_TYPE', variants: variants.map((v) => ({ ...v })), metadata: { team: 'web' } };
  let next = 1;
  const api = fakeApi()
    .defaults({ storageType })
    .on('GET', FLAG_PATH, () => flag)
    .on('GET', 'api/v1/namespaces/default/flags', () => ({ flags: [flag], totalCount: 1 }))
    .on('POST', `${FLAG_PATH}/variants`, ({ body }) => {
      const created = { ...(body as V), id: `v-new-${next++}` };
      flag.variants.push(created);
      return created;
    })
    .on('PUT', `${FLAG_PATH}/variants/:id`, ({ params, body }) => Object.assign(flag.variants.find((v) => v.id === params.id) as V, body))
    .on('DELETE', `${FLAG_PATH}/variants/:id`, ({ params }) => {
      flag.variants = flag.variants.filter((v) => v.id !== params.id);
      if (flag.defaultVariant?.id === params.id) delete flag.defaultVariant;
      return {};
    });
  return { api, flag };
}

/** The flag page's part: it loads the flag (and the namespace list) and hands the flag to the tab. */
function FlagHarness() {
  useFlags('default');
  const { data } = useFlag('default', 'colors');
  return data ? <VariantsTab namespaceKey="default" flag={data} /> : null;
}

const open = (api: FakeApi) => render(<FlagHarness />, { api });

/** The texts linked to a field through aria-describedby (its description and errors). */
function help(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

// The key is a plain cell (as in Flipt's console), the first of its row.
const rowHeaders = (view: View) => Array.from(view.container.querySelectorAll('tbody tr > :first-child'));
/** A row's action link, named as in Flipt's console: "Edit ,blue". */
const action = (view: View, verb: string, key: string) => view.byRole('link', new RegExp(`^${verb} ?,${key.replace('.', '\\.')}$`));
const keys = (view: View) => rowHeaders(view).map((th) => th.firstElementChild?.firstChild?.textContent);
const rowOf = (view: View, key: string) => rowHeaders(view).find((th) => th.textContent?.startsWith(key))?.closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent);
const value = (view: View, label: string) => (view.byLabel(label) as HTMLInputElement).value;

test('lists key, name, description and a cut attachment preview; the default variant has a badge', async () => {
  const { api, flag } = server();
  flag.defaultVariant = flag.variants[1];
  const view = await open(api);
  assert.ok(view.byRole('table', 'Variants'));
  assert.equal(keys(view), ['blue', 'red.v2']);
  assert.equal(cells(rowOf(view, 'blue')).slice(0, 4), ['blue', 'Blue', 'The blue one', '{"color":"#00f","sizes":[…']);
  assert.equal(cells(rowOf(view, 'red.v2')).slice(0, 4), ['red.v2Default', 'Red', '', '']);
  assert.ok(action(view, 'Edit', 'blue'));
  assert.ok(action(view, 'Delete', 'red.v2'));
  assert.ok(view.byRole('button', 'New Variant'));
});

test('without variants a dashed tile invites to create the first one', async () => {
  const { api } = server([]);
  const view = await open(api);
  assert.is(view.queryByRole('table', 'Variants'), null);
  assert.ok(view.byRole('heading', 'No variants yet'));
  assert.is(view.allByRole('button', 'New Variant').length, 1);
  await view.press(view.byRole('button', 'New Variant'));
  assert.ok(view.byRole('dialog', 'New Variant'));
});

test('creating posts the dotted key, name, description and attachment, then refreshes the flag and the list', async () => {
  const { api } = server();
  const view = await open(api);
  const flagGets = api.count('GET', FLAG_PATH);
  const listGets = api.count('GET', 'api/v1/namespaces/default/flags');
  await view.press(view.byRole('button', 'New Variant'));
  const dialog = view.byRole('dialog', 'New Variant');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'), 'nothing typed yet');
  await view.type(view.byLabel('Key'), 'green.v1');
  await view.type(view.byLabel('Name'), 'Green');
  await view.type(view.byLabel('Description'), 'Fresh');
  await view.type(view.byLabel('Attachment'), ' {"color": "#0f0"} ');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created variant.')));
  assert.is(api.last('POST')?.path, `${FLAG_PATH}/variants`);
  assert.equal(api.last('POST')?.body, { key: 'green.v1', name: 'Green', description: 'Fresh', attachment: '{"color": "#0f0"}' });
  assert.not.ok(document.body.contains(dialog), 'the slide-over closed');
  await view.waitFor(() => assert.equal(keys(view), ['blue', 'red.v2', 'green.v1']));
  assert.ok(api.count('GET', FLAG_PATH) > flagGets, 'the flag is fetched again');
  assert.ok(api.count('GET', 'api/v1/namespaces/default/flags') > listGets, 'the flag list is fetched again');
});

test('a key with other characters than letters, numbers, hyphens, dots and underscores is refused', async () => {
  const { api } = server();
  const view = await open(api);
  await view.press(view.byRole('button', 'New Variant'));
  await view.type(view.byLabel('Key'), 'big blue!');
  assert.match(help(view.byLabel('Key')), 'Only letters, numbers, hypens, dots and underscores allowed');
  assert.is(view.byLabel('Key').getAttribute('aria-invalid'), 'true');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
  await view.type(view.byLabel('Key'), '');
  assert.match(help(view.byLabel('Key')), 'Required');
  await view.type(view.byLabel('Key'), 'big_blue.v-2');
  assert.not.match(help(view.byLabel('Key')), 'allowed');
  assert.is(view.byRole('button', 'Create').hasAttribute('disabled'), false);
  assert.is(api.count('POST', `${FLAG_PATH}/variants`), 0);
});

test('an attachment that is not JSON says "Must be valid JSON" and blocks Create', async () => {
  const { api } = server();
  const view = await open(api);
  await view.press(view.byRole('button', 'New Variant'));
  await view.type(view.byLabel('Key'), 'green');
  await view.type(view.byLabel('Attachment'), '{"color": }');
  assert.match(help(view.byLabel('Attachment')), 'Must be valid JSON');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
  await view.type(view.byLabel('Attachment'), '["ok"]');
  assert.not.match(help(view.byLabel('Attachment')), 'Must be valid JSON');
  assert.is(view.byRole('button', 'Create').hasAttribute('disabled'), false);
});

test('editing shows the attachment pretty-printed and puts all four fields, a changed key included', async () => {
  const { api } = server();
  const view = await open(api);
  await view.press(action(view, 'Edit', 'blue'));
  assert.ok(view.byRole('dialog', 'Edit Variant'));
  assert.is(value(view, 'Key'), 'blue');
  assert.is(value(view, 'Attachment'), JSON.stringify(JSON.parse(BLUE.attachment), null, 2));
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'), 'nothing changed yet');
  await view.type(view.byLabel('Key'), 'navy');
  await view.type(view.byLabel('Name'), 'Navy');
  await view.type(view.byLabel('Attachment'), '');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(view.byText('Successfully updated variant.')));
  assert.is(api.last('PUT')?.path, `${FLAG_PATH}/variants/v-blue`);
  assert.equal(api.last('PUT')?.body, { key: 'navy', name: 'Navy', description: 'The blue one', attachment: '' });
  await view.waitFor(() => assert.equal(keys(view), ['navy', 'red.v2']));
});

test("a refused save shows the server's message by the key only, keeping what was typed", async () => {
  const { api } = server();
  api.fail('POST', `${FLAG_PATH}/variants`, 400, 'variant "blue" is not unique for flag "default/colors"');
  const view = await open(api);
  await view.press(view.byRole('button', 'New Variant'));
  await view.type(view.byLabel('Key'), 'blue');
  await view.type(view.byLabel('Name'), 'Another blue');
  await view.type(view.byLabel('Attachment'), '{"a":1}');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(help(view.byLabel('Key')), 'is not unique for flag'));
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'not repeated in an error toast');
  assert.ok(view.byRole('dialog', 'New Variant'), 'the slide-over stays open');
  assert.equal([value(view, 'Key'), value(view, 'Name'), value(view, 'Attachment')], ['blue', 'Another blue', '{"a":1}']);
});

test('a server refusal of the attachment shows under the attachment', async () => {
  const { api } = server();
  api.fail('PUT', `${FLAG_PATH}/variants/:id`, 400, 'invalid field attachment: must be less than 1000 KB');
  const view = await open(api);
  await view.press(action(view, 'Edit', 'red.v2'));
  await view.type(view.byLabel('Attachment'), '"big"');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(help(view.byLabel('Attachment')), 'must be less than 1000 KB'));
  assert.is(value(view, 'Attachment'), '"big"');
});

test('deleting asks first, deletes by id and refreshes the flag', async () => {
  const { api } = server();
  const view = await open(api);
  await view.press(action(view, 'Delete', 'blue'));
  const confirm = view.byRole('alertdialog', 'Delete Variant');
  assert.match(confirm.textContent ?? '', 'Are you sure you want to delete the variant blue? This action cannot be undone.');
  assert.not.match(confirm.textContent ?? '', 'default variant');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.equal(keys(view), ['red.v2']));
  assert.is(api.last('DELETE')?.path, `${FLAG_PATH}/variants/v-blue`);
  assert.ok(view.byText('Successfully deleted variant'));
});

test('deleting the default variant says so in the confirmation', async () => {
  const { api, flag } = server();
  flag.defaultVariant = flag.variants[0];
  const view = await open(api);
  await view.press(action(view, 'Delete', 'blue'));
  assert.match(view.byRole('alertdialog', 'Delete Variant').textContent ?? '', 'It is the default variant of this flag');
});

test('read-only: New Variant is disabled with a reason; rows only offer View, which opens without Update', async () => {
  const { api } = server(undefined, 'git');
  const view = await open(api);
  await view.waitFor(() => assert.ok(view.byRole('button', 'New Variant').hasAttribute('disabled')));
  assert.is(view.queryByRole('button', /^(Edit|Delete|Set|Clear)/), null);
  const focusable = view.byRole('button', 'New Variant').parentElement as HTMLElement;
  await view.act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    focusable.focus();
  });
  await view.waitFor(() => assert.ok(view.byRole('tooltip', 'Not allowed in Read-Only mode')), 2000);
  await view.press(action(view, 'View', 'blue'));
  assert.ok(view.byRole('dialog', 'View Variant'));
  assert.ok((view.byLabel('Key') as HTMLInputElement).readOnly);
  assert.ok((view.byLabel('Attachment') as HTMLTextAreaElement).readOnly);
  assert.is(view.queryByRole('button', 'Update'), null);
});

test('names, descriptions and attachments with markup render as text', async () => {
  const xss = '<img src=x onerror=alert(1)>';
  const { api } = server([{ id: 'v-x', key: 'x', name: xss, description: xss, attachment: JSON.stringify({ html: xss }) }]);
  const view = await open(api);
  assert.is(view.container.querySelector('img'), null);
  assert.equal(cells(rowOf(view, 'x')).slice(1, 3), [xss, xss]);
});

test.run();
