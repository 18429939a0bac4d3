import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LoginPage } from '../../../../ui/features/auth';
import { loginProviders, providerName } from '../../../../ui/features/auth/providers';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

const methods = {
  methods: [
    { method: 'METHOD_TOKEN', enabled: true },
    { method: 'METHOD_GITHUB', enabled: true, metadata: { authorize_url: '/auth/v1/method/github/authorize' } },
    {
      method: 'METHOD_OIDC',
      enabled: true,
      metadata: {
        providers: {
          google: { authorize_url: '/auth/v1/method/oidc/google/authorize' },
          keycloak: { authorize_url: '/auth/v1/method/oidc/keycloak/authorize' },
        },
      },
    },
    { method: 'METHOD_KUBERNETES', enabled: true },
  ],
};

test('provider names: known ones spelled properly, others capitalised', () => {
  assert.equal(['google', 'gitlab', 'auth0', 'github', 'keycloak'].map(providerName), ['Google', 'GitLab', 'Auth0', 'GitHub', 'Keycloak']);
});

test('only enabled GitHub and OIDC methods with an authorize URL give providers', () => {
  const found = loginProviders([
    { method: 'METHOD_GITHUB', enabled: false, sessionCompatible: true, metadata: { authorize_url: '/gh' } },
    { method: 'METHOD_OIDC', enabled: true, sessionCompatible: true, metadata: { providers: { okta: {} } } },
    { method: 'METHOD_JWT', enabled: true, sessionCompatible: true },
  ]);
  assert.equal(found, []);
});

test('shows the title and one "With {Provider}" button per provider, named "Sign in with {Provider}"', async () => {
  const api = fakeApi().on('GET', 'auth/v1/method', methods);
  const view = await render(<LoginPage />, { api });
  assert.ok(view.byRole('heading', 'Login to Flipt'));
  const names = view.allByRole('button').map((b) => b.getAttribute('aria-label'));
  assert.equal(names, ['Sign in with GitHub', 'Sign in with Google', 'Sign in with Keycloak']);
  assert.match(view.byRole('button', 'Sign in with Google').textContent ?? '', 'With Google');
  assert.is(view.queryByText('No Providers'), null);
});

test('a provider button fetches its authorize URL (relative) and leaves for the returned address', async () => {
  const api = fakeApi()
    .on('GET', 'auth/v1/method', methods)
    .on('GET', 'auth/v1/method/oidc/google/authorize', { authorizeUrl: 'https://accounts.google.com/o/oauth2/auth?state=abc' });
  const view = await render(<LoginPage />, { api });
  await view.press(view.byRole('button', 'Sign in with Google'));
  await view.waitFor(() => assert.equal(api.assigned, ['https://accounts.google.com/o/oauth2/auth?state=abc']));
  assert.is(api.last('GET')?.url, 'auth/v1/method/oidc/google/authorize');
});

test('a failed sign-in shows "Unable to authenticate: {message}" and stays', async () => {
  const api = fakeApi()
    .on('GET', 'auth/v1/method', methods)
    .fail('GET', 'auth/v1/method/github/authorize', 500, 'github is unreachable');
  const view = await render(<LoginPage />, { api });
  await view.press(view.byRole('button', 'Sign in with GitHub'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Unable to authenticate: github is unreachable');
  assert.equal(api.assigned, []);
  assert.is(view.byRole('button', 'Sign in with GitHub').hasAttribute('disabled'), false);
});

test('a sign-in address that is not http(s) is refused with the error toast, and nothing navigates (issue 43)', async () => {
  const api = fakeApi()
    .on('GET', 'auth/v1/method', methods)
    .on('GET', 'auth/v1/method/github/authorize', { authorizeUrl: ' JavaScript:alert(document.domain)' });
  const view = await render(<LoginPage />, { api });
  await view.press(view.byRole('button', 'Sign in with GitHub'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Unable to authenticate: the sign-in address " JavaScript:alert(document.domain)" is not http(s)');
  assert.equal(api.assigned, []);
});

test('without providers the page says "No Providers" and links to the documentation', async () => {
  const api = fakeApi().on('GET', 'auth/v1/method', { methods: [{ method: 'METHOD_TOKEN', enabled: true }] });
  const view = await render(<LoginPage />, { api });
  assert.ok(view.byRole('heading', 'No Providers'));
  const docs = view.byRole('link', /^Configuring Authentication/);
  assert.is(docs.getAttribute('target'), '_blank');
  assert.match(docs.getAttribute('rel') ?? '', 'noopener');
  assert.is(view.queryByRole('button', /Sign in with/), null);
});

test.run();
