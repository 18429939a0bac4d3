// A returning operator sees the list at once (issue 28 item 3): the last visit's first page and
// meta answers are drawn before the network answers, marked as refreshing, with the switches
// waiting for the fresh answer that then replaces them in place; never for another user,
// another server, another namespace, or after a logout.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppRoutes } from '../../../ui/app/routes';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { useSession } from '../../../ui/stores/session';
import { useUserEvents } from '../../../ui/stores/events';
import { fakeApi, type FakeApi } from '../../helpers/fake-api';
import { cleanup, renderApp, resetStores, type View } from '../../helpers/render';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
  useSession.getState().setSession({ required: false, authenticated: false });
});
test.after.each(cleanup);

const flag = (key: string, enabled: boolean) => ({ key, name: key, description: '', type: 'BOOLEAN_FLAG_TYPE', enabled, createdAt: '2025-01-01T10:00:00Z', updatedAt: '2025-01-01T10:00:00Z' });
const list = (...flags: ReturnType<typeof flag>[]) => ({ flags, nextPageToken: '', totalCount: flags.length });

/** A server whose every answer waits for `release` when `held`. */
function server(flags: ReturnType<typeof list>, held = false) {
  let release!: () => void;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const namespaces = { namespaces: [{ key: 'default', name: 'Default' }, { key: 'staging', name: 'Staging' }] };
  const api = fakeApi().defaults(namespaces);
  const answers = fakeApi().defaults(namespaces);
  for (const path of ['meta/info', 'meta/config', 'api/v1/namespaces']) {
    api.on('GET', path, async (request) => {
      await gate;
      return (await answers.fetch(request.url)).json();
    });
  }
  api.on('GET', 'api/v1/namespaces/:ns/flags', async () => {
    await gate;
    return flags;
  });
  return { api, release: () => release?.() };
}

const keys = (view: View) => Array.from(view.container.querySelectorAll('tbody th[scope="row"]')).map((th) => th.textContent);
const status = (view: View) => view.allByRole('status').map((s) => s.textContent ?? '').join(' ');
const open = (api: FakeApi, path = '/namespaces/default/flags') => renderApp(path, { api, app: <AppRoutes /> });

/** A first visit that shows flag-01 (disabled), leaving the page once the visit is kept. */
async function firstVisit() {
  const view = await open(server(list(flag('flag-01', false))).api);
  await view.waitFor(() => assert.equal(keys(view), ['flag-01']));
  await view.waitFor(() => assert.ok(localStorage.getItem('lastVisit')?.includes('flag-01')), 2000);
  await cleanup();
}

test('the last visit’s list shows before the server answers, refreshing, and the fresh one replaces it', async () => {
  await firstVisit();
  const { api, release } = server(list(flag('flag-01', true), flag('flag-02', false)), true);
  const view = await open(api);
  await view.waitFor(() => assert.equal(keys(view), ['flag-01']));
  assert.match(status(view), 'Showing the flags as of your last visit, refreshing');
  const stale = view.byRole('switch', 'Enabled flag-01') as HTMLInputElement;
  assert.ok(stale.disabled, 'no write from the kept row');
  assert.not.ok(stale.checked);
  release();
  await view.waitFor(() => assert.equal(keys(view), ['flag-01', 'flag-02']));
  assert.not.match(status(view), 'last visit');
  const fresh = view.byRole('switch', 'Enabled flag-01') as HTMLInputElement;
  assert.ok(fresh.checked && !fresh.disabled, 'the fresh row, writable');
});

test('a fresh answer equal to the kept one still ends the refresh', async () => {
  await firstVisit();
  const { api, release } = server(list(flag('flag-01', false)), true);
  const view = await open(api);
  await view.waitFor(() => assert.match(status(view), 'as of your last visit'));
  release();
  await view.waitFor(() => assert.not.match(status(view), 'last visit'));
  assert.not.ok((view.byRole('switch', 'Enabled flag-01') as HTMLInputElement).disabled);
});

test('another user, another server or another namespace never sees it', async () => {
  await firstVisit();
  const kept = localStorage.getItem('lastVisit') ?? '';
  const tries: Array<[string, () => void, string?]> = [
    ['another user', () => useSession.getState().setSession({ required: true, authenticated: true, self: { id: 'u2', method: 'METHOD_TOKEN', metadata: {} } })],
    ['another server', () => localStorage.setItem('lastVisit', kept.replace('http://console.test/', 'http://other.test/'))],
    ['another namespace', () => useCurrentNamespace.getState().setNamespaceKey('default'), '/namespaces/staging/flags'],
  ];
  for (const [who, change, path] of tries) {
    useSession.getState().setSession({ required: false, authenticated: false });
    localStorage.setItem('lastVisit', kept);
    change();
    const view = await open(server(list(flag('flag-09', false)), true).api, path);
    await view.settle(10);
    assert.equal(keys(view), [], who);
    await cleanup();
  }
});

test('a logout forgets the last visit', async () => {
  await firstVisit();
  useSession.getState().clearSession();
  assert.is(localStorage.getItem('lastVisit'), null);
});

test.run();
