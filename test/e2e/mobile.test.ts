// A phone (390×844, issue 16.3): every main screen fits the width with no sideways page scroll,
// lists stay readable rows with their status visible, and the ctrl+k hint is not offered; the top
// bar names the namespace, compare breaks no word and its toast leaves the Promote bar be (40.6).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { prodExport } from '../helpers/compare-fixture';
import { control, pick, seedNamespace, setChecked, useApp } from '../helpers/e2e-app';
import { seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';

const app = useApp(test);
const NS = 'mobile-e2e';
const PHONE = { viewport: { width: 390, height: 844 } };
const LONG = 'a-rather-long-flag-key-that-names-the-checkout-experiment-for-returning-customers';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Mobile', 'A namespace whose description is long enough to wrap on a phone screen twice over.');
  const flag = { key: LONG, name: 'Checkout experiment for returning customers on every storefront', description: 'Owned by the payments team; see the runbook before changing it.', type: 'VARIANT_FLAG_TYPE', enabled: true };
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags`, flag)).status, 200);
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags/${LONG}/variants`, { key: 'treatment-with-a-long-key' })).status, 200);
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'returning-customers-in-europe', name: 'Returning customers in Europe', matchType: 'ALL_MATCH_TYPE' })).status, 200);
  const segment = `/api/v1/namespaces/${NS}/segments/returning-customers-in-europe/constraints`;
  assert.is((await app.api.post(segment, { type: 'STRING_COMPARISON_TYPE', property: 'region', operator: 'eq', value: 'eu' })).status, 200);
  const rule = await app.api.post(`/api/v1/namespaces/${NS}/flags/${LONG}/rules`, { segmentKey: 'returning-customers-in-europe', rank: 1 });
  assert.is(rule.status, 200, rule.text);
  assert.is((await app.api.post(segment, { type: 'STRING_COMPARISON_TYPE', property: 'country_code_of_the_request', operator: 'eq', value: 'somewhere-far-away' })).status, 200);
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key: 'phone-bool', name: 'Phone bool', type: 'BOOLEAN_FLAG_TYPE' })).status, 200);
  const rollouts = `/api/v1/namespaces/${NS}/flags/phone-bool/rollouts`;
  assert.is((await app.api.post(rollouts, { rank: 1, threshold: { percentage: 50, value: true } })).status, 200);
  assert.is((await app.api.post(rollouts, { rank: 2, segment: { segmentKey: 'returning-customers-in-europe', value: true } })).status, 200);
});

/** How far the page scrolls sideways: the document's width over the viewport's. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The innermost elements reaching past the right edge, to name what widens a page. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? '').slice(0, 40)}`)
      .join(', '),
  );

const FLAG = `/namespaces/${NS}/flags/${LONG}`;
const ROUTES = [
  `/namespaces/${NS}/flags`,
  `/namespaces/${NS}/flags/new`,
  FLAG,
  `${FLAG}/rules`,
  `${FLAG}/analytics`,
  `/namespaces/${NS}/segments`,
  `/namespaces/${NS}/segments/new`,
  `/namespaces/${NS}/segments/returning-customers-in-europe`,
  `/namespaces/${NS}/console`,
  '/settings',
  '/settings/namespaces',
  '/support',
  '/onboarding',
];

test('every main screen fits 390 px without sideways scrolling', async () => {
  const view = await app.open(ROUTES[0]!, { context: PHONE });
  const wide: string[] = [];
  for (const route of ROUTES) {
    await view.goto(route);
    await view.page.getByRole('heading', { level: 1 }).first().waitFor();
    const by = await overflow(view.page);
    if (by > 0) wide.push(`${route}: ${by} px too wide (${await widest(view.page)})`);
  }
  assert.equal(wide, [], wide.join('\n'));
  await view.assertNoProblems();
});

test('a list on a phone keeps key, name and status of each row in view', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`, { context: PHONE });
  const { page } = view;
  const row = page.getByRole('row').filter({ hasText: 'Checkout experiment' });
  for (const part of [row.getByRole('link', { name: LONG }), row.getByRole('switch', { name: `Enabled ${LONG}` })]) {
    const box = await part.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${await part.textContent()} within the screen: ${JSON.stringify(box)}`);
  }
  assert.ok(await control(page, 'New Flag').isVisible(), 'the create action is visible');
  assert.ok((await overflow(page)) <= 0);
  await assertAccessibleInThemes(page, 'the flags list on a phone');
  await control(page, 'Open sidebar').click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await drawer.waitFor();
  await drawer.getByRole('link', { name: 'Support', exact: true }).waitFor();
  const hints = await drawer.getByText(/ctrl \+ k/i).evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
  assert.is(hints, 0, 'no keyboard shortcut hint on a phone');
  await view.assertNoProblems();
});

test("the console's constraint table fits a phone, each value named by its column", async () => {
  const view = await app.open(`/namespaces/${NS}/console`, { context: PHONE });
  const { page } = view;
  await pick(page, 'Flag Key', new RegExp(`^${LONG} ·`));
  await page.getByLabel('Entity ID', { exact: true }).fill('user-1');
  await page.getByLabel('Request Context', { exact: true }).fill('{"region":"eu","country_code_of_the_request":"somewhere-far-away"}');
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  const table = page.getByRole('table', { name: 'Constraints of segment returning-customers-in-europe' });
  await table.waitFor();
  assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px too wide (${await widest(page)})`);
  const labels = await table.locator('tbody tr').first().locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
  assert.equal(labels, ['"Property"', '"Operator"', '"Value"', '"Compared with"', '"Result"']);
  const result = await table.locator('tbody tr').first().locator('td').last().boundingBox();
  assert.ok(result && result.x + result.width <= 390, 'the Result is on screen');
  await assertAccessibleInThemes(page, 'the console with an explanation on a phone');
  await view.assertNoProblems();
});

for (const width of [390, 320]) {
  test(`at ${width} px a rule or rollout card keeps its menu on its title's line`, async () => {
    const view = await app.open(`${FLAG}/rules`, { context: { viewport: { width, height: 844 } } });
    const { page } = view;
    for (const route of [`${FLAG}/rules`, `/namespaces/${NS}/flags/phone-bool`]) {
      await view.goto(route);
      const menus = page.getByRole('button', { name: /^Actions for (rule|rollout) \d$/ });
      await menus.first().waitFor();
      for (const menu of await menus.all()) {
        const offset = await menu.evaluate((button) => {
          let header = button.parentElement;
          while (header && !header.querySelector('h3')) header = header.parentElement;
          const title = header!.querySelector('h3')!;
          const mid = (el: Element) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2;
          return Math.abs(mid(button) - mid(title));
        });
        assert.ok(offset < 8, `${await menu.getAttribute('aria-label')} on ${route} sits ${offset} px off its title's line`);
      }
      assert.ok((await overflow(page)) <= 0);
    }
    await view.assertNoProblems();
  });
}

test('the top bar names the current namespace on the flags list', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`, { context: PHONE });
  const crumbs = view.page.locator('header p').first();
  await view.page.getByRole('heading', { level: 1, name: 'Flags' }).waitFor();
  assert.equal((await crumbs.innerText()).replace(/\s+/g, ' ').trim(), 'Mobile › Flags');
  const namespace = await crumbs.getByText('Mobile', { exact: true }).boundingBox();
  assert.ok(namespace && namespace.width > 0 && namespace.x + namespace.width <= 390, 'the namespace is in view');
  await view.goto(FLAG);
  await view.page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal((await crumbs.innerText()).replace(/\s+/g, ' ').trim(), `Mobile › ${LONG}`, 'the item, with the namespace before it');
  await view.assertNoProblems();
});

/** Words (between spaces and hyphens, where lines may break) of the comparison's cells shown on more than one line; words over 16 letters may break. */
const brokenWords = (page: Page) =>
  page.getByRole('list', { name: 'Comparison' }).evaluate((list) => {
    const broken: string[] = [];
    for (const cell of list.querySelectorAll('table th, table td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          if (word[0].length > 16) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });

test('compare breaks no word on a phone, and its toast does not cover the Promote bar', async () => {
  const [a, b] = ['phone-staging', 'phone-prod'];
  await seedNamespace(app.api, a, 'Phone staging');
  await seedNamespace(app.api, b, 'Phone production');
  await seedFeatures(app.api, a, stagingExport);
  await seedFeatures(app.api, b, prodExport);
  const view = await app.open(`/namespaces/${a}/compare/${b}`, { context: PHONE });
  const { page } = view;
  await page.getByRole('list', { name: 'Comparison' }).locator('table').first().waitFor();
  assert.equal(await brokenWords(page), [], 'words wrap whole');
  assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px too wide (${await widest(page)})`);
  await setChecked(page.getByRole('checkbox', { name: 'Promote flag archived' }), true);
  await page.getByRole('button', { name: `Promote to ${b}…` }).click();
  const dialog = page.getByRole('dialog', { name: `Promote to ${b}` });
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: `Promoted 1 item from ${a} to ${b}` });
  await toast.waitFor();
  const bar = page.getByRole('button', { name: `Promote to ${b}…` }).locator('xpath=..');
  const [t, p] = [await toast.boundingBox(), await bar.boundingBox()];
  assert.ok(t && p && (t.y + t.height <= p.y || t.y >= p.y + p.height), `the toast is off the bar: ${JSON.stringify([t, p])}`);
  await assertAccessibleInThemes(page, 'compare on a phone after a promote');
  await view.assertNoProblems();
});

test.run();
