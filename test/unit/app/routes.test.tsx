// The route table (SPEC §2): session gate, onboarding, bare and prefixed namespaced routes, the
// URL's namespace, settings, 404 and the error screen. The namespaced pages are the real ones, on
// a fake API holding one flag ('checkout') and one segment ('beta').
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isAllowed } from '../../../ui/app/routes';
import { AppRoutes } from '../../../ui/app/routes';
import { ErrorBoundary } from '../../../ui/app/errors/ErrorBoundary';
import { errorMessage, UNEXPECTED_APP_ERROR } from '../../../ui/app/errors/ErrorPage';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { useUserEvents } from '../../../ui/stores/events';
import { useSession } from '../../../ui/stores/session';
import { fakeApi, type FakeApi } from '../../helpers/fake-api';
import { cleanup, render, renderApp, resetStores } from '../../helpers/render';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const NAMESPACES = [
  { key: 'default', name: 'Default', description: 'Default namespace', protected: true },
  { key: 'staging', name: 'Staging', description: 'Pre-production', protected: false },
];

const FLAG = { key: 'checkout', name: 'Checkout', description: '', type: 'VARIANT_FLAG_TYPE', enabled: true, variants: [], createdAt: '2025-01-06T10:00:00Z', updatedAt: '2025-01-06T10:00:00Z' };
const SEGMENT = { key: 'beta', name: 'Beta testers', description: '', matchType: 'ALL_MATCH_TYPE', constraints: [], createdAt: '2025-01-06T10:00:00Z', updatedAt: '2025-01-06T10:00:00Z' };

/** What the namespaced pages load: one flag and one segment in every namespace, and (the console's command hints) no auth methods. */
const withEntities = (api: FakeApi) =>
  api
    .on('GET', 'auth/v1/method', { methods: [] })
    .on('GET', 'api/v1/namespaces/:ns/flags', { flags: [FLAG], nextPageToken: '', totalCount: 1 })
    .on('GET', 'api/v1/namespaces/:ns/flags/:key', FLAG)
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rules', { rules: [], nextPageToken: '', totalCount: 0 })
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rollouts', { rules: [], nextPageToken: '', totalCount: 0 })
    .on('GET', 'api/v1/namespaces/:ns/segments', { segments: [SEGMENT], nextPageToken: '', totalCount: 1 })
    .on('GET', 'api/v1/namespaces/:ns/segments/:key', SEGMENT);

const open = (path: string, api = fakeApi().defaults({ namespaces: NAMESPACES })) => renderApp(path, { api: withEntities(api), app: <AppRoutes /> });

test('an unknown path shows the 404 page inside the shell', async () => {
  const view = await open('/no/such/page');
  const main = await view.waitFor(() => view.byRole('main'));
  assert.ok(view.byText('404'));
  assert.ok(view.byRole('heading', 'Not Found'));
  assert.ok(view.byText('The page you are looking for could not be found.'));
  for (const name of ['Documentation', 'API Reference', 'Community', 'Blog']) {
    assert.ok(view.byRole('link', `${name} (opens in a new tab)`), `popular link ${name}`);
  }
  assert.ok(main.textContent?.includes('Release notes'), 'each popular link has a description');
  const home = view.byRole('link', 'Home');
  await view.press(home);
  assert.is(view.path(), '/namespaces/default/flags');
});

test('unknown paths under a namespace and unknown settings tabs are 404s too', async () => {
  const view = await open('/namespaces/default/nothing');
  await view.waitFor(() => view.byRole('heading', 'Not Found'));
  await view.navigate('/settings/nothing');
  assert.ok(view.byRole('heading', 'Not Found'));
});

test('bare and prefixed namespaced routes render the same pages', async () => {
  const view = await open('/flags');
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  // Page titles from SPEC §2: the lists, 'New Flag'/'New Segment', an entity's name, the console.
  for (const [path, heading] of [
    ['/namespaces/default/flags', 'Flags'],
    ['/flags/new', 'New Flag'],
    ['/namespaces/staging/flags/new', 'New Flag'],
    ['/namespaces/staging/flags/checkout', 'Checkout'],
    ['/namespaces/staging/flags/checkout/rules', 'Checkout'],
    ['/flags/checkout/analytics', 'Checkout'],
    ['/segments', 'Segments'],
    ['/namespaces/staging/segments', 'Segments'],
    ['/segments/new', 'New Segment'],
    ['/namespaces/default/segments/new', 'New Segment'],
    ['/namespaces/default/segments/beta', 'Beta testers'],
    ['/segments/beta', 'Beta testers'],
    ['/console', 'Console'],
    ['/namespaces/staging/console', 'Console'],
  ] as const) {
    await view.navigate(path);
    await view.waitFor(() => assert.ok(view.queryByRole('heading', heading), `${path} shows ${heading}`));
    assert.is(view.queryByRole('heading', 'Not Found'), null, `${path} is not a 404`);
  }
});

test("the URL's namespace becomes the current namespace; bare routes use the stored one", async () => {
  const view = await open('/namespaces/staging/flags');
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  assert.is(useCurrentNamespace.getState().namespaceKey, 'staging');
  assert.is(localStorage.getItem('namespace'), 'staging');
  assert.is(document.title, 'Flipt · staging');
  await view.navigate('/segments');
  assert.is(useCurrentNamespace.getState().namespaceKey, 'staging');
  assert.is(view.byRole('link', 'Flags').getAttribute('href'), '/namespaces/staging/flags');
  await view.navigate('/namespaces/default/console');
  assert.is(useCurrentNamespace.getState().namespaceKey, 'default');
  assert.is(document.title, 'Flipt · default');
});

test('an unknown namespace in the URL is looked up again, then said to be missing', async () => {
  const view = await open('/namespaces/nope/segments?q=beta');
  await view.waitFor(() => view.byRole('heading', 'Namespace nope not found'));
  assert.is(view.path(), '/namespaces/nope/segments?q=beta', 'the URL stays');
  assert.is(useCurrentNamespace.getState().namespaceKey, 'default', 'the current namespace does not change');
  assert.is(view.byRole('link', /Back to Default/).getAttribute('href'), '/namespaces/default/flags');
});

test('a namespace created since the list loaded is found by fetching the list again', async () => {
  let namespaces = NAMESPACES;
  const api = fakeApi().defaults({ namespaces }).on('GET', 'api/v1/namespaces', () => ({ namespaces }));
  const view = await open('/namespaces/default/flags', api);
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  namespaces = [...NAMESPACES, { key: 'late', name: 'Late', description: '', protected: false }];
  await view.navigate('/namespaces/late/segments');
  await view.waitFor(() => view.byRole('heading', 'Segments'));
  assert.is(useCurrentNamespace.getState().namespaceKey, 'late');
});

test('a stored namespace that no longer exists falls back to the first listed when there is no default', async () => {
  useCurrentNamespace.setState({ namespaceKey: 'gone' });
  const api = fakeApi().defaults({ namespaces: [NAMESPACES[1] as Record<string, unknown>] });
  const view = await open('/flags', api);
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  assert.is(useCurrentNamespace.getState().namespaceKey, 'staging');
});

test('the first visit shows onboarding; once completed, / goes to the flags', async () => {
  useUserEvents.setState({ completedOnboarding: false });
  const view = await open('/');
  await view.waitFor(() => view.byRole('heading', 'Onboarding'));
  assert.ok(view.byRole('button', 'Continue to Dashboard'));
  await view.act(() => useUserEvents.getState().completeOnboarding());
  assert.is(view.path(), '/namespaces/default/flags');
  await view.navigate('/');
  assert.is(view.path(), '/namespaces/default/flags');
  assert.ok(view.byRole('heading', 'Flags'));
});

test('the namespace index shows onboarding on a first visit and redirects to its flags after', async () => {
  useUserEvents.setState({ completedOnboarding: false });
  const view = await open('/namespaces/staging');
  await view.waitFor(() => view.byRole('heading', 'Onboarding'));
  await view.navigate('/flags');
  await view.act(() => useUserEvents.setState({ completedOnboarding: true }));
  await view.navigate('/namespaces/staging/');
  assert.is(view.path(), '/namespaces/staging/flags');
});

test('/onboarding shows onboarding without "Continue to Dashboard"; /support and settings render', async () => {
  const api = fakeApi()
    .defaults({ namespaces: NAMESPACES })
    .on('GET', 'auth/v1/method', { methods: [{ method: 'METHOD_TOKEN', enabled: true, sessionCompatible: false, metadata: null }] })
    .on('GET', 'auth/v1/tokens', { authentications: [], nextPageToken: '' });
  const view = await open('/onboarding', api);
  await view.waitFor(() => view.byRole('heading', 'Onboarding'));
  assert.is(view.queryByRole('button', 'Continue to Dashboard'), null);
  await view.navigate('/support');
  assert.ok(view.byRole('heading', 'Support'));
  await view.navigate('/settings');
  assert.ok(view.byRole('heading', 'Preferences'));
  await view.navigate('/settings/namespaces');
  assert.ok(view.queryByRole('heading', 'Namespaces'));
  await view.navigate('/settings/tokens');
  assert.ok(view.queryByRole('heading', 'Static Tokens'));
});

test('with authentication required and no session, every route goes to /login, and /login has no shell', async () => {
  const api = fakeApi()
    .fail('GET', 'meta/info', 401, 'request was not authenticated')
    .fail('GET', 'meta/config', 401, 'request was not authenticated')
    .on('GET', 'auth/v1/method', { methods: [] });
  const view = await open('/namespaces/default/flags', api);
  await view.waitFor(() => view.byRole('heading', /Login/));
  assert.is(view.path(), '/login');
  assert.is(view.queryByRole('link', 'Settings'), null);
  assert.is(api.count('GET', 'api/v1/namespaces'), 0, 'nothing private is fetched');
  assert.is(api.reloads, 0);
});

test('/login sends a user on to / when authentication is off', async () => {
  const view = await open('/login');
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  assert.equal(view.history().slice(-1), ['/namespaces/default/flags']);
});

test('/login sends a signed-in user on; it stays after logout', async () => {
  const api = fakeApi().defaults({ authRequired: true, namespaces: NAMESPACES }).on('GET', 'auth/v1/method', { methods: [] });
  const view = await open('/login', api);
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  assert.ok(useSession.getState().session?.authenticated);
  await view.act(() => useSession.getState().clearSession());
  await view.navigate('/login');
  assert.ok(view.byRole('heading', /Login/));
  await view.navigate('/flags');
  assert.is(view.path(), '/login');
});

test('a full-screen loader shows until the session start and the namespaces have loaded', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi()
    .defaults({ namespaces: NAMESPACES })
    .on('GET', 'api/v1/namespaces', async () => {
      await gate;
      return { namespaces: NAMESPACES };
    });
  const view = await open('/flags', api);
  assert.ok(view.byRole('progressbar', 'Loading Flipt'));
  assert.is(view.queryByRole('navigation'), null);
  release();
  await view.waitFor(() => view.byRole('heading', 'Flags'));
  assert.is(view.queryByRole('progressbar'), null);
});

test('a failed namespace list shows the error screen with its message', async () => {
  const api = fakeApi().defaults().fail('GET', 'api/v1/namespaces', 403, 'permission denied');
  const view = await open('/flags', api);
  await view.waitFor(() => view.byRole('heading', 'Error'));
  assert.match(view.byRole('main').textContent ?? '', 'Permission denied: your role may not view this.');
});

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

test('a route error shows the error screen; Go Back goes back in history; navigating recovers', async () => {
  const errors = console.error;
  console.error = () => {};
  const back = history.back;
  let wentBack = 0;
  history.back = () => void (wentBack += 1);
  try {
    const view = await render(
      <ErrorBoundary resetKey="/a">
        <Boom message="flag store exploded" />
      </ErrorBoundary>,
    );
    assert.ok(view.byRole('heading', 'Error'));
    assert.ok(view.byText('flag store exploded'));
    assert.is(view.byRole('link', 'Flipt logo').getAttribute('href'), '/');
    history.pushState(null, '', '#/x');
    await view.press(view.byRole('link', 'Go Back'));
    assert.is(wentBack, 1);
  } finally {
    console.error = errors;
    history.back = back;
  }
});

test("an error without a message reads 'Unexpected Application Error!'", () => {
  assert.is(errorMessage(undefined), UNEXPECTED_APP_ERROR);
  assert.is(errorMessage(new Error('')), UNEXPECTED_APP_ERROR);
  assert.is(errorMessage({ message: 'bad gateway' }), 'bad gateway');
  assert.is(UNEXPECTED_APP_ERROR, 'Unexpected Application Error!');
});

test('a session may use the console when signed in or when authentication is off', () => {
  assert.ok(isAllowed({ required: true, authenticated: true }, true));
  assert.ok(isAllowed({ required: false, authenticated: false }, false));
  assert.not.ok(isAllowed({ required: false, authenticated: false }, true));
  assert.not.ok(isAllowed({ required: true, authenticated: false }, true));
  assert.not.ok(isAllowed(null, false));
});

test.run();
