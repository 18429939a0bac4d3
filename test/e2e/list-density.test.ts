// A dense list read at a desktop width (issue 16.3, 29.1): keys take at most two lines (whole on
// focus), times do not wrap, columns keep their width while searching, sort icons keep their size, focus never
// hides under the sticky top bar, and the top bar says where the page is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { shownLines } from '../helpers/e2e-layout';
import { seedNamespace, tabTo, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'density-e2e';
const FLAGS = `/namespaces/${NS}/flags`;
const LONG = 'checkout-experiment-for-returning-customers-on-every-storefront-in-europe-and-north-america-during-the-holiday-season-of-the-year-twenty-twenty-six';
const NARROW = { viewport: { width: 900, height: 700 } };

test.before(async () => {
  await seedNamespace(app.api, NS, 'Density');
  const keys = [LONG, ...Array.from({ length: 40 }, (_, i) => `flag-${String(i + 1).padStart(2, '0')}`)];
  for (const key of keys) {
    const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: key === LONG ? 'Checkout' : `Name ${key}`, type: 'BOOLEAN_FLAG_TYPE' });
    assert.is(res.status, 200, res.text);
  }
});

/** How many lines an element's text takes. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

const headerWidths = (page: Page) => page.locator('main thead th').evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));

test('keys take at most two lines and times one; a focused key shows whole', async () => {
  const view = await app.open(FLAGS, { context: NARROW });
  const { page } = view;
  const link = page.getByRole('link', { name: LONG });
  const key = link.locator('span').first();
  assert.is(await key.getAttribute('title'), LONG);
  assert.ok(await key.evaluate((el) => el.scrollHeight > el.clientHeight), 'the key is cut');
  assert.is(await shownLines(key), 2);
  for (const time of await page.locator('main tbody time').all()) assert.is(await lines(time), 1, `${await time.textContent()} on one line`);
  await tabTo(page, link);
  const whole = await key.evaluate((el) => [el.scrollHeight, el.clientHeight, document.activeElement?.outerHTML.slice(0, 80)]);
  assert.ok(whole[0]! <= whole[1]!, `the focused key shows whole: ${JSON.stringify(whole)}`);
  assert.ok((await shownLines(key)) > 2, 'on more lines');
  await view.assertNoProblems();
});

test('columns keep their widths while searching, and sort icons their size', async () => {
  const view = await app.open(FLAGS, { context: NARROW });
  const { page } = view;
  const before = await headerWidths(page);
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('checkout');
  await until('one row', async () => (await page.locator('main tbody tr').count()) === 1);
  assert.equal(await headerWidths(page), before);
  const icons = await page.locator('main thead button svg').evaluateAll((svgs) => svgs.map((s) => Math.round(s.getBoundingClientRect().width)));
  assert.ok(icons.length >= 6 && icons.every((w) => w === 14), `sort icons ${icons}`);
  await view.assertNoProblems();
});

test('focus moving onto a row under the sticky top bar scrolls it into view below the bar', async () => {
  const view = await app.open(`${FLAGS}?size=50`, { context: NARROW });
  const { page } = view;
  const target = page.getByRole('link', { name: 'flag-15' });
  await page.getByRole('link', { name: 'flag-16' }).focus();
  // flag-15's row sits in the viewport but under the bar: the browser sees no need to scroll
  // unless the scroll padding says that band is covered.
  await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 12));
  // Back through flag-16's own stops (its checkbox) into flag-15's row.
  const row = target.locator('xpath=ancestor::tr');
  for (let i = 0; i < 3 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++) await page.keyboard.press('Shift+Tab');
  assert.ok(await row.evaluate((el) => el.contains(document.activeElement)), 'focus in the flag-15 row');
  const bar = await page.locator('header').first().boundingBox();
  const top = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
  assert.ok(bar && top >= bar.y + bar.height, `focus at ${top}, the bar ends at ${bar && bar.y + bar.height}`);
  await view.assertNoProblems();
});

test('the top bar shows the namespace, the section and the item', async () => {
  const view = await app.open(`${FLAGS}/flag-07`);
  const bar = view.page.locator('header').first();
  await until('the trail', async () => (await bar.innerText()).includes('Density › Flags › flag-07'));
  await view.goto('/settings/namespaces');
  await until('the settings trail', async () => (await bar.innerText()).includes('Settings › Namespaces'));
  await view.assertNoProblems();
});

test.run();
