// A first visit (nothing in browser storage) to the flags list (issue 38): index.html's inline
// script asks for the namespaces and the first page of flags before the bundle runs, the bundle
// keeps those answers through the session start and takes them, and the first render finds them
// in SWR's cache; on a server that requires a sign-in the guesses (401s) are left unused.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unstable_serialize } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { prefetchStart, startAnswers } from '../../../ui/app/prefetch';
import { connectRequests } from '../../../ui/app/requests';
import { startRequests } from '../../../ui/app/starter';
import { flagKeys } from '../../../ui/features/flags';
import { namespaceKeys } from '../../../ui/features/namespaces';
import { sessionKeys } from '../../../ui/features/session';
import { resetTransport, transport } from '../../../ui/lib/http';
import { useSession } from '../../../ui/stores/session';
import { fakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/render';

// The app's 401 handling (SPEC §4), as main.tsx connects it.
connectRequests();
const realFetch = globalThis.fetch;
test.before.each(resetStores);
test.after.each(() => {
  globalThis.fetch = realFetch;
  resetTransport();
  // A new page load: SWR's preload keeps one request per key for the process otherwise.
  const preloads = (SWRGlobalState.get(cache) as unknown[] | undefined)?.[3] as Record<string, unknown>;
  for (const key of Object.keys(preloads)) delete preloads[key];
});

const cached = (key: readonly string[]) => (cache.get(unstable_serialize(key)) as { data?: unknown } | undefined)?.data;
const STARTUP = ['meta/info', 'meta/config', 'auth/v1/self', 'api/v1/namespaces', 'api/v1/namespaces/:ns/flags'];

test('a first visit sends every start-up GET from the inline script once, and the first render finds the answers', async () => {
  const api = fakeApi().defaults();
  api.on('GET', 'api/v1/namespaces/:ns/flags', { flags: [{ key: 'first-flag', name: 'First', description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: true, createdAt: '2025-01-01T10:00:00Z', updatedAt: '2025-01-01T10:00:00Z' }], nextPageToken: '', totalCount: 1 });
  location.hash = '#/namespaces/default/flags';
  globalThis.fetch = api.fetch as typeof fetch;
  startRequests();
  assert.is(api.calls.length, 5, 'all five leave before the bundle runs');
  prefetchStart();
  await startAnswers();
  for (const path of STARTUP) assert.is(api.callsTo('GET', path).length, 1, path);
  assert.equal(useSession.getState().session, { required: false, authenticated: false });
  assert.equal(cached(sessionKeys.start()), { required: false, authenticated: false });
  assert.is((cached(namespaceKeys.list()) as { namespaces: unknown[] }).namespaces.length, 1);
  assert.is((cached(flagKeys.first('default')) as { flags: { key: string }[] }).flags[0]?.key, 'first-flag');
  assert.is((globalThis as { __fliptStart?: unknown }).__fliptStart, undefined, 'nothing started is kept after the start-up');
});

test('a first visit to a server that requires a sign-in leaves the started answers unused: no reload, nothing cached', async () => {
  const api = fakeApi().defaults({ authRequired: true });
  api.fail('GET', 'auth/v1/self', 401, 'request was not authenticated');
  for (const path of ['api/v1/namespaces', 'api/v1/namespaces/:ns/flags']) api.fail('GET', path, 401, 'request was not authenticated');
  location.hash = '#/namespaces/signin/flags';
  globalThis.fetch = api.fetch as typeof fetch;
  transport.reload = () => void (api.reloads += 1);
  startRequests();
  prefetchStart();
  await startAnswers();
  assert.is(api.reloads, 0);
  assert.is(api.count('GET', 'api/v1/namespaces/:ns/flags'), 1, 'only the unused guess');
  assert.is(cached(flagKeys.first('signin')), undefined);
  assert.is((globalThis as { __fliptStart?: unknown }).__fliptStart, undefined, 'the unused answers are dropped');
});

test.run();
