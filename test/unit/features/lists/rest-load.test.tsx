// The rest of a namespace loads in the background (issue 28 item 4): after the first page shows,
// the list asks for the next pages one at a time, says what is in while it runs, searches what is
// in, hurries when a search needs every row, and stops when the operator leaves the namespace.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppRoutes } from '../../../../ui/app/routes';
import { useRestSoFar } from '../../../../ui/features/entity/rest';
import { useUserEvents } from '../../../../ui/stores/events';
import { fakeApi, type FakeApi, type FakeRequest } from '../../../helpers/fake-api';
import { cleanup, renderApp, resetStores, type View } from '../../../helpers/render';

test.before.each(() => {
  resetStores();
  useRestSoFar.setState({}, true);
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const COUNT = 2300;
const flag = (i: number) => ({ key: `flag-${String(i).padStart(4, '0')}`, name: `Flag ${i}`, description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: false, createdAt: '2025-01-01T10:00:00Z', updatedAt: '2025-01-01T10:00:00Z' });
const FLAGS = Array.from({ length: COUNT }, (_, i) => flag(i));

/** Flipt's paging: `limit` rows from the `pageToken` offset, a token when more remain. */
function page(flags: typeof FLAGS, { query }: FakeRequest) {
  const offset = Number(query.pageToken ?? 0);
  const limit = Number(query.limit ?? 0) || flags.length;
  const end = offset + limit;
  return { flags: flags.slice(offset, end), nextPageToken: end < flags.length ? String(end) : '', totalCount: flags.length };
}

/** A server of COUNT flags in `default` (and one in `staging`) whose pages at the `held` offsets wait for `release(offset)`. */
function server(held: number[] = []) {
  const gates = new Map(held.map((offset) => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return [offset, { promise, resolve }] as const;
  }));
  const api = fakeApi()
    .defaults({ namespaces: [{ key: 'default', name: 'Default' }, { key: 'staging', name: 'Staging' }] })
    .on('GET', 'api/v1/namespaces/staging/flags', { flags: [flag(9999)], nextPageToken: '', totalCount: 1 })
    .on('GET', 'api/v1/namespaces/default/flags', async (request: FakeRequest) => {
      await gates.get(Number(request.query.pageToken))?.promise;
      return page(FLAGS, request);
    });
  return { api, release: (offset: number) => gates.get(offset)?.resolve() };
}

const asked = (api: FakeApi, ns = 'default') => api.callsTo('GET', `api/v1/namespaces/${ns}/flags`).map(({ query }) => `${query.pageToken ?? 0}+${query.limit ?? 'all'}`);
const keys = (view: View) => Array.from(view.container.querySelectorAll('tbody th[scope="row"]')).map((th) => th.textContent);
const status = (view: View) => view.allByRole('status').map((s) => s.textContent ?? '').join(' ');
const open = (api: FakeApi) => renderApp('/namespaces/default/flags', { api, app: <AppRoutes /> });

test('after the first page shows, the rest loads page by page; the first search then asks for nothing', async () => {
  const { api } = server();
  const view = await open(api);
  await view.waitFor(() => assert.is(keys(view)[0], 'flag-0000'), 5000);
  await view.waitFor(() => assert.equal(asked(api), ['0+100', '100+1000', '1100+1000', '2100+1000']), 5000);
  await view.waitFor(() => assert.not.match(status(view), 'Showing the first'));
  await view.type(view.byRole('searchbox', 'Search flags'), 'flag-2299');
  await view.waitFor(() => assert.equal(keys(view), ['flag-2299']));
  assert.is(asked(api).length, 4, 'the search filtered the rows in memory');
});

test('while the rest loads the status says so and counts what is in', async () => {
  const { api, release } = server([100, 1100]);
  const view = await open(api);
  await view.waitFor(() => assert.match(status(view), 'Showing the first 100 of 2,300 flags, loading the rest'), 5000);
  assert.is(view.queryByRole('button', 'Load all 2,300 flags'), null, 'nothing to ask for: it is loading');
  release(100);
  await view.waitFor(() => assert.match(status(view), 'Showing the first 1,100 of 2,300 flags, loading the rest'), 5000);
  release(1100);
  await view.waitFor(() => assert.not.match(status(view), 'Showing the first'), 5000);
  assert.equal(asked(api), ['0+100', '100+1000', '1100+1000', '2100+1000']);
});

test('a search while the rest loads asks for all that remains at once and covers every flag', async () => {
  const { api, release } = server([100]);
  const view = await open(api);
  await view.waitFor(() => assert.equal(asked(api), ['0+100', '100+1000']), 5000);
  await view.type(view.byRole('searchbox', 'Search flags'), 'flag-22');
  assert.equal(keys(view), [], 'no match among the rows in so far');
  release(100);
  await view.waitFor(() => assert.is(keys(view).length, 20), 5000);
  assert.is(keys(view)[0], 'flag-2200');
  assert.equal(asked(api), ['0+100', '100+1000', '1100+1200']);
  assert.ok(view.byText('Showing 1–20 of 100'));
});

test('leaving the namespace stops the load; coming back starts it again', async () => {
  const { api, release } = server([100]);
  const view = await open(api);
  await view.waitFor(() => assert.equal(asked(api), ['0+100', '100+1000']), 5000);
  await view.navigate('/namespaces/staging/flags');
  await view.waitFor(() => assert.equal(keys(view), ['flag-9999']));
  release(100);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await view.settle();
  assert.equal(asked(api), ['0+100', '100+1000'], 'no page after leaving');
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'leaving is no failure');
  await view.navigate('/namespaces/default/flags');
  await view.waitFor(() => assert.not.match(status(view), 'Showing the first'), 5000);
  // The first page is asked for again while the rest starts over from the one cached.
  assert.equal(asked(api).slice(2).sort(), ['0+100', '100+1000', '1100+1000', '2100+1000']);
});

test.run();
