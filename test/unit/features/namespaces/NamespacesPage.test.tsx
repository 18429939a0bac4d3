import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NamespacesPage } from '../../../../ui/features/namespaces';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

type Ns = { key: string; name: string; description?: string; protected?: boolean; createdAt?: string; updatedAt?: string };
const ns = (key: string, name: string, extra: Partial<Ns> = {}): Ns => ({
  key,
  name,
  description: '',
  protected: false,
  createdAt: '2025-01-06T10:00:00Z',
  updatedAt: '2025-01-07T23:30:00Z',
  ...extra,
});
const DEFAULT = ns('default', 'Default', { description: 'Default namespace', protected: true, createdAt: '2024-12-31T23:59:00Z' });

/** A fake server whose namespace list reflects creates, updates and deletes. */
function server(initial: Ns[] = [DEFAULT, ns('staging', 'Staging', { description: 'Pre-production' })], storageType = 'database'): { api: FakeApi; list: Ns[] } {
  const list = [...initial];
  const api = fakeApi()
    .defaults({ storageType })
    .on('GET', 'api/v1/namespaces', () => ({ namespaces: list, nextPageToken: '', totalCount: list.length }))
    // An edit reads the namespace before it writes (the conflict guard).
    .on('GET', 'api/v1/namespaces/:key', ({ params }) => list.find((n) => n.key === params.key) as Ns)
    .on('POST', 'api/v1/namespaces', ({ body }) => {
      const created = ns((body as Ns).key, (body as Ns).name, { description: (body as Ns).description });
      list.push(created);
      return created;
    })
    .on('PUT', 'api/v1/namespaces/:key', ({ params, body }) => {
      const found = list.find((n) => n.key === params.key) as Ns;
      Object.assign(found, body);
      return found;
    })
    .on('DELETE', 'api/v1/namespaces/:key', ({ params }) => {
      list.splice(list.findIndex((n) => n.key === params.key), 1);
      return {};
    });
  return { api, list };
}

/** The texts linked to a field through aria-describedby (its description and errors). */
function help(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

// The test queries map <th> to columnheader whatever its scope, so row headers are found by tag.
const rowHeaders = (view: View) => Array.from(view.container.querySelectorAll('tbody th[scope="row"]'));
const rowTexts = (view: View) => rowHeaders(view).map((th) => th.textContent);
const rowOf = (view: View, key: string) => rowHeaders(view).find((th) => th.textContent === key)?.closest('tr') as HTMLElement;

test('lists namespaces with key, name, description and UTC dates; the default cannot be deleted', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  assert.ok(view.byRole('heading', 'Namespaces'));
  assert.ok(view.byRole('table', 'Namespaces'));
  assert.equal(rowTexts(view), ['default', 'staging']);
  const staging = rowOf(view, 'staging');
  assert.equal(
    Array.from(staging.querySelectorAll('td')).map((td) => td.textContent),
    ['Staging', 'Pre-production', '2025-01-06', '2025-01-07', 'Import / ExportCompareDelete, Staging'],
  );
  // Flipt's names: the name is a link that edits; Delete is a link named "Delete , <name>"; the
  // default namespace's Delete is plain text saying why in a tooltip.
  assert.ok(view.byRole('link', 'Staging'));
  assert.is(view.byRole('link', 'Import / Export staging').getAttribute('href'), '/namespaces/staging/import-export');
  assert.is(view.byRole('link', 'Compare staging').getAttribute('href'), '/namespaces/staging/compare');
  assert.is(view.queryByRole('link', 'Delete, Default'), null, 'the default namespace cannot be deleted');
  assert.ok(view.byText('Delete, Default'));
  assert.ok(view.byRole('link', 'Delete, Staging'));
  assert.is(view.queryByRole('searchbox'), null, 'no search under 10 rows');
});

test('sorting a column sets aria-sort and reorders the rows', async () => {
  const { api } = server([DEFAULT, ns('alpha', 'Zulu'), ns('beta', 'Alpha')]);
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'Name'));
  const header = view.byRole('button', 'Name').closest('th') as HTMLElement;
  assert.is(header.getAttribute('aria-sort'), 'ascending');
  assert.equal(rowTexts(view), ['beta', 'default', 'alpha']);
  await view.press(view.byRole('button', 'Name'));
  assert.is(header.getAttribute('aria-sort'), 'descending');
  assert.equal(rowTexts(view), ['alpha', 'default', 'beta']);
  assert.match(view.path(), 'sort=name');
  await view.press(view.byRole('button', 'Created'));
  assert.equal(rowTexts(view), ['default', 'alpha', 'beta'], 'oldest first');
});

test('creating: the key follows the name, Create waits for a valid change, the list refreshes', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'New Namespace'));
  const dialog = view.byRole('dialog', 'New Namespace');
  assert.ok(view.byRole('link', /^Learn more about namespaces/));
  const create = view.byRole('button', 'Create');
  assert.ok(create.hasAttribute('disabled'), 'nothing typed yet');
  await view.type(view.byLabel('Name'), 'QA Team');
  assert.is((view.byLabel('Key') as HTMLInputElement).value, 'QA-Team');
  await view.type(view.byLabel('Name'), 'QA Team One');
  assert.is((view.byLabel('Key') as HTMLInputElement).value, 'QA-Team-One');
  await view.type(view.byLabel('Description'), 'Quality checks');
  assert.is(create.hasAttribute('disabled'), false);
  await view.press(create);
  await view.waitFor(() => assert.ok(view.byText('Successfully created namespace.')));
  assert.equal(api.last('POST')?.body, { key: 'QA-Team-One', name: 'QA Team One', description: 'Quality checks' });
  assert.is(api.count('GET', 'api/v1/namespaces'), 2);
  assert.not.ok(document.body.contains(dialog), 'the slide-over closed');
  assert.equal(rowTexts(view), ['default', 'staging', 'QA-Team-One']);
});

test('a typed key stops following the name; invalid characters are dropped', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'New Namespace'));
  await view.type(view.byLabel('Name'), 'Team');
  await view.type(view.byLabel('Key'), 'my key!');
  assert.is((view.byLabel('Key') as HTMLInputElement).value, 'my-key');
  await view.type(view.byLabel('Name'), 'Team Two');
  assert.is((view.byLabel('Key') as HTMLInputElement).value, 'my-key');
});

test('a cleared field shows "Required" next to it and Create stays disabled', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'New Namespace'));
  await view.type(view.byLabel('Name'), 'QA');
  await view.type(view.byLabel('Name'), '');
  assert.match(help(view.byLabel('Name')), 'Required');
  assert.is(view.byLabel('Name').getAttribute('aria-invalid'), 'true');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
  assert.is(api.count('POST', 'api/v1/namespaces'), 0);
});

test("the server's refusal shows next to the key (not in a toast) and keeps the input", async () => {
  const { api } = server();
  api.fail('POST', 'api/v1/namespaces', 400, 'namespace "staging" is not unique');
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'New Namespace'));
  await view.type(view.byLabel('Name'), 'staging');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(help(view.byLabel('Key')), 'namespace "staging" is not unique'));
  assert.ok(view.byRole('dialog', 'New Namespace'), 'the slide-over stays open');
  assert.is((view.byLabel('Name') as HTMLInputElement).value, 'staging');
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'not repeated in an error toast');
  await view.type(view.byLabel('Key'), 'staging-2');
  assert.not.match(help(view.byLabel('Key')), 'not unique', 'editing the field clears its server error');
});

test('a server error without a field shows above the form', async () => {
  const { api } = server();
  api.fail('POST', 'api/v1/namespaces', 500, 'database is locked');
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('button', 'New Namespace'));
  await view.type(view.byLabel('Name'), 'qa');
  await view.press(view.byRole('button', 'Create'));
  const dialog = view.byRole('dialog', 'New Namespace');
  await view.waitFor(() => assert.ok(Array.from(dialog.querySelectorAll('[role="alert"]')).some((el) => el.textContent === 'database is locked')));
});

test('editing: the name opens "Edit Namespace" with the key locked; Update sends name and description', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('link', 'Staging'));
  assert.ok(view.byRole('dialog', 'Edit Namespace'));
  const key = view.byLabel('Key') as HTMLInputElement;
  assert.is(key.value, 'staging');
  assert.ok(key.disabled);
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'), 'nothing changed yet');
  await view.type(view.byLabel('Name'), 'Stage');
  await view.type(view.byLabel('Description'), 'after');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(view.byText('Successfully updated namespace.')));
  assert.is(api.last('PUT')?.path, 'api/v1/namespaces/staging');
  assert.equal(api.last('PUT')?.body, { name: 'Stage', description: 'after' });
  await view.waitFor(() => assert.ok(view.byRole('link', 'Stage')));
});

test('deleting asks first, then deletes and refreshes the list', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('link', 'Delete, Staging'));
  const confirm = view.byRole('dialog', 'Delete Namespace');
  assert.match(confirm.textContent ?? '', 'Are you sure you want to delete the namespace staging? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.equal(rowTexts(view), ['default']));
  assert.is(api.last('DELETE')?.path, 'api/v1/namespaces/staging');
  assert.is(view.queryByRole('dialog', 'Delete Namespace'), null);
});

test("a refused delete shows the server's message in the error toast and the dialog closes", async () => {
  const { api } = server();
  api.fail('DELETE', 'api/v1/namespaces/staging', 400, 'namespace "staging" cannot be deleted; flags must be deleted first');
  const view = await render(<NamespacesPage />, { api });
  await view.press(view.byRole('link', 'Delete, Staging'));
  await view.press(view.byRole('button', 'Delete'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'flags must be deleted first');
  assert.is(view.queryByRole('dialog', 'Delete Namespace'), null);
  assert.equal(rowTexts(view), ['default', 'staging']);
});

test('read-only: New Namespace is disabled with a reason, names are plain text, Delete is hidden', async () => {
  const { api } = server(undefined, 'git');
  const view = await render(<NamespacesPage />, { api });
  await view.waitFor(() => assert.ok(view.byRole('button', 'New Namespace').hasAttribute('disabled')));
  assert.is(view.queryByRole('button', /^Edit /), null);
  assert.is(view.queryByRole('button', /^Delete/), null);
  assert.ok(view.byText('Staging'));
  const focusable = view.byRole('button', 'New Namespace').parentElement as HTMLElement;
  await view.act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    focusable.focus();
  });
  await view.waitFor(() => assert.ok(view.byRole('tooltip', 'Not allowed in Read-Only mode')), 2000);
});

test('search shows from 10 namespaces; pages of 20 with Previous/Next above that', async () => {
  const many = [DEFAULT, ...Array.from({ length: 24 }, (_, i) => ns(`team-${String(i + 1).padStart(2, '0')}`, `Team ${i + 1}`))];
  const { api } = server(many);
  const view = await render(<NamespacesPage />, { api });
  assert.is(rowHeaders(view).length, 20);
  assert.ok(view.byText('Showing 1–20 of 25'));
  assert.ok(view.byRole('button', 'Previous').hasAttribute('disabled'));
  await view.press(view.byRole('button', 'Next'));
  assert.equal(rowTexts(view), ['team-20', 'team-21', 'team-22', 'team-23', 'team-24']);
  assert.match(view.path(), 'page=2');
  await view.type(view.byRole('searchbox', 'Search namespaces'), 'team-1');
  assert.equal(rowTexts(view), ['team-10', 'team-11', 'team-12', 'team-13', 'team-14', 'team-15', 'team-16', 'team-17', 'team-18', 'team-19']);
  assert.is(view.queryByRole('navigation', 'Namespace pages'), null, 'one page of results: no pager');
});

test('below 10 namespaces there is no search, and a search in the link is not applied', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api, path: '/settings/namespaces?q=nothing-matches' });
  await view.waitFor(() => assert.equal(rowTexts(view), ['default', 'staging']));
  assert.is(view.queryByRole('searchbox', 'Search namespaces'), null);
});

test('a sorted namespace list keeps its sort in the link only, not in the remembered table sorts', async () => {
  const { api } = server();
  const view = await render(<NamespacesPage />, { api });
  await view.waitFor(() => assert.equal(rowTexts(view), ['default', 'staging']));
  await view.press(view.byRole('button', /^Key/));
  await view.press(view.byRole('button', /^Key/));
  assert.equal(rowTexts(view), ['staging', 'default']);
  assert.match(view.path(), 'sort=key&dir=desc');
  assert.is(localStorage.getItem('tables'), null);
});

test.run();
