import '../../helpers/dom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLocation, useSearch } from 'wouter';
import { Providers } from '../../../ui/app/Providers';
import { Link } from '../../../ui/design/components/Link';
import { useNamespaces } from '../../../ui/features/namespaces/hooks';
import { useSession } from '../../../ui/stores/session';
import { fakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores, settle } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

function NamespaceCount() {
  const { data, error } = useNamespaces();
  return <p>{error ? 'failed' : data ? `${data.namespaces.length} namespaces` : 'loading'}</p>;
}

test("a failed read shows the server's message in the sticky error toast", async () => {
  const api = fakeApi().fail('GET', 'api/v1/namespaces', 500, 'database is locked');
  const view = await render(<NamespaceCount />, { api });
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'database is locked');
  assert.ok(view.byRole('button', 'Dismiss'));
});

test('client errors are not retried', async () => {
  const api = fakeApi().fail('GET', 'api/v1/namespaces', 403, 'permission denied');
  const view = await render(<NamespaceCount />, { api });
  await view.waitFor(() => view.byText('failed'));
  await settle(20);
  assert.is(api.count('GET', 'api/v1/namespaces'), 1);
});

test('a 401 on a read resets the session and reloads without an error toast', async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: { id: 'u', method: 'METHOD_OIDC', metadata: {} } });
  const api = fakeApi().fail('GET', 'api/v1/namespaces', 401, 'request was not authenticated');
  const view = await render(<NamespaceCount />, { api });
  await view.waitFor(() => view.byText('failed'));
  assert.is(api.reloads, 1);
  assert.is(useSession.getState().session, null);
  assert.is(view.queryByRole('alertdialog'), null);
});

test('each render gets a fresh SWR cache', async () => {
  const api = fakeApi().defaults();
  const first = await render(<NamespaceCount />, { api });
  await first.waitFor(() => first.byText('1 namespaces'));
  await cleanup();
  const second = await render(<NamespaceCount />, { api });
  await second.waitFor(() => second.byText('1 namespaces'));
  assert.is(api.count('GET', 'api/v1/namespaces'), 2);
});

function Where() {
  const [path] = useLocation();
  const search = useSearch();
  return <p>at {`${path}${search ? `?${search}` : ''}`}</p>;
}

test('links navigate through wouter', async () => {
  const view = await render(
    <>
      <Link href="/settings/tokens">API Tokens</Link>
      <Where />
    </>,
    { path: '/namespaces/default/flags' },
  );
  const link = view.byRole('link', 'API Tokens');
  assert.is(link.getAttribute('href'), '/settings/tokens');
  await view.press(link);
  assert.is(view.path(), '/settings/tokens');
  assert.ok(view.byText('at /settings/tokens'));
});

test('without a location seam the app routes on the URL hash and drops stale queries', async () => {
  history.replaceState(null, '', '/?q=beta#/namespaces/default/segments');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Providers swr={{ provider: () => new Map() }}>
        <Link href="/namespaces/default/flags">Flags</Link>
        <Where />
      </Providers>,
    ),
  );
  assert.match(container.textContent ?? '', 'at /namespaces/default/segments?q=beta');
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Flags');
  assert.is(link?.getAttribute('href'), '#/namespaces/default/flags');
  await act(async () => link?.click());
  await settle();
  assert.is(location.hash, '#/namespaces/default/flags');
  assert.is(location.search, '');
  assert.match(container.textContent ?? '', 'at /namespaces/default/flags');
  assert.not.match(container.textContent ?? '', '?q=');
  await act(async () => root.unmount());
  container.remove();
});

test.run();
