import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TokensPage } from '../../../../ui/features/tokens';
import { dayAfter } from '../../../../ui/features/tokens/TokenForm';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

type Token = { id: string; method: string; metadata: Record<string, string>; createdAt: string; expiresAt?: string };
const token = (id: string, extra: Record<string, string> = {}, expiresAt?: string): Token => ({
  id,
  method: 'METHOD_TOKEN',
  metadata: { 'io.flipt.auth.token.name': id, ...extra },
  createdAt: '2025-01-06T10:00:00Z',
  ...(expiresAt ? { expiresAt } : {}),
});
const enabled = { methods: [{ method: 'METHOD_TOKEN', enabled: true, sessionCompatible: false }] };
const namespaces = [
  { key: 'default', name: 'Default', protected: true },
  { key: 'staging', name: 'Staging' },
];

/** A fake server whose token list reflects creates and deletes. */
function server(initial: Token[] = [], storageType = 'database'): FakeApi {
  const list = [...initial];
  return fakeApi()
    .defaults({ storageType, namespaces })
    .on('GET', 'auth/v1/method', enabled)
    .on('GET', 'auth/v1/tokens', () => ({ authentications: list, nextPageToken: '' }))
    .on('POST', 'auth/v1/method/token', ({ body }) => {
      const input = body as { name: string; description?: string; namespaceKey?: string; expiresAt?: string };
      const created = token(input.name, { 'io.flipt.auth.token.description': input.description ?? '' }, input.expiresAt);
      list.push(created);
      return { clientToken: 'secret-token-shown-once', authentication: created };
    })
    .on('DELETE', 'auth/v1/tokens/:id', ({ params }) => {
      list.splice(list.findIndex((t) => t.id === params.id), 1);
      return {};
    });
}

// As in Flipt's console, the name is a plain cell (no row headers): the first after the checkbox.
const rowNames = (view: View) => Array.from(view.container.querySelectorAll('tbody tr')).map((tr) => tr.querySelectorAll('td')[1]?.textContent);
const help = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

test('without the token method the page says so and loads no tokens', async () => {
  const api = fakeApi().on('GET', 'auth/v1/method', { methods: [{ method: 'METHOD_TOKEN', enabled: false }] });
  const view = await render(<TokensPage />, { api });
  assert.ok(view.byRole('heading', 'Static Tokens'));
  assert.ok(view.byRole('heading', 'Token Authentication Disabled'));
  assert.ok(view.byText('See the configuration documentation for more information.'));
  assert.is(view.queryByRole('button', 'New Token'), null);
  assert.is(view.queryByRole('table'), null);
  assert.is(api.count('GET', 'auth/v1/tokens'), 0);
});

test('lists tokens with name, description, namespace, expiry and creation time', async () => {
  const api = server([
    token('ci', { 'io.flipt.auth.token.description': 'CI pipeline', 'io.flipt.auth.token.namespace': 'staging' }, '2031-05-18T00:00:00Z'),
    token('ops'),
  ]);
  const view = await render(<TokensPage />, { api });
  await view.waitFor(() => assert.equal(rowNames(view), ['ci', 'ops']));
  const row = view.container.querySelector('tbody tr') as HTMLElement;
  assert.equal(
    Array.from(row.querySelectorAll('td')).slice(2).map((td) => td.textContent),
    ['CI pipeline', 'staging', '2031-05-17, end of day UTC', '2025-01-06 10:00:00 UTC', 'Delete, ci'],
  );
  assert.ok(view.byRole('checkbox', 'Select ci'));
  assert.ok(view.byRole('checkbox', 'Select all'));
  assert.match(view.byText(/^Never$/).textContent ?? '', 'Never');
});

// byRole fails when several buttons match: each time there is exactly one New Token.
test('without tokens, New Token is in the empty tile only', async () => {
  const view = await render(<TokensPage />, { api: server() });
  const tile = await view.waitFor(() => view.byText('No tokens yet'));
  assert.ok(tile.parentElement?.contains(view.byRole('button', 'New Token')));
});

test('once tokens exist, New Token is in the header only', async () => {
  const view = await render(<TokensPage />, { api: server([token('ci')]) });
  await view.waitFor(() => assert.equal(rowNames(view), ['ci']));
  assert.ok(view.byRole('button', 'New Token').closest('header'));
  assert.is(view.queryByText('No tokens yet'), null);
});

test('read-only storage does not affect tokens', async () => {
  const view = await render(<TokensPage />, { api: server([token('ci')], 'git') });
  await view.waitFor(() => assert.equal(rowNames(view), ['ci']));
  assert.is(view.byRole('button', 'New Token').hasAttribute('disabled'), false);
  assert.ok(view.byRole('link', 'Delete, ci'));
});

test('a new token: labelled fields, next-midnight expiry, namespace scope, shown once', async () => {
  const api = server();
  const view = await render(<TokensPage />, { api });
  await view.waitFor(() => view.byText('No tokens yet'));
  await view.press(view.byRole('button', 'New Token'));
  assert.ok(view.byRole('dialog', 'New Token'));
  const create = view.byRole('button', 'Create');
  assert.ok(create.hasAttribute('disabled'), 'a name is required first');
  await view.type(view.byLabel('Name'), 'ci-deploy');
  await view.type(view.byLabel('Description'), 'CI pipeline');
  const expires = view.byLabel('Expires On') as HTMLInputElement;
  assert.is(expires.type, 'date');
  assert.match(expires.min, /^\d{4}-\d{2}-\d{2}$/);
  await view.type(expires, '2031-05-17');
  assert.is(view.queryByLabel(/^Namespace$/), null, 'no namespace choice until scoped');
  await view.press(view.byRole('checkbox', 'Scope this token to a single namespace'));
  // Named by its value, as Flipt's namespace picker is; the "Namespace" caption describes it.
  const scope = await view.waitFor(() => view.byRole('button', 'Default'));
  assert.is(document.getElementById(scope.getAttribute('aria-describedby') ?? '')?.textContent, 'Namespace');
  await view.type(scope, 'staging');
  await view.press(create);
  const shown = await view.waitFor(() => view.byRole('dialog', 'Created Token'));
  assert.equal(api.last('POST')?.body, {
    name: 'ci-deploy',
    description: 'CI pipeline',
    expiresAt: '2031-05-18T00:00:00.000Z',
    namespaceKey: 'staging',
  });
  assert.match(shown.textContent ?? '', 'Please copy the token below and store it in a secure location.');
  assert.ok(view.byText('You will not be able to view it again'));
  assert.is(shown.querySelector('pre')?.textContent, 'secret-token-shown-once');
  assert.ok(view.byRole('button', 'Copy'));
  assert.is(view.queryByRole('dialog', 'New Token'), null);
  await view.press(view.byRole('button', 'Close'));
  assert.is(view.queryByRole('dialog', 'Created Token'), null);
  assert.not.match(document.body.textContent ?? '', 'secret-token-shown-once');
  await view.waitFor(() => assert.equal(rowNames(view), ['ci-deploy']));
});

test('the expiry is the midnight that ends the chosen day; unscoped tokens send no namespace', async () => {
  assert.is(dayAfter('2031-12-31'), '2032-01-01');
  const api = server();
  usePreferences.setState({ timezone: 'local' });
  const view = await render(<TokensPage />, { api });
  await view.press(await view.waitFor(() => view.byRole('button', 'New Token')));
  await view.type(view.byLabel('Name'), 'plain');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => view.byRole('dialog', 'Created Token'));
  assert.equal(api.last('POST')?.body, { name: 'plain' });
});

test('field errors: a cleared name, a past date and a server refusal show next to their fields', async () => {
  const api = server().fail('POST', 'auth/v1/method/token', 400, 'invalid field name: must be at most 255 characters');
  const view = await render(<TokensPage />, { api });
  await view.press(await view.waitFor(() => view.byRole('button', 'New Token')));
  await view.type(view.byLabel('Name'), 'x');
  await view.type(view.byLabel('Name'), '');
  assert.match(help(view.byLabel('Name')), 'Required');
  await view.type(view.byLabel('Name'), 'too-long');
  await view.type(view.byLabel('Expires On'), '2001-01-01');
  await view.press(view.byRole('button', 'Create'));
  assert.match(help(view.byLabel('Expires On')), 'Choose today or a later date');
  assert.is(api.count('POST', 'auth/v1/method/token'), 0);
  await view.type(view.byLabel('Expires On'), '');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(help(view.byLabel('Name')), 'must be at most 255 characters'));
  assert.is((view.byLabel('Name') as HTMLInputElement).value, 'too-long');
  assert.ok(view.byRole('dialog', 'New Token'));
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'the field error is not toasted as well');
});

test('deleting one token names it in a confirmation titled in the singular', async () => {
  const api = server([token('ci'), token('ops')]);
  const view = await render(<TokensPage />, { api });
  await view.press(await view.waitFor(() => view.byRole('link', 'Delete, ops')));
  const confirm = view.byRole('alertdialog', 'Delete Token');
  assert.match(confirm.textContent ?? '', 'Are you sure you want to delete the token ops? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.equal(rowNames(view), ['ci']));
  assert.equal(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path), ['auth/v1/tokens/ops']);
  assert.ok(view.byText('Successfully deleted token'));
});

test('select-all is indeterminate for a partial selection and selects every row', async () => {
  const view = await render(<TokensPage />, { api: server([token('a'), token('b'), token('c')]) });
  await view.press(await view.waitFor(() => view.byRole('checkbox', 'Select a')));
  const all = view.byRole('checkbox', 'Select all') as HTMLInputElement;
  assert.ok(all.indeterminate);
  assert.ok(view.byText('1 selected'));
  await view.press(all);
  assert.ok(['a', 'b', 'c'].every((id) => (view.byRole('checkbox', `Select ${id}`) as HTMLInputElement).checked));
  assert.ok(view.byText('3 selected'));
  await view.press(view.byRole('checkbox', 'Select all'));
  assert.is(view.queryByRole('button', 'Delete'), null);
});

test('bulk delete stops at the first error and says how many were deleted', async () => {
  const api = server([token('a'), token('b'), token('c')]).fail('DELETE', 'auth/v1/tokens/b', 500, 'storage unavailable');
  const view = await render(<TokensPage />, { api });
  await view.press(await view.waitFor(() => view.byRole('checkbox', 'Select all')));
  await view.press(view.byRole('button', 'Delete'));
  assert.match(view.byRole('alertdialog', 'Delete Tokens').textContent ?? '', 'Are you sure you want to delete the selected tokens? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Deleted 1 of 3 tokens, then stopped: storage unavailable');
  assert.equal(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path), ['auth/v1/tokens/a', 'auth/v1/tokens/b']);
  await view.waitFor(() => assert.equal(rowNames(view), ['b', 'c']));
  assert.ok(view.byText('2 selected'), 'the tokens left stay selected');
});

test.run();
