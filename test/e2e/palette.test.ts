// The command palette (SPEC §2): Ctrl+K, its entries, filtering, "No results found", going back
// a level with Backspace or Escape, navigation, and the theme through "Preferences: Change Theme".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedFlag, seedNamespace, useApp } from '../helpers/e2e-app';
import { openPalette, paletteDialog, paletteEntries, paletteInput, paletteItem, pickInPalette } from '../helpers/e2e-palette';

const app = useApp(test);

const ROOT_ENTRIES = [
  /^Flags/,
  /^Segments/,
  /^Console/,
  /^Switch Namespaces/,
  /^Settings: General/,
  /^Settings: Namespaces/,
  /^Settings: API Tokens/,
  /^Support/,
  /^Preferences: Change Theme/,
];

test.before(async () => {
  await seedNamespace(app.api, 'staging', 'Staging');
  // Listed before `production`, and its description contains "prod".
  await seedNamespace(app.api, 'qa', 'QA', 'Pre-production');
  await seedNamespace(app.api, 'production', 'Production');
  // In the listed order the weaker matches come first: a key containing "checkout", then the exact key.
  await seedFlag(app.api, 'default', 'old-checkout-flow', 'Old checkout flow');
  await seedFlag(app.api, 'default', 'checkout', 'New checkout');
  const segment = { key: 'beta-users', name: 'Beta testers', matchType: 'ALL_MATCH_TYPE' };
  const res = await app.api.post('/api/v1/namespaces/default/segments', segment);
  assert.ok(res.status < 300, `create segment: ${res.text}`);
});

test('Ctrl+K opens the palette with every entry, in order; Ctrl+K and Escape close it', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  let palette = await openPalette(page);
  const entries = await paletteEntries(palette);
  let at = -1;
  for (const pattern of ROOT_ENTRIES) {
    const index = entries.findIndex((e) => pattern.test(e));
    assert.ok(index > at, `${pattern} is listed after the previous entries (entries: ${entries.join(' | ')})`);
    at = index;
  }
  assert.ok(entries.some((e) => /Manage feature flags/.test(e)), 'Flags carries its description');
  await page.keyboard.press('Control+k');
  await palette.waitFor({ state: 'detached' });
  palette = await openPalette(page);
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  // Cmd+K on a Mac.
  await page.keyboard.press('Meta+k');
  await palette.waitFor();
  await page.keyboard.press('Meta+k');
  await palette.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('typing filters the entries and an unmatched query shows "No results found"', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const palette = await openPalette(page);
  await page.keyboard.type('settings');
  await paletteItem(palette, /^Settings: API Tokens/).waitFor();
  const entries = await paletteEntries(palette);
  assert.ok(entries.length >= 3 && entries.length < ROOT_ENTRIES.length, `filtered: ${entries.join(' | ')}`);
  assert.not.ok(entries.some((e) => /^Flags/.test(e)), 'Flags is filtered out');
  await page.keyboard.type('zzqx');
  await palette.getByText('No results found').waitFor();
  assert.equal(await paletteEntries(palette), []);
  await view.assertNoProblems();
});

test('picking an entry navigates and closes the palette', async () => {
  const view = await app.open('/namespaces/staging/flags');
  const { page } = view;
  await openPalette(page);
  await pickInPalette(page, 'api tokens', /^Settings: API Tokens/);
  await paletteDialog(page).waitFor({ state: 'detached' });
  await view.waitForRoute('/settings/tokens');
  await openPalette(page);
  await pickInPalette(page, 'flags', /^Flags/);
  // Flags goes to the current namespace.
  await view.waitForRoute('/namespaces/staging/flags');
  await view.assertNoProblems();
});

test('"Switch Namespaces" is offered only on namespaced routes', async () => {
  const view = await app.open('/settings');
  const palette = await openPalette(view.page);
  await paletteItem(palette, /^Settings: General/).waitFor();
  assert.not.ok((await paletteEntries(palette)).some((e) => /Switch Namespaces/.test(e)));
  await view.assertNoProblems();
});

test('Backspace and Escape on an empty search go back one level; Escape at the top closes', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const palette = await openPalette(page);
  const input = paletteInput(palette);
  const intoThemes = async () => {
    await pickInPalette(page, 'theme', /^Preferences: Change Theme/);
    for (const name of ['Light', 'Dark', 'System']) await paletteItem(palette, new RegExp(`^${name}`)).waitFor();
    assert.is(await input.inputValue(), '', 'the search is empty in the sub-list');
    assert.is(await paletteItem(palette, /^Flags/).count(), 0, 'the sub-list replaces the top level');
  };
  await intoThemes();
  await page.keyboard.press('Backspace');
  await paletteItem(palette, /^Flags/).waitFor();
  await intoThemes();
  await page.keyboard.press('Escape');
  await paletteItem(palette, /^Flags/).waitFor();
  assert.ok(await palette.isVisible(), 'Escape in a sub-list keeps the palette open');
  // Backspace with text only edits the text.
  await page.keyboard.type('se');
  await page.keyboard.press('Backspace');
  assert.is(await input.inputValue(), 's');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('"Preferences: Change Theme" applies and stores the theme', async () => {
  const view = await app.open('/namespaces/default/flags', { theme: 'light' });
  const { page } = view;
  assert.is(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  await openPalette(page);
  await pickInPalette(page, 'theme', /^Preferences: Change Theme/);
  await pickInPalette(page, 'dark', /^Dark/);
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.is(JSON.parse((await view.stored('preferences')) ?? '{}').state?.theme, 'dark');
  await view.reload();
  assert.is(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'kept across reload');
  await view.assertNoProblems();
});

test('"Switch Namespaces" ranks key and name matches above description matches', async () => {
  const view = await app.open('/namespaces/default/flags');
  const palette = await openPalette(view.page);
  await pickInPalette(view.page, 'switch', /^Switch Namespaces/);
  await view.page.keyboard.type('prod');
  await paletteItem(palette, /^production/).waitFor();
  const entries = await paletteEntries(palette);
  assert.equal(entries.map((e) => e.split(/\s|Pre-/)[0]), ['production', 'qa'], `the key match first: ${entries.join(' | ')}`);
  await view.page.keyboard.press('Enter');
  await view.waitForRoute('/namespaces/production/flags');
  await view.assertNoProblems();
});

test('typing a flag\'s or segment\'s key or name jumps to it, the best match first', async () => {
  // The console page has not loaded the flags or segments: the palette fetches them.
  const view = await app.open('/namespaces/default/console');
  const { page } = view;
  const palette = await openPalette(page);
  await page.keyboard.type('checkout');
  await paletteItem(palette, /^New checkout/).waitFor();
  const entries = await paletteEntries(palette);
  assert.ok(/^New checkout/.test(entries[0] ?? '') && /^Old checkout flow/.test(entries[1] ?? ''), `the exact key first: ${entries.join(' | ')}`);
  await page.keyboard.press('Enter');
  await view.waitForRoute('/namespaces/default/flags/checkout');
  await page.getByRole('heading', { name: /New checkout/ }).first().waitFor();
  await openPalette(page);
  await pickInPalette(page, 'beta test', /^Beta testers/);
  await view.waitForRoute('/namespaces/default/segments/beta-users');
  await view.assertNoProblems();
});

test('axe finds no violations with the palette open (top level and a sub-list), light and dark', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const palette = await openPalette(page);
  await assertAccessibleInThemes(page, 'the open palette');
  await pickInPalette(page, 'theme', /^Preferences: Change Theme/);
  await paletteItem(palette, /^Dark/).waitFor();
  await assertAccessibleInThemes(page, 'the palette theme list');
  await page.keyboard.type('zzqx');
  await palette.getByText('No results found').waitFor();
  await assertAccessibleInThemes(page, 'the palette with no results');
  await view.assertNoProblems();
});

test.run();
