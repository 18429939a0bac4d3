// The segments list (SPEC §2–3, UI-INVENTORY §2.13): the flags list's behaviour with segment
// columns and a sort remembered apart from the flags'.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppRoutes } from '../../../../ui/app/routes';
import { useUserEvents } from '../../../../ui/stores/events';
import { useTableSorting } from '../../../../ui/stores/tables';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, renderApp, resetStores, type View } from '../../../helpers/render';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const constraint = (id: string) => ({ id, property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'pro' });
const segment = (key: string, matchType: string, constraints: number, name = key) => ({
  key,
  name,
  description: `${name} users`,
  matchType,
  constraints: Array.from({ length: constraints }, (_, i) => constraint(`${key}-${i}`)),
  createdAt: '2025-01-06T10:00:00Z',
  updatedAt: '2025-01-06T10:00:00Z',
});

function server(segments: unknown[], storageType = 'database'): FakeApi {
  return fakeApi().defaults({ storageType }).on('GET', 'api/v1/namespaces/default/segments', { segments, nextPageToken: '', totalCount: segments.length });
}

const open = (path: string, api: FakeApi) => renderApp(path, { api, app: <AppRoutes /> });
const keys = (view: View) => Array.from(view.container.querySelectorAll('tbody th[scope="row"]')).map((th) => th.textContent);

test('each segment shows key, name, match type, constraint count and creation, and links to its page', async () => {
  const view = await open('/namespaces/default/segments', server([segment('eu-pro', 'ALL_MATCH_TYPE', 2, 'EU pro'), segment('internal', 'ANY_MATCH_TYPE', 0)]));
  await view.waitFor(() => assert.equal(keys(view), ['eu-pro', 'internal']));
  assert.ok(view.byRole('heading', 'Segments'));
  assert.equal(
    Array.from(view.byRole('table', 'Segments').querySelectorAll('thead th'), (th) => th.textContent),
    ['Key', 'Name', 'Match Type', 'Constraints', 'Used By', 'Created', 'Updated'],
  );
  const cells = (n: number) => Array.from(view.container.querySelectorAll(`tbody tr:nth-child(${n}) td`), (td) => td.textContent);
  assert.equal(cells(1).slice(0, 3), ['EU proEU pro users', 'Matches All', '2']);
  assert.equal(cells(2).slice(1, 3), ['Matches Any', '0']);
  assert.is(view.byRole('link', 'eu-pro').getAttribute('href'), '/namespaces/default/segments/eu-pro');
});

test('search, sort by constraint count and page state live in the URL; the sort is remembered for segments only', async () => {
  const segments = Array.from({ length: 25 }, (_, i) => segment(`seg-${String(i).padStart(2, '0')}`, 'ALL_MATCH_TYPE', i % 5));
  const view = await open('/namespaces/default/segments', server(segments));
  await view.waitFor(() => assert.is(keys(view).length, 20));
  await view.press(view.byRole('button', /^Constraints/));
  await view.press(view.byRole('button', /^Constraints/));
  assert.equal(keys(view).slice(0, 3), ['seg-04', 'seg-09', 'seg-14']);
  assert.equal(useTableSorting.getState().segments, { column: 'constraints', direction: 'descending' });
  assert.is(useTableSorting.getState().flags, null);
  await view.press(view.byRole('button', 'Next'));
  assert.is(view.path(), '/namespaces/default/segments?sort=constraints&dir=desc&page=2');
  assert.is(keys(view).length, 5);
  await view.type(view.byRole('searchbox', 'Search segments'), 'seg-2');
  assert.equal(keys(view), ['seg-24', 'seg-23', 'seg-22', 'seg-21', 'seg-20']);
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/segments?sort=constraints&dir=desc&q=seg-2'), 2000);
  await view.type(view.byRole('searchbox', 'Search segments'), 'nope');
  assert.ok(view.byText('No segments matched your search.'));
});

test('an empty namespace invites to create the first segment; read-only disables it', async () => {
  const view = await open('/namespaces/default/segments', server([]));
  await view.waitFor(() => view.byRole('heading', 'Create your first segment'));
  await view.press(view.byRole('button', 'New Segment'));
  assert.is(view.path().split('?')[0], '/namespaces/default/segments/new');
  await view.unmount();
  const readOnly = await open('/namespaces/default/segments', server([], 'local'));
  await readOnly.waitFor(() => readOnly.byRole('heading', 'Create your first segment'));
  assert.ok(readOnly.byRole('button', 'New Segment').hasAttribute('disabled'));
});

test.run();
