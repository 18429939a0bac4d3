// Settings → Preferences (SPEC §3–4): the theme applies at once and survives a reload with the
// colours of that mode; the UTC switch changes the live time preview and persists.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { chooseOption, choice, setChecked, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const STAMP = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})( UTC)?/;

/** The Theme control: a native select or a React Aria select trigger labelled "Theme". */
const themeControl = (page: Page) => page.getByRole('combobox', { name: /Theme/ }).or(page.getByRole('button', { name: /Theme/ })).first();

/** Chooses an option of a native or React Aria select with the mouse. */
const chooseTheme = (page: Page, label: 'Light' | 'Dark' | 'System') => chooseOption(page, themeControl(page), label, 'mouse');

/** Colours a user sees: page background and text, and the main area's background. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const body = getComputedStyle(document.body);
    return [body.backgroundColor, body.color, getComputedStyle(main).backgroundColor, getComputedStyle(main).color].join(' / ');
  });

const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The live preview's time, parsed; `utc` tells whether it carries the " UTC" suffix. */
async function preview(page: Page): Promise<{ at: number; utc: boolean; text: string }> {
  const text = (await page.getByRole('main').getByText(STAMP).first().textContent()) ?? '';
  const m = STAMP.exec(text);
  if (!m) throw new Error(`no time preview in ${JSON.stringify(text)}`);
  const [, y, mo, d, h, mi, s, utc] = m;
  return { at: Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!), utc: Boolean(utc), text };
}

const utcSwitch = (page: Page): Locator => page.getByRole('switch', { name: /UTC/ });

test('the theme applies at once, is stored, and survives a reload with that mode\'s colours', async () => {
  const view = await app.open('/settings');
  const { page } = view;
  await page.getByRole('heading', { name: 'Preferences' }).waitFor();
  await chooseTheme(page, 'Light');
  await until('data-theme light', async () => (await dataTheme(page)) === 'light');
  const light = await colours(page);
  await chooseTheme(page, 'Dark');
  await until('data-theme dark', async () => (await dataTheme(page)) === 'dark');
  const dark = await colours(page);
  assert.is.not(dark, light, 'dark mode changes the colours');
  assert.is(JSON.parse((await view.stored('preferences')) ?? '{}').state?.theme, 'dark');
  await view.reload();
  assert.is(await dataTheme(page), 'dark', 'data-theme is dark after a reload');
  assert.is(await colours(page), dark, 'the dark colours are back after a reload');
  const shown = await themeControl(page).evaluate((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.textContent : el.textContent) ?? '');
  assert.match(shown, /Dark/, 'the Theme control shows Dark');
  await view.assertNoProblems();
});

test('System follows the browser colour scheme', async () => {
  const view = await app.open('/settings', { theme: 'system', context: { colorScheme: 'dark' } });
  const { page } = view;
  await page.getByRole('heading', { name: 'Preferences' }).waitFor();
  const systemDark = await colours(page);
  await chooseTheme(page, 'Light');
  await until('data-theme light', async () => (await dataTheme(page)) === 'light');
  assert.is.not(await colours(page), systemDark, 'system mode under a dark scheme is dark');
  await view.assertNoProblems();
});

test('the UTC switch changes the live preview and persists', async () => {
  // A zone 5:45 ahead of UTC, so local and UTC times differ in hours and minutes.
  const view = await app.open('/settings', { context: { timezoneId: 'Asia/Kathmandu' } });
  const { page } = view;
  const toggle = utcSwitch(page);
  await toggle.waitFor();
  assert.not.ok(await toggle.isChecked(), 'local time by default');
  const local = await preview(page);
  assert.not.ok(local.utc, `local preview ${local.text}`);
  assert.ok(Math.abs(local.at - (Date.now() + 345 * 60_000)) < 120_000, `local preview ${local.text} is Kathmandu time`);
  await setChecked(toggle, true);
  await until('the preview in UTC', async () => (await preview(page)).utc);
  const utc = await preview(page);
  assert.ok(Math.abs(utc.at - Date.now()) < 120_000, `UTC preview ${utc.text} is UTC time`);
  assert.is(JSON.parse((await view.stored('preferences')) ?? '{}').state?.timezone, 'utc');
  await view.reload();
  assert.ok(await utcSwitch(page).isChecked(), 'still on after a reload');
  assert.ok((await preview(page)).utc);
  await view.assertNoProblems();
});

test('axe finds no violations on Settings → Preferences, light and dark', async () => {
  const view = await app.open('/settings');
  await view.page.getByRole('heading', { name: 'Preferences' }).waitFor();
  await assertAccessibleInThemes(view.page, 'settings preferences');
  const control = themeControl(view.page);
  if ((await control.evaluate((el) => el.tagName)) !== 'SELECT') {
    await control.click();
    await choice(view.page, 'Dark').waitFor();
    await assertAccessibleInThemes(view.page, 'settings preferences with the theme list open');
    await view.page.keyboard.press('Escape');
  }
  await view.assertNoProblems();
});

test.run();
