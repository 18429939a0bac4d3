// The login page (UI-INVENTORY §2.3) with authentication required: one button per OIDC provider
// ("With {Provider}", accessible as "Sign in with {Provider}"), and the "No Providers" panel when
// only the token method is on. The identity provider itself is never contacted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import type { ExpectedFailure } from '../helpers/browser';
import { control, useBrowser, useService, type AppPage } from '../helpers/e2e-app';

const provider = (issuer: string) => ({
  issuer_url: issuer,
  client_id: 'console',
  client_secret: 'secret',
  redirect_address: 'http://127.0.0.1:8080',
  scopes: ['email', 'profile'],
});

const oidc = useService(test, {
  config: {
    authentication: {
      required: true,
      session: { domain: '127.0.0.1' },
      methods: {
        oidc: {
          enabled: true,
          providers: { google: provider('https://accounts.google.com'), keycloak: provider('http://127.0.0.1:9/realms/main') },
        },
      },
    },
  },
});
const tokenOnly = useService(test, { config: { authentication: { required: true, methods: { token: { enabled: true } } } } });
const browser = useBrowser(test);

// Without a session every private call answers 401: that is how the console learns it must sign in.
const unauthenticated: ExpectedFailure[] = ['meta/info', 'meta/config', 'auth/v1/self'].map((p) => ({
  method: 'GET',
  path: new RegExp(`/${p}$`),
  status: 401,
}));

const open = (svc: typeof oidc, route: string) => browser.open(svc, route, { allowed: unauthenticated });

async function expectProviderButton(page: Page, name: string) {
  const button = control(page, `Sign in with ${name}`);
  await button.waitFor();
  const visible = await button.evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
  assert.match(visible, new RegExp(`With ${name}`), `the ${name} button reads "With ${name}" (shows "${visible}")`);
}

async function onLogin(view: AppPage) {
  await view.waitForRoute('/login');
  await view.page.getByRole('heading', { name: /Login/i }).first().waitFor();
}

oidc.test('without a session the root redirects to the login page', async () => {
  const view = await open(oidc, '/');
  await onLogin(view);
  await view.assertNoProblems();
});

oidc.test('each OIDC provider gets a "With {Provider}" button named "Sign in with {Provider}"', async () => {
  const view = await open(oidc, '/login');
  await onLogin(view);
  await expectProviderButton(view.page, 'Google');
  // A provider without a known name is shown with its key capitalised.
  await expectProviderButton(view.page, 'Keycloak');
  assert.is(await view.page.getByText('No Providers').count(), 0);
  // No shell on the login page.
  assert.is(await view.page.getByRole('link', { name: /^Settings$/ }).count(), 0, 'no sidebar');
  await view.assertNoProblems();
});

tokenOnly.test('with only the token method the page says "No Providers" and links to the documentation', async () => {
  const view = await open(tokenOnly, '/login');
  const { page } = view;
  await page.getByText('No Providers', { exact: true }).waitFor();
  // Flipt's sentence is not a SPEC text; the panel must still say why and point to the docs.
  const panel = page.getByRole('main');
  assert.match((await panel.textContent()) ?? '', /sign-in|sign in|login provider/i, 'the panel explains that no sign-in method is configured');
  await page.getByRole('link', { name: /Configuring Authentication/ }).waitFor();
  assert.is(await page.getByRole('button', { name: /Sign in with/ }).count(), 0);
  await view.assertNoProblems();
});

oidc.test('axe finds no violations on both login variants, light and dark', async () => {
  const withProviders = await open(oidc, '/login');
  await expectProviderButton(withProviders.page, 'Google');
  await assertAccessibleInThemes(withProviders.page, 'the login page with providers');
  const none = await open(tokenOnly, '/login');
  await none.page.getByText('No Providers', { exact: true }).waitFor();
  await assertAccessibleInThemes(none.page, 'the login page without providers');
  await withProviders.assertNoProblems();
  await none.assertNoProblems();
});

test.run();
