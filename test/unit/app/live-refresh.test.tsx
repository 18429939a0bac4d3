// Live refresh (app/shell/live-refresh): a change of a namespace's snapshot ETag revalidates that
// namespace's screens, through request() (a 401 is handled, a 403 stops it), and nothing else.
import '../../helpers/dom';
import useSWR from 'swr';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLiveRefresh } from '../../../ui/app/shell/live-refresh';
import { fetchFlags, flagKeys } from '../../../ui/features/flags';
import { fetchNamespaces, namespaceKeys } from '../../../ui/features/namespaces';
import { fetchSegments, segmentKeys } from '../../../ui/features/segments';
import { useSession } from '../../../ui/stores/session';
import { apiError, fakeApi, reply, type FakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores, settle, waitFor } from '../../helpers/render';

test.before.each(() => {
  resetStores();
  localStorage.setItem('live_refresh_ms', '5');
});
test.after.each(cleanup);

const SNAPSHOT = 'internal/v1/evaluation/snapshot/namespace/:ns';

/** A service whose namespace `default` has ETag `etag.now`, answering a matching If-None-Match with 304. */
function service(etag: { now: string }): FakeApi {
  return fakeApi()
    .defaults()
    .on('GET', 'api/v1/namespaces/:ns/flags', { flags: [], nextPageToken: '', totalCount: 0 })
    .on('GET', 'api/v1/namespaces/:ns/segments', { segments: [], nextPageToken: '', totalCount: 0 })
    .on('GET', SNAPSHOT, ({ headers }) => (headers['if-none-match'] === etag.now ? reply(304) : reply(200, { flags: [] }, { etag: etag.now })));
}

/** Screens open on `default` (its flags, segments, the namespaces) and on `staging`'s flags, with live refresh on `live`. */
function Screens({ live = 'default' }: { live?: string }) {
  useLiveRefresh(live);
  useSWR(flagKeys.list('default'), fetchFlags);
  useSWR(segmentKeys.list('default'), fetchSegments);
  useSWR(namespaceKeys.list(), fetchNamespaces);
  useSWR(flagKeys.list('staging'), fetchFlags);
  return <p>open</p>;
}

const reads = (api: FakeApi) => ({
  flags: api.callsTo('GET', 'api/v1/namespaces/default/flags').length,
  segments: api.count('GET', 'api/v1/namespaces/default/segments'),
  namespaces: api.count('GET', 'api/v1/namespaces'),
  staging: api.count('GET', 'api/v1/namespaces/staging/flags'),
});

test("a change of the namespace's ETag refreshes its flags, segments and the namespaces, and nothing else", async () => {
  const etag = { now: '"one"' };
  const api = service(etag);
  await render(<Screens />, { api });
  await waitFor(() => assert.ok(api.callsTo('GET', SNAPSHOT).some((call) => call.headers['if-none-match'] === '"one"'), 'asks with the ETag it has'));
  const before = reads(api);
  assert.equal(before, { flags: 1, segments: 1, namespaces: 1, staging: 1 });
  await settle(10);
  assert.equal(reads(api), before, 'an unchanged namespace refreshes nothing');
  etag.now = '"two"';
  await waitFor(() => assert.equal(reads(api), { flags: 2, segments: 2, namespaces: 2, staging: 1 }));
});

test('a refused snapshot (403) stops the probes and says so once', async () => {
  // A refusal is remembered for the page's life: this test's namespace is its own.
  const api = service({ now: '"one"' }).fail('GET', SNAPSHOT, 403, 'permission denied');
  const view = await render(<Screens live="locked" />, { api });
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Live refresh is off in namespace locked');
  const asked = api.count('GET', SNAPSHOT);
  await settle(10);
  assert.is(api.count('GET', SNAPSHOT), asked);
});

test("a 401 from a probe runs the session's 401 handling, as every call does", async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: { id: 'u', method: 'METHOD_OIDC', metadata: {} } });
  const api = service({ now: '"one"' }).on('GET', SNAPSHOT, apiError(401, 'request was not authenticated'));
  await render(<Screens />, { api });
  await waitFor(() => assert.ok(api.reloads >= 1));
  assert.is(useSession.getState().session, null);
});

test.run();
