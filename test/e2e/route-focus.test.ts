// Where focus lands after a navigation (issue 29.11): on the new page's heading, never a ring
// around the whole content area, and no ring at all when the navigation was a click, whatever
// was typed before it (issue 40.2).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedFlag, useApp, until } from '../helpers/e2e-app';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

test('a navigation focuses the new page heading: a ring for the keyboard, none for the mouse, never around the content', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  const ring = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { tag: el.tagName, text: el.textContent, outline: getComputedStyle(el).outlineStyle };
    });
  const mainOutline = () => page.getByRole('main').evaluate((el) => getComputedStyle(el).outlineStyle);

  await page.getByRole('navigation').getByRole('link', { name: 'Segments', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await view.waitForRoute(`/namespaces/${NS}/segments`);
  await until('focus on the Segments heading', async () => (await ring()).text === 'Segments');
  assert.equal(await ring(), { tag: 'H1', text: 'Segments', outline: 'solid' }, 'keyboard users see where focus went');
  assert.is(await mainOutline(), 'none', 'no ring around the content area');
  await assertAccessibleInThemes(page, 'the segments page with its heading focused');

  await page.getByRole('navigation').getByRole('link', { name: 'Flags', exact: true }).first().click();
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  await until('focus on the Flags heading', async () => (await ring()).text === 'Flags');
  assert.equal(await ring(), { tag: 'H1', text: 'Flags', outline: 'none' }, 'no ring after a click');
  assert.is(await mainOutline(), 'none');
  await view.assertNoProblems();
});

test('a mouse navigation after keys shows no ring; a key after the mouse shows it again (issue 40.2)', async () => {
  await seedFlag(app.api, NS, uniqueKey('focus'));
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  const heading = (text: string) => page.getByRole('heading', { level: 1, name: text });
  const ring = (text: string) => heading(text).evaluate((el) => (el === document.activeElement ? getComputedStyle(el).outlineStyle : 'not focused'));
  // The palette opened by its shortcut, its entry chosen with the mouse: Chromium's own
  // :focus-visible followed the palette's field and ringed the heading.
  await page.keyboard.press('Control+k');
  await page.getByRole('option', { name: /Segments/ }).first().click();
  await view.waitForRoute(`/namespaces/${NS}/segments`);
  await until('focus on the Segments heading', async () => (await ring('Segments')) !== 'not focused');
  assert.is(await ring('Segments'), 'none', 'no ring after a click');
  await page.getByRole('navigation').getByRole('link', { name: 'Flags', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await view.waitForRoute(`/namespaces/${NS}/flags`);
  await until('focus on the Flags heading', async () => (await ring('Flags')) !== 'not focused');
  assert.is(await ring('Flags'), 'solid', 'a keyboard navigation rings it');
  await page.getByRole('searchbox', { name: 'Search flags' }).click();
  await page.keyboard.type('x');
  await page.getByRole('navigation').getByRole('link', { name: 'Segments', exact: true }).first().click();
  await view.waitForRoute(`/namespaces/${NS}/segments`);
  await until('focus on the Segments heading', async () => (await ring('Segments')) !== 'not focused');
  assert.is(await ring('Segments'), 'none', 'typing before the click does not ring the heading');
  await view.assertNoProblems();
});

test.run();
