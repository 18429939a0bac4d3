// The flags list (SPEC §2–3, UI-INVENTORY §2.7) inside the real routes: rows and their links,
// search, sort and page in the URL, the remembered sort, empty and no-match states, read-only
// mode and a failed load.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppRoutes } from '../../../../ui/app/routes';
import { useUserEvents } from '../../../../ui/stores/events';
import { usePreferences } from '../../../../ui/stores/preferences';
import { useTableSorting } from '../../../../ui/stores/tables';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, renderApp, resetStores, type View } from '../../../helpers/render';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

type Flag = { key: string; name: string; description: string; type: string; enabled: boolean; createdAt: string; updatedAt: string };
const flag = (i: number, extra: Partial<Flag> = {}): Flag => ({
  key: `flag-${String(i).padStart(2, '0')}`,
  name: `Flag ${i}`,
  description: '',
  type: i % 2 ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE',
  enabled: i % 3 === 0,
  createdAt: `2025-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
  updatedAt: '2025-02-01T10:00:00Z',
  ...extra,
});
const many = (n: number) => Array.from({ length: n }, (_, i) => flag(i));

/** The flags, and what the pages a row leads to load (the flag, its rules and rollouts, segments). */
function server(flags: Flag[], storageType = 'database'): FakeApi {
  const empty = { nextPageToken: '', totalCount: 0 };
  return fakeApi()
    .defaults({ storageType })
    .on('GET', 'api/v1/namespaces/default/flags', { flags, nextPageToken: '', totalCount: flags.length })
    .on('GET', 'api/v1/namespaces/default/flags/:key', ({ params }) => flags.find((f) => f.key === params.key))
    .on('GET', 'api/v1/namespaces/default/flags/:key/rules', { rules: [], ...empty })
    .on('GET', 'api/v1/namespaces/default/flags/:key/rollouts', { rules: [], ...empty })
    .on('GET', 'api/v1/namespaces/default/segments', { segments: [], ...empty })
    .on('GET', 'internal/v1/evaluation/snapshot/namespace/:ns', { flags: [] });
}

const open = (path: string, api: FakeApi) => renderApp(path, { api, app: <AppRoutes /> });
const keys = (view: View) => Array.from(view.container.querySelectorAll('tbody th[scope="row"]')).map((th) => th.textContent);
const search = (view: View) => view.byRole('searchbox', 'Search flags');
const stored = () => JSON.parse(localStorage.getItem('tables') ?? 'null')?.state?.flags;

test('each flag shows key, name and description, type, default value, status and times, and links to its page', async () => {
  const api = server([flag(1, { name: 'Checkout', description: 'The one-page checkout', enabled: true }), flag(2)]);
  const view = await open('/namespaces/default/flags', api);
  await view.waitFor(() => assert.equal(keys(view), ['flag-01', 'flag-02']));
  assert.ok(view.byRole('heading', 'Flags'));
  // The first cell holds the row's selection checkbox.
  const cells = Array.from(view.container.querySelectorAll('tbody tr:first-child td'), (td) => td.textContent);
  assert.ok(view.container.querySelector('tbody tr:first-child td')?.contains(view.byRole('checkbox', 'Select flag-01')));
  assert.equal(cells.slice(1, 4), ['CheckoutThe one-page checkout', 'Boolean', 'true'], 'a boolean flag shows its enabled state as its default value');
  assert.ok((view.byRole('switch', 'Enabled flag-01') as HTMLInputElement).checked);
  assert.not.ok((view.byRole('switch', 'Enabled flag-02') as HTMLInputElement).checked);
  const created = view.container.querySelector('tbody tr:first-child td:nth-of-type(6) time') as HTMLElement;
  assert.match(created.textContent ?? '', /^\d+ \w+ ago$/);
  assert.is(created.getAttribute('dateTime'), '2025-01-02T10:00:00Z');
  assert.is(created.getAttribute('title'), '2025-01-02 10:00:00 UTC', 'the exact time on hover');
  assert.equal(Array.from(view.container.querySelectorAll('tbody tr:nth-child(2) td'), (td) => td.textContent).slice(2, 4), ['Variant', '—'], 'a variant flag without a default variant shows a dash');
  const link = view.byRole('link', 'flag-01');
  await view.press(link);
  assert.is(view.path().split('?')[0], '/namespaces/default/flags/flag-01');
});

test('typing in the search filters key, name and description and keeps the text in the URL', async () => {
  const flags = [flag(1, { name: 'Checkout' }), flag(2, { description: 'search results page' }), flag(3)];
  const view = await open('/namespaces/default/flags', server(flags));
  await view.waitFor(() => assert.is(keys(view).length, 3));
  await view.type(search(view), 'CHECK');
  assert.equal(keys(view), ['flag-01']);
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags?q=CHECK'), 2000);
  await view.type(search(view), 'results');
  assert.equal(keys(view), ['flag-02']);
  await view.type(search(view), 'flag-0');
  assert.equal(keys(view), ['flag-01', 'flag-02', 'flag-03']);
  await view.type(search(view), 'zzz');
  assert.equal(keys(view), []);
  assert.ok(view.byText('No flags match “zzz”.'));
  assert.ok(view.byText('0 flags found'), 'the count is announced');
  await view.type(search(view), '');
  assert.is(keys(view).length, 3);
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags'), 2000);
  await view.navigate('/namespaces/default/flags?q=flag-02');
  assert.is((search(view) as HTMLInputElement).value, 'flag-02', 'the field follows the URL');
  assert.equal(keys(view), ['flag-02']);
});

test('a link with search, sort and page reproduces the view', async () => {
  const view = await open('/namespaces/default/flags?q=flag-&sort=key&dir=desc&page=2', server(many(45)));
  await view.waitFor(() => assert.is(keys(view)[0], 'flag-24'));
  assert.is(keys(view).length, 20);
  assert.is((search(view) as HTMLInputElement).value, 'flag-');
  assert.is(view.byRole('button', /^Key/).closest('th')?.getAttribute('aria-sort'), 'descending');
  assert.ok(view.byText('Showing 21–40 of 45'));
  assert.is(stored(), undefined, 'opening a link does not change the remembered sort');
});

test("the URL's type and status filters narrow the rows, before the search", async () => {
  const view = await open('/namespaces/default/flags?type=boolean&status=enabled', server(many(12)));
  await view.waitFor(() => assert.equal(keys(view), ['flag-03', 'flag-09']));
  await view.navigate('/namespaces/default/flags?type=boolean&status=enabled&q=flag-09');
  await view.waitFor(() => assert.equal(keys(view), ['flag-09']));
  await view.navigate('/namespaces/default/flags?type=variant&q=flag-09');
  await view.waitFor(() => assert.equal(keys(view), []));
});

test('sorting by a column is written to the URL and remembered; the remembered sort comes back', async () => {
  const flags = [flag(3, { name: 'beta' }), flag(1, { name: 'Alpha' }), flag(2, { name: 'gamma' })];
  const view = await open('/namespaces/default/flags', server(flags));
  await view.waitFor(() => assert.equal(keys(view), ['flag-03', 'flag-01', 'flag-02']), 1000);
  await view.press(view.byRole('button', /^Name/));
  assert.equal(keys(view), ['flag-01', 'flag-03', 'flag-02']);
  assert.is(view.path(), '/namespaces/default/flags?sort=name');
  await view.press(view.byRole('button', /^Name/));
  assert.equal(keys(view), ['flag-02', 'flag-03', 'flag-01']);
  assert.is(view.path(), '/namespaces/default/flags?sort=name&dir=desc');
  assert.equal(stored(), { column: 'name', direction: 'descending' });
  assert.equal(useTableSorting.getState().segments, null, 'the segments sort is separate');
  await view.navigate('/namespaces/default/segments');
  await view.navigate('/namespaces/default/flags');
  await view.waitFor(() => assert.equal(keys(view), ['flag-02', 'flag-03', 'flag-01']));
  assert.is(view.path(), '/namespaces/default/flags?sort=name&dir=desc', 'the remembered sort is put in the URL');
});

test('a new sort starts again at the first page', async () => {
  const view = await open('/namespaces/default/flags?page=2', server(many(45)));
  await view.waitFor(() => assert.is(keys(view)[0], 'flag-20'));
  await view.press(view.byRole('button', /^Name/));
  assert.is(view.path(), '/namespaces/default/flags?sort=name');
  assert.is(keys(view)[0], 'flag-00');
});

test("the URL's sort wins over the remembered one", async () => {
  useTableSorting.setState({ flags: { column: 'name', direction: 'descending' } });
  const view = await open('/namespaces/default/flags?sort=key', server([flag(2, { name: 'a' }), flag(1, { name: 'b' })]));
  await view.waitFor(() => assert.equal(keys(view), ['flag-01', 'flag-02']));
  assert.is(view.path(), '/namespaces/default/flags?sort=key');
});

test('more than 20 flags are paged; page and page size are in the URL; a search goes back to page 1', async () => {
  const view = await open('/namespaces/default/flags', server(many(45)));
  await view.waitFor(() => assert.is(keys(view).length, 20));
  assert.ok(view.byText('Showing 1–20 of 45'));
  await view.press(view.byRole('button', 'Next'));
  assert.is(keys(view)[0], 'flag-20');
  assert.is(view.path(), '/namespaces/default/flags?page=2');
  await view.press(view.byRole('button', 'Next'));
  assert.equal(keys(view), ['flag-40', 'flag-41', 'flag-42', 'flag-43', 'flag-44']);
  assert.ok(view.byRole('button', 'Next').hasAttribute('disabled'));
  await view.type(view.byLabel('Rows per page'), '50');
  assert.is(keys(view).length, 45);
  assert.is(view.path(), '/namespaces/default/flags?size=50');
  await view.navigate('/namespaces/default/flags?page=3');
  await view.type(search(view), 'flag-1');
  assert.is(keys(view).length, 10);
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags?q=flag-1'), 2000);
  assert.is(view.queryByRole('navigation', 'Pages of flags'), null, 'one page: no pager');
});

test('an empty namespace invites to create the first flag', async () => {
  const view = await open('/namespaces/default/flags', server([]));
  await view.waitFor(() => view.byRole('heading', 'Create your first flag'));
  assert.is(view.queryByRole('table'), null);
  assert.is(view.queryByRole('searchbox'), null);
  const create = view.byRole('button', 'New Flag');
  await view.press(create);
  assert.is(view.path().split('?')[0], '/namespaces/default/flags/new');
});

test("read-only mode disables New Flag and says why", async () => {
  const view = await open('/namespaces/default/flags', server([flag(1)], 'git'));
  await view.waitFor(() => assert.is(keys(view).length, 1));
  const create = view.byRole('button', 'New Flag');
  assert.ok(create.hasAttribute('disabled'), 'a disabled button (UI-INVENTORY), not a link');
  await view.press(create);
  assert.is(view.path(), '/namespaces/default/flags', 'pressing it goes nowhere');
  const reason = document.getElementById(create.parentElement?.getAttribute('aria-describedby') ?? '');
  assert.is(reason?.textContent, 'Not allowed in Read-Only mode');
  assert.ok(view.byRole('link', 'flag-01'), 'flags can still be opened');
});

test('a skeleton marked busy shows until the flags arrive', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = server([flag(1)]).on('GET', 'api/v1/namespaces/default/flags', async () => {
    await gate;
    return { flags: [flag(1)] };
  });
  const view = await open('/namespaces/default/flags', api);
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  const status = view.byRole('status');
  assert.match(status.textContent ?? '', 'Loading flags');
  assert.is(status.parentElement?.getAttribute('aria-busy'), 'true');
  assert.is(view.queryByRole('table'), null);
  release();
  await view.waitFor(() => assert.equal(keys(view), ['flag-01']));
  assert.is(view.container.querySelector('[aria-busy="true"]'), null);
});

test('a failed load shows the error toast and an inline error with a retry', async () => {
  const api = fakeApi().defaults().fail('GET', 'api/v1/namespaces/default/flags', 500, 'database is locked');
  const view = await open('/namespaces/default/flags', api);
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'database is locked');
  assert.ok(view.byText('The flags could not be loaded: database is locked'));
  api.on('GET', 'api/v1/namespaces/default/flags', { flags: [flag(1)] });
  await view.press(view.byRole('button', 'Try again'));
  await view.waitFor(() => assert.equal(keys(view), ['flag-01']));
});

test('markup in a flag name or description is shown as text', async () => {
  const payload = '<img src=x onerror=alert(1)>';
  const view = await open('/namespaces/default/flags', server([flag(1, { name: payload, description: payload })]));
  await view.waitFor(() => assert.is(keys(view).length, 1));
  assert.is(view.container.querySelector('tbody img'), null);
  assert.match(view.container.querySelector('tbody td:nth-of-type(2)')?.textContent ?? '', payload, 'the name cell, after the selection checkbox');
});

test('switching namespace lists that namespace, never the previous rows', async () => {
  const api = server([flag(1)])
    .defaults({ namespaces: [{ key: 'default', name: 'Default' }, { key: 'staging', name: 'Staging' }] })
    .on('GET', 'api/v1/namespaces/default/flags', { flags: [flag(1)] })
    .on('GET', 'api/v1/namespaces/staging/flags', { flags: [flag(7)] });
  const view = await open('/namespaces/default/flags', api);
  await view.waitFor(() => assert.equal(keys(view), ['flag-01']));
  await view.navigate('/namespaces/staging/flags');
  await view.waitFor(() => assert.equal(keys(view), ['flag-07']));
  assert.is(view.byRole('link', 'flag-07').getAttribute('href'), '/namespaces/staging/flags/flag-07');
});

test('a disabled flag with rules or rollouts says so under its switch; an enabled one or one without says nothing (issue 40.9)', async () => {
  const flags = [flag(1, { enabled: false }), flag(2, { enabled: false }), flag(4, { enabled: true }), flag(5, { enabled: false })];
  const snapshot = { flags: [{ key: 'flag-01', rollouts: [{ rank: 1 }] }, { key: 'flag-02', rules: [{ rank: 1 }, { rank: 2 }] }, { key: 'flag-04', rules: [{ rank: 1 }] }, { key: 'flag-05' }] };
  const api = server(flags).on('GET', 'internal/v1/evaluation/snapshot/namespace/default', snapshot);
  const view = await open('/namespaces/default/flags', api);
  const note = (key: string) => view.byRole('switch', `Enabled ${key}`).closest('td')?.textContent?.replace(/^.*?(?=\d+ (rules?|rollouts?))/, '') ?? '';
  await view.waitFor(() => assert.match(note('flag-02'), /^2 rules/), 2000);
  assert.match(note('flag-02'), /Disabled: its 2 rules still apply once it is enabled\./);
  assert.match(note('flag-01'), /^1 rollout.*Disabled only sets its default to false: its 1 rollout still applies\./);
  assert.is(view.byRole('switch', 'Enabled flag-04').closest('td')?.textContent, '', 'an enabled flag says nothing more');
  assert.is(view.byRole('switch', 'Enabled flag-05').closest('td')?.textContent, '', 'nor one without rules');
});

test.run();
