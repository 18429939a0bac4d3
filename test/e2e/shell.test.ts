// First visit (onboarding → flags), the 404 page, and axe on those screens and the flags placeholder.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, namespaceSelector, seedNamespace, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const FLAGS = '/namespaces/default/flags';

test.before(async () => {
  await seedNamespace(app.api, 'staging', 'Staging');
});

test('a first visit shows onboarding; "Continue to Dashboard" leads to the flags of the current namespace', async () => {
  const view = await app.open('/', { onboarded: false });
  const { page } = view;
  await page.getByRole('heading', { name: 'Onboarding' }).waitFor();
  await control(page, 'Continue to Dashboard').click();
  await view.waitForRoute(FLAGS);
  await page.getByRole('heading', { name: 'Flags' }).first().waitFor();
  assert.match((await namespaceSelector(page).textContent()) ?? '', /Default/);
  const stored = JSON.parse((await view.stored('event')) ?? '{}');
  assert.is(stored.state?.completedOnboarding ?? stored.completedOnboarding, true, 'completion is stored under "event"');
  await view.assertNoProblems();
});

test('after completing onboarding, a reload of / goes straight to the flags', async () => {
  const view = await app.open('/', { onboarded: false });
  await control(view.page, 'Continue to Dashboard').click();
  await view.waitForRoute(FLAGS);
  await view.goto('/');
  await view.waitForRoute(FLAGS);
  await view.reload();
  await view.waitForRoute(FLAGS);
  assert.is(await view.page.getByRole('heading', { name: 'Onboarding' }).count(), 0, 'onboarding is not shown again');
  // Still reachable (Support links it), without the first-run button.
  await view.goto('/onboarding');
  await view.page.getByRole('heading', { name: 'Onboarding' }).waitFor();
  assert.is(await control(view.page, 'Continue to Dashboard').count(), 0, 'no "Continue to Dashboard" once completed');
  await view.assertNoProblems();
});

test('"Continue to Dashboard" goes to the flags of the stored current namespace', async () => {
  const view = await app.open('/', { onboarded: false, storage: { namespace: 'staging' } });
  await control(view.page, 'Continue to Dashboard').click();
  await view.waitForRoute('/namespaces/staging/flags');
  assert.match((await namespaceSelector(view.page).textContent()) ?? '', /Staging/);
  await view.assertNoProblems();
});

test('an unknown route shows the 404 page with popular links and a working Home link', async () => {
  const view = await app.open('/no/such/page');
  const { page } = view;
  const main = page.getByRole('main');
  await main.getByText('404', { exact: true }).waitFor();
  await main.getByText('Not Found', { exact: true }).waitFor();
  await main.getByText('The page you are looking for could not be found.').waitFor();
  for (const name of [/doc/i, /API Reference/i, /Community/i, /Blog/i]) {
    assert.ok(await main.getByRole('link', { name }).count(), `a popular link matching ${name}`);
  }
  await main.getByRole('link', { name: /Home/ }).click();
  await view.waitForRoute(FLAGS);
  await view.assertNoProblems();
});

test('on a narrow screen the sidebar is a slide-over with the namespace selector and links', async () => {
  const view = await app.open('/namespaces/default/flags', { context: { viewport: { width: 390, height: 844 } } });
  const { page } = view;
  await control(page, 'Open sidebar').click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await drawer.waitFor();
  await namespaceSelector(drawer).waitFor();
  await drawer.getByRole('link', { name: 'Settings', exact: true }).click();
  await view.waitForRoute('/settings');
  await drawer.waitFor({ state: 'detached' });
  await control(page, 'Open sidebar').click();
  await drawer.waitFor();
  await assertAccessibleInThemes(page, 'the mobile sidebar');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('axe finds no violations on onboarding, the flags placeholder and the 404 page, light and dark', async () => {
  const first = await app.open('/', { onboarded: false });
  await first.page.getByRole('heading', { name: 'Onboarding' }).waitFor();
  await assertAccessibleInThemes(first.page, 'onboarding (first visit)');
  await first.goto('/onboarding');
  await first.page.getByRole('heading', { name: 'Onboarding' }).waitFor();
  await assertAccessibleInThemes(first.page, 'onboarding (from Support)');

  const view = await app.open('/namespaces/default/flags');
  await view.page.getByRole('heading', { name: 'Flags' }).first().waitFor();
  await assertAccessibleInThemes(view.page, 'the flags page');
  await view.goto('/no/such/page');
  await view.page.getByText('Not Found', { exact: true }).waitFor();
  await assertAccessibleInThemes(view.page, 'the 404 page');
  await first.assertNoProblems();
  await view.assertNoProblems();
});

test.run();
