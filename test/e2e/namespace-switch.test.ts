// Switching the current namespace three ways (SPEC §2): the sidebar selector (keyboard), the URL,
// and the command palette. Each rewrites the path and the stored 'namespace'.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPointer, chooseOption, describeFocus, isDisabled, isFocused, namespaceSelector, optionLabels, seedNamespace, tabTo, useApp, type AppPage } from '../helpers/e2e-app';
import { openPalette, paletteItem, pickInPalette } from '../helpers/e2e-palette';
import { assertAccessibleInThemes } from '../helpers/axe';

const app = useApp(test);

test.before(async () => {
  await seedNamespace(app.api, 'staging', 'Staging');
  await seedNamespace(app.api, 'production', 'Production', 'Live traffic');
});

/** The page shows namespace `key` (named `name`): route, selector, stored key and document title. */
async function expectNamespace(view: AppPage, key: string, name: string, page = 'flags') {
  await view.waitForRoute(`/namespaces/${key}/${page}`);
  const selector = namespaceSelector(view.page);
  await selector.filter({ hasText: name }).waitFor();
  assert.is(await view.stored('namespace'), key, `'namespace' holds ${key}`);
  assert.match(await view.page.title(), new RegExp(`^Flipt.*${key}`), 'the title names the namespace');
}

test('the sidebar selector switches namespace with the keyboard and keeps the page', async () => {
  const view = await app.open('/namespaces/default/segments');
  const { page } = view;
  const selector = namespaceSelector(page);
  assert.match((await selector.textContent()) ?? '', /Default/);
  await tabTo(page, selector);
  await chooseOption(page, selector, 'Staging', 'keyboard');
  await expectNamespace(view, 'staging', 'Staging', 'segments');
  await assertNoPointer(page);
  assert.equal(await optionLabels(page, selector), ['Default', 'Staging', 'Production'], 'every namespace, by name');
  await view.assertNoProblems();
});

test('focus stays on the selector after a keyboard switch, so the next namespace is one more key away', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const selector = namespaceSelector(page);
  await tabTo(page, selector);
  await chooseOption(page, selector, 'Staging', 'keyboard');
  await expectNamespace(view, 'staging', 'Staging');
  // Let the route change settle, then check where the keyboard is.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.ok(await isFocused(namespaceSelector(page)), `focus stays on the namespace selector (it is on ${await describeFocus(page)})`);
  await chooseOption(page, namespaceSelector(page), 'Production', 'keyboard');
  await expectNamespace(view, 'production', 'Production');
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('the namespace in the URL switches the selector and the current namespace', async () => {
  const view = await app.open('/namespaces/default/flags');
  await view.goto('/namespaces/production/flags');
  await expectNamespace(view, 'production', 'Production');
  // The stored namespace now leads the bare routes.
  await view.goto('/');
  await view.waitForRoute('/namespaces/production/flags');
  await namespaceSelector(view.page).filter({ hasText: 'Production' }).waitFor();
  await view.assertNoProblems();
});

test('a deep link opened in a fresh browser selects its namespace', async () => {
  const view = await app.open('/namespaces/staging/flags');
  await expectNamespace(view, 'staging', 'Staging');
  await view.assertNoProblems();
});

test('the palette\'s "Switch Namespaces" lists the namespaces and rewrites the path', async () => {
  const view = await app.open('/namespaces/default/console');
  const palette = await openPalette(view.page);
  await pickInPalette(view.page, 'Switch', /^Switch Namespaces/);
  for (const key of ['default', 'staging', 'production']) await paletteItem(palette, new RegExp(`^${key}`)).waitFor();
  await pickInPalette(view.page, 'production', /^production/);
  await palette.waitFor({ state: 'detached' });
  await expectNamespace(view, 'production', 'Production', 'console');
  await view.assertNoProblems();
});

test('a namespace created elsewhere after the page loaded opens from its URL', async () => {
  const view = await app.open('/namespaces/default/flags');
  await namespaceSelector(view.page).filter({ hasText: 'Default' }).waitFor();
  // Another operator (here: the API) creates it; this page's namespace list predates it.
  await seedNamespace(app.api, 'late', 'Late arrival');
  await view.goto('/namespaces/late/segments');
  await expectNamespace(view, 'late', 'Late arrival', 'segments');
  await view.page.getByRole('heading', { name: 'Segments', exact: true }).waitFor();
  await view.assertNoProblems();
});

test('an unknown namespace in the URL says so, keeps the URL and the current namespace, and offers a way back', async () => {
  const view = await app.open('/namespaces/staging/flags');
  await expectNamespace(view, 'staging', 'Staging');
  await view.goto('/namespaces/nowhere/flags');
  const { page } = view;
  await page.getByRole('heading', { name: 'Namespace nowhere not found' }).waitFor();
  assert.is(view.route(), '/namespaces/nowhere/flags', 'the URL is not rewritten to another namespace');
  assert.is(await view.stored('namespace'), 'staging', 'the current namespace stays');
  assert.is(await page.getByRole('heading', { name: 'Flags', exact: true }).count(), 0, 'no other namespace\'s flags are shown');
  await assertAccessibleInThemes(page, 'the namespace-not-found page');
  await page.getByRole('link', { name: 'Back to Staging' }).click();
  await expectNamespace(view, 'staging', 'Staging');
  await view.assertNoProblems();
});

test('the selector is disabled outside namespaced routes', async () => {
  const view = await app.open('/settings');
  await view.page.getByRole('heading', { name: 'Preferences' }).waitFor();
  assert.ok(await isDisabled(namespaceSelector(view.page)), 'disabled on /settings');
  await view.assertNoProblems();
});

test.run();
