// The start-up prefetch as a returning user meets it: the stores hydrated from browser storage in
// the formats they (and Flipt's console) write, then prefetchStart() against a fake server.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flagListNamespace, prefetchStart } from '../../../ui/app/prefetch';
import { resetTransport } from '../../../ui/lib/http';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { useSession } from '../../../ui/stores/session';
import { fakeApi, installFakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(resetTransport);

/** A new page load: the stores read browser storage again. */
async function reload(): Promise<void> {
  await useCurrentNamespace.persist.rehydrate();
  await useSession.persist.rehydrate();
}

/** Flag list GETs a fake server saw after prefetchStart() on `hash`. SWR's preload keeps one request per key, so each test uses its own namespace. */
async function prefetchedLists(hash: string): Promise<string[]> {
  const api = installFakeApi(fakeApi().defaults());
  api.on('GET', 'api/v1/namespaces/:ns/flags', { flags: [] });
  location.hash = hash;
  prefetchStart();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return api.callsTo('GET', 'api/v1/namespaces/:ns/flags').map((call) => (call.query.limit ? `${call.path}?limit=${call.query.limit}` : call.path));
}

// First in the file: SWR's preload asks once per key for the whole process, and meta, user and
// namespaces have one key each.
test('meta info, meta config, the user, the namespaces and the first flags go out together at start-up', async () => {
  useCurrentNamespace.getState().setNamespaceKey('together');
  useSession.getState().setSession({ required: false, authenticated: false });
  await reload();
  const api = installFakeApi(fakeApi().defaults());
  api.on('GET', 'api/v1/namespaces/:ns/flags', { flags: [] });
  location.hash = '#/flags';
  prefetchStart();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const path of ['meta/info', 'meta/config', 'auth/v1/self', 'api/v1/namespaces', 'api/v1/namespaces/:ns/flags']) {
    assert.is(api.callsTo('GET', path).length, 1, path);
  }
});

test('a returning user on #/flags prefetches the namespace the store remembered', async () => {
  useCurrentNamespace.getState().setNamespaceKey('prod');
  useSession.getState().setSession({ required: false, authenticated: false });
  await reload();
  assert.equal(await prefetchedLists('#/flags'), ['api/v1/namespaces/prod/flags?limit=100']);
});

test("Flipt's own bare-string namespace is read the same way", async () => {
  localStorage.setItem('namespace', 'flipt-ns');
  useSession.getState().setSession({ required: false, authenticated: false });
  await reload();
  assert.is(flagListNamespace('/flags?sort=key'), 'flipt-ns');
});

test('the namespace in the route wins over the remembered one', async () => {
  useCurrentNamespace.getState().setNamespaceKey('prod');
  useSession.getState().setSession({ required: false, authenticated: false });
  await reload();
  assert.equal(await prefetchedLists('#/namespaces/staging/flags?q=a&page=2'), ['api/v1/namespaces/staging/flags?limit=100'], 'the first page only: the list asks for the rest when it needs it');
});

test('nothing remembered: a bare flags route prefetches default', async () => {
  await reload();
  assert.is(flagListNamespace('/flags/'), 'default');
});

test('no flag list is prefetched while a sign-in is pending', async () => {
  useCurrentNamespace.getState().setNamespaceKey('locked');
  useSession.getState().setSession({ required: true, authenticated: false });
  await reload();
  assert.equal(await prefetchedLists('#/flags'), []);
});

test('routes that do not open the flag list prefetch no flags', () => {
  for (const path of ['', '/', '/flags/new', '/namespaces/x/flags/checkout', '/namespaces/x/segments', '/settings']) {
    assert.is(flagListNamespace(path), null, path);
  }
});

test.run();
