import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useMetaInfo } from '../../../ui/features/meta/hooks';
import { startSession, userFromSelf } from '../../../ui/features/session/api';
import { useCurrentUser, useLogout, useSessionStart } from '../../../ui/features/session/hooks';
import { resetTransport } from '../../../ui/lib/http';
import { useSession, type Session } from '../../../ui/stores/session';
import { apiError, fakeApi, installFakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(async () => {
  await cleanup();
  resetTransport();
});

const info = (required: boolean) => ({ version: 'v1.54.0', authentication: { required }, storage: { type: 'database' } });
const oidcSelf = {
  id: 'a1',
  method: 'METHOD_OIDC',
  metadata: {
    'io.flipt.auth.oidc.name': 'Grace Hopper',
    'io.flipt.auth.oidc.email': 'grace@example.com',
    'io.flipt.auth.oidc.picture': 'https://img.test/g.png',
  },
};
const jwtSession: Session = {
  required: true,
  authenticated: true,
  self: { id: '', method: 'METHOD_JWT', metadata: { 'io.flipt.auth.jwt.name': 'Bot', 'io.flipt.auth.jwt.issuer': 'idp.test' } },
};
const storedSession = () => JSON.parse(localStorage.getItem('session') ?? 'null')?.state?.session as unknown;

test('start: a signed-in user becomes an authenticated session, checked in order', async () => {
  const api = installFakeApi(fakeApi().on('GET', 'meta/info', info(true)).on('GET', 'auth/v1/self', oidcSelf));
  const result = await startSession();
  assert.equal(
    api.calls.map((c) => `${c.method} ${c.url}`),
    ['GET meta/info', 'GET auth/v1/self'],
  );
  assert.equal(result.session, { required: true, authenticated: true, self: oidcSelf });
  assert.equal(storedSession(), { required: true, authenticated: true, self: oidcSelf });
});

test('start: when self fails, authentication is not required, and nothing reloads', async () => {
  useSession.getState().setSession({ required: false, authenticated: false });
  const api = installFakeApi(
    fakeApi().on('GET', 'meta/info', info(false)).on('GET', 'auth/v1/self', apiError(401, 'request was not authenticated')),
  );
  const result = await startSession();
  assert.equal(result.session, { required: false, authenticated: false });
  assert.equal(storedSession(), { required: false, authenticated: false });
  assert.is(api.reloads, 0);
});

test('start: a failed server check clears the session and skips the user check', async () => {
  useSession.getState().setSession(jwtSession);
  const api = installFakeApi(fakeApi().on('GET', 'meta/info', apiError(503, 'unavailable')));
  const result = await startSession();
  assert.is(result.session, null);
  assert.is((result.error as Error).message, 'unavailable');
  assert.is(localStorage.getItem('session'), null);
  assert.is(api.count('GET', 'auth/v1/self'), 0);
});

test("start: a stored session whose 'required' disagrees with the server is cleared first", async () => {
  useSession.getState().setSession(jwtSession);
  const seen: unknown[] = [];
  installFakeApi(
    fakeApi()
      .on('GET', 'meta/info', info(false))
      .on('GET', 'auth/v1/self', () => {
        seen.push(useSession.getState().session);
        return apiError(401, 'request was not authenticated');
      }),
  );
  const result = await startSession();
  assert.equal(seen, [null]);
  assert.equal(result.session, { required: false, authenticated: false });
});

function StartProbe() {
  const { status, error } = useSessionStart();
  const { data } = useMetaInfo();
  return (
    <p>
      {status}
      {error ? ` ${(error as Error).message}` : ''} {data?.version ?? ''}
    </p>
  );
}

test('useSessionStart reports loading, then succeeded, and shares /meta/info', async () => {
  const api = fakeApi().on('GET', 'meta/info', info(false)).fail('GET', 'auth/v1/self', 401, 'request was not authenticated');
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  api.on('GET', 'meta/info', async () => {
    await gate;
    return info(false);
  });
  const view = await render(<StartProbe />, { api });
  assert.ok(view.queryByText(/^loading/), 'loading while the server check runs');
  release();
  await view.waitFor(() => view.byText('succeeded v1.54.0'));
  assert.is(api.count('GET', 'meta/info'), 1);
  assert.equal(useSession.getState().session, { required: false, authenticated: false });
});

test('useSessionStart fails with the error when the server cannot be checked', async () => {
  const api = fakeApi().fail('GET', 'meta/info', 500, 'database is locked');
  const view = await render(<StartProbe />, { api });
  await view.waitFor(() => view.byText('failed database is locked'));
  assert.is(useSession.getState().session, null);
  assert.match(view.byRole('alertdialog', 'Error').textContent ?? '', 'database is locked');
});

test('useSessionStart fails quietly on a 401 before any session exists', async () => {
  const api = fakeApi().fail('GET', 'meta/info', 401, 'request was not authenticated');
  const view = await render(<StartProbe />, { api });
  await view.waitFor(() => view.byText('failed request was not authenticated'));
  assert.is(view.queryByRole('alertdialog'), null);
  assert.is(api.reloads, 0);
  assert.is(api.count('GET', 'auth/v1/self'), 0);
});

test('maps GitHub, OIDC and JWT sessions to a user', () => {
  assert.equal(
    userFromSelf({
      id: 'g',
      method: 'METHOD_GITHUB',
      metadata: {
        'io.flipt.auth.github.name': 'Ada',
        'io.flipt.auth.github.preferred_username': 'ada',
        'io.flipt.auth.github.picture': 'https://img.test/a.png',
      },
    }),
    { name: 'Ada', login: 'ada', imgURL: 'https://img.test/a.png', issuer: null },
  );
  assert.equal(userFromSelf(oidcSelf), { name: 'Grace Hopper', login: 'grace@example.com', imgURL: 'https://img.test/g.png', issuer: null });
  assert.equal(userFromSelf(jwtSession.self), { name: 'Bot', login: null, imgURL: null, issuer: 'idp.test' });
});

test("a user without a name is 'User'; token sessions have no user", () => {
  assert.is(userFromSelf({ id: 'x', method: 'METHOD_OIDC', metadata: {} })?.name, 'User');
  assert.is(userFromSelf({ id: 't', method: 'METHOD_TOKEN', metadata: {} }), null);
  assert.is(userFromSelf(undefined), null);
});

function UserProbe() {
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <div>
      <p>{user ? `${user.name} (${user.login ?? '-'})` : 'nobody'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}

test('useCurrentUser shows the user only for an authenticated session', async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: oidcSelf });
  const view = await render(<UserProbe />);
  assert.ok(view.byText('Grace Hopper (grace@example.com)'));
  await view.act(() => useSession.getState().setSession({ required: false, authenticated: false }));
  assert.ok(view.byText('nobody'));
});

test('logout expires the session with {} and goes to /login', async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: oidcSelf });
  const api = fakeApi().on('PUT', 'auth/v1/self/expire', {});
  const view = await render(<UserProbe />, { api, path: '/namespaces/default/flags' });
  await view.press(view.byRole('button', 'Logout'));
  assert.equal(api.last('PUT')?.body, {});
  assert.is(view.path(), '/login');
  assert.is(localStorage.getItem('session'), null);
  assert.equal(api.assigned, []);
});

test("logout of a JWT session goes to the issuer's address", async () => {
  useSession.getState().setSession(jwtSession);
  const api = fakeApi().on('PUT', 'auth/v1/self/expire', {});
  const view = await render(<UserProbe />, { api, path: '/flags' });
  await view.press(view.byRole('button', 'Logout'));
  assert.equal(api.assigned, ['http://idp.test/']);
  assert.is(view.path(), '/flags');
});

test('logout of a JWT session whose issuer is not a web address goes to the login page (issue 43)', async () => {
  const metadata = { ...jwtSession.self?.metadata, 'io.flipt.auth.jwt.issuer': 'javascript://idp.test/%0aalert(document.domain)' };
  useSession.getState().setSession({ ...jwtSession, self: { id: '', method: 'METHOD_JWT', metadata } });
  const api = fakeApi().on('PUT', 'auth/v1/self/expire', {});
  const view = await render(<UserProbe />, { api, path: '/flags' });
  await view.press(view.byRole('button', 'Logout'));
  assert.equal(api.assigned, []);
  assert.is(view.path(), '/login');
});

test('a failed logout shows the error and stays', async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: oidcSelf });
  const api = fakeApi().fail('PUT', 'auth/v1/self/expire', 500, 'session store unavailable');
  const view = await render(<UserProbe />, { api, path: '/flags' });
  await view.press(view.byRole('button', 'Logout'));
  const alert = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(alert.textContent ?? '', 'session store unavailable');
  assert.is(view.path(), '/flags');
  assert.ok(useSession.getState().session);
});

test.run();
