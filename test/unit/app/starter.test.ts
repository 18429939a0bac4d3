// index.html's inline script (ui/app/starter.ts) as a returning user's page runs it: it must start
// exactly the GETs the bundle's start-up then asks for, in each browser storage the stores read,
// and the bundle must take those answers instead of asking again.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flagListNamespace, prefetchStart } from '../../../ui/app/prefetch';
import { startRequests } from '../../../ui/app/starter';
import { FIRST_PAGE } from '../../../ui/features/entity';
import { buildUrl, resetTransport } from '../../../ui/lib/http';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { useReference } from '../../../ui/stores/reference';
import { sessionAllowsCalls, useSession } from '../../../ui/stores/session';
import { fakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/render';

const realFetch = globalThis.fetch;
type Started = { __fliptStart?: Record<string, Promise<Response>> };

test.before.each(resetStores);
test.after.each(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Started).__fliptStart;
  resetTransport();
});

/** The URLs the inline script starts with this storage and address. */
function startedUrls(storage: Record<string, string>, hash: string): string[] {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  location.hash = hash;
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => (urls.push(url), new Response('{}'))) as typeof fetch;
  startRequests();
  return urls;
}

/** The GETs the bundle's start-up (app/prefetch) sends with the same storage and address, from its own stores. */
async function bundleUrls(): Promise<string[]> {
  for (const store of [useSession, useCurrentNamespace, useReference]) await store.persist.rehydrate();
  const urls = ['meta/info', 'meta/config', 'auth/v1/self'];
  // With no session stored the bundle asks for the rest once the session start allows it (issue 38).
  if (useSession.getState().session !== null && !sessionAllowsCalls()) return urls;
  const ns = flagListNamespace(location.hash.slice(1));
  return [...urls, buildUrl('api/v1/namespaces'), ...(ns ? [buildUrl(`api/v1/namespaces/${ns}/flags?limit=${FIRST_PAGE}`)] : [])];
}

const envelope = (state: unknown) => JSON.stringify({ state, version: 1 });
const open = envelope({ session: { required: false, authenticated: false } });

// First in the file: SWR's preload asks once per key for the whole process.
test('the bundle takes the answers the inline script asked for and sends none of those GETs again', async () => {
  const api = fakeApi().defaults();
  api.on('GET', 'api/v1/namespaces/:ns/flags', { flags: [] });
  localStorage.setItem('session', open);
  await useSession.persist.rehydrate();
  location.hash = '#/namespaces/default/flags';
  globalThis.fetch = api.fetch as typeof fetch;
  startRequests();
  const early = api.calls.length;
  assert.is(early, 5);
  prefetchStart();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.is(api.calls.length, early, api.calls.map((c) => c.url).join(', '));
  assert.is((globalThis as Started).__fliptStart, undefined, 'nothing started is kept after the start-up');
});

const cases: [string, Record<string, string>, string][] = [
  ['no session stored', {}, '#/flags'],
  ['sign-in not required', { session: open }, '#/flags'],
  ["Flipt's own bare session, signed in", { session: JSON.stringify({ required: true, authenticated: true }) }, '#/namespaces/prod/flags?q=a'],
  ['a sign-in pending', { session: envelope({ session: { required: true, authenticated: false } }) }, '#/flags'],
  ['the remembered namespace', { session: open, namespace: 'staging' }, '#/flags/'],
  ['a JSON-quoted namespace', { session: open, namespace: '"quoted"' }, '#/flags'],
  ['a namespace that is no key', { session: open, namespace: 'a b' }, '#/flags'],
  ['the route over the remembered namespace', { session: open, namespace: 'staging' }, '#/namespaces/x_1/flags'],
  ['a flag, not the list', { session: open }, '#/namespaces/default/flags/checkout'],
  ['segments', { session: open }, '#/namespaces/default/segments'],
  ['no route', { session: open }, ''],
];

for (const [name, storage, hash] of cases) {
  test(`the inline script starts what the bundle asks for first: ${name}`, async () => {
    const started = startedUrls(storage, hash);
    assert.equal(started, await bundleUrls());
  });
}

test('with unreadable storage the inline script leaves every api/v1 call to the bundle', () => {
  assert.equal(startedUrls({ session: '{' }, '#/flags'), ['meta/info', 'meta/config', 'auth/v1/self']);
});

test('with a reference stored the inline script leaves every api/v1 call to the bundle', async () => {
  const started = startedUrls({ session: open, refs: 'main' }, '#/flags');
  assert.equal(started, ['meta/info', 'meta/config', 'auth/v1/self']);
  assert.ok((await bundleUrls()).includes('api/v1/namespaces?reference=main'), 'the bundle adds the reference');
});

test.run();
