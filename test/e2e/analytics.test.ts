// The flag's Analytics tab (UI-INVENTORY §2.12) against the local service counting evaluations:
// the chart's total matches the evaluations made, each point reads its value on focus and hover,
// the window is chosen, updates pause and resume from the keyboard, and a service without
// analytics shows the disabled panel and is never asked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { awayFromMinuteEdge, primeCounters, settleCounts } from '../helpers/prometheus-count';
import { assertNoPointer, chooseOption, seedFlag, seedNamespace, tabTo, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';

const counting = useService(test, { env: { FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true' } });
const plain = useService(test);
const browser = useBrowser(test);
const route = (ns: string, flag: string) => `/namespaces/${ns}/flags/${flag}/analytics`;

async function evaluate(service: ServiceHandle, ns: string, flagKey: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await service.api.post('/evaluate/v1/boolean', { namespaceKey: ns, flagKey, entityId: `user-${i}`, context: {} });
    assert.is(res.status, 200, res.text);
  }
}

counting.before(async ({ api }) => {
  await seedNamespace(api, 'shop', 'Shop');
  for (const key of ['checkout', 'search', 'quiet']) await seedFlag(api, 'shop', key);
  await primeCounters(counting.svc, 2, async () => {
    await evaluate(counting, 'shop', 'checkout', 1);
    await evaluate(counting, 'shop', 'search', 1);
  });
  await evaluate(counting, 'shop', 'checkout', 7);
  await evaluate(counting, 'shop', 'search', 2);
  await settleCounts(counting.svc);
});

test.before(() => seedFlag(plain.api, 'default', 'checkout'));

/** How many times the page has asked for evaluation counts since it loaded. */
const countRequests = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/internal/v1/analytics/')).length);

// The tab's summary, not the page header's 24-hour figure.
const summary = (page: Page) => page.getByText(/ in the last (?!24 hours)/);

counting.test('the chart shows as many evaluations as the service made, in any window', async () => {
  const view = await browser.open(counting, route('shop', 'checkout'));
  const { page } = view;
  await summary(page).filter({ hasText: /^7 evaluations in the last 30 minutes, peak \d at \d\d:\d\d$/ }).waitFor();
  const chart = page.getByRole('img', { name: /^Evaluations of checkout over the last 30 minutes: 7 in total, peak \d at \d\d:\d\d$/ });
  await chart.waitFor();
  assert.ok(await chart.getByText('Time (Local)').isVisible(), 'the time axis says local time');

  await page.getByRole('button', { name: 'Show data table' }).click();
  const table = page.getByRole('table', { name: 'Evaluations of checkout per time bucket' });
  const counts = (await table.locator('tbody td').allTextContents()).map(Number);
  assert.is(counts.length, 31, 'one row per minute, both ends included');
  assert.is(counts.reduce((a, b) => a + b, 0), 7);

  await chooseOption(page, page.getByLabel('Time window'), '1 day', 'mouse');
  await summary(page).filter({ hasText: /^7 evaluations in the last 1 day/ }).waitFor();
  assert.match(page.url(), /window=1d/);
  assert.is((await table.locator('tbody tr').count()) >= 49, true, 'half-hour buckets over a day');
  await view.assertNoProblems();
});

counting.test('a window without evaluations says so; times follow the UTC preference', async () => {
  const preferences = JSON.stringify({ state: { theme: null, timezone: 'utc' }, version: 1 });
  const view = await browser.open(counting, route('shop', 'quiet'), { storage: { preferences } });
  const { page } = view;
  await page.getByText('No evaluations in this window').waitFor();
  assert.ok(await page.getByRole('img', { name: /: 0 in total$/ }).getByText('Time (UTC)').isVisible());
  assert.match((await page.getByText(/Last updated/).textContent()) ?? '', /Last updated \d\d:\d\d:\d\d UTC/);
  await view.assertNoProblems();
});

counting.test('each point reads its value on keyboard focus and on hover', async () => {
  const view = await browser.open(counting, route('shop', 'checkout'));
  const { page } = view;
  await summary(page).filter({ hasText: /^7 evaluations/ }).waitFor();
  const points = page.getByRole('slider', { name: 'Evaluations per time bucket' });
  const tooltip = page.getByText(/^\d+ evaluations? at \d\d:\d\d$/);
  assert.is(await tooltip.count(), 0, 'no tooltip until a point is read');
  await tabTo(page, points);
  await tooltip.waitFor();
  const reading = async () => {
    const text = (await points.getAttribute('aria-valuetext')) ?? '';
    assert.is(await tooltip.textContent(), text, 'the tooltip says what a screen reader hears');
    return Number(/^(\d+) evaluations? at \d\d:\d\d$/.exec(text)?.[1]);
  };
  await page.keyboard.press('Home');
  let total = await reading();
  for (let i = 1; i < 31; i++) {
    await page.keyboard.press('ArrowRight');
    total += await reading();
  }
  assert.is(total, 7, 'walking every point by keyboard adds up to the total');
  await assertAccessibleInThemes(page, 'analytics with a point read');
  await assertNoPointer(page);

  await page.keyboard.press('Tab');
  await tooltip.waitFor({ state: 'detached' });
  const box = (await points.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await tooltip.waitFor();
  assert.match((await tooltip.textContent()) ?? '', /^0 evaluations at \d\d:\d\d$/, 'the middle of the window had none');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  await tooltip.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

counting.test('updates pause and resume from the keyboard', async () => {
  const view = await browser.open(counting, route('shop', 'search'));
  const { page } = view;
  await summary(page).filter({ hasText: /^2 evaluations/ }).waitFor();
  const pause = page.getByRole('button', { name: 'Pause updates' });
  await tabTo(page, pause);
  await page.keyboard.press('Space');
  const resume = page.getByRole('button', { name: 'Resume updates' });
  await resume.waitFor();
  assert.is(await pause.count(), 0, 'the button now says what it does: Resume');
  assert.ok(await resume.evaluate((el) => el === document.activeElement), 'focus stays on the button');
  await page.getByText(/^Updates paused/).waitFor();

  const before = await countRequests(page);
  if (counting.svc.prometheus) await awayFromMinuteEdge();
  await evaluate(counting, 'shop', 'search', 3);
  // Longer than one polling interval (10 s): a running poll would have fetched by now.
  await page.waitForTimeout(11_000);
  assert.is(await countRequests(page), before, 'nothing is fetched while paused');
  assert.ok(await summary(page).filter({ hasText: /^2 evaluations/ }).isVisible(), 'the chart stays as it was');

  await page.keyboard.press('Enter');
  await pause.waitFor();
  await summary(page).filter({ hasText: /^5 evaluations/ }).waitFor();
  await page.getByText(/^Updating every 10 seconds/).waitFor();
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('without analytics the tab explains how to enable it and never asks for counts', async () => {
  const view = await browser.open(plain, route('default', 'checkout'), { settle: false });
  const { page } = view;
  await page.getByRole('heading', { name: 'Analytics Disabled' }).waitFor();
  assert.ok(await page.getByRole('link', { name: /Configuring analytics/ }).isVisible());
  await page.waitForTimeout(500);
  assert.is(await countRequests(page), 0);
  assert.is(await page.getByRole('button', { name: 'Pause updates' }).count(), 0);
  await assertAccessibleInThemes(page, 'analytics disabled');
  await view.assertNoProblems();
});

counting.test('the tab is accessible in light and dark, with the data table open', async () => {
  const view = await browser.open(counting, route('shop', 'checkout'));
  const { page } = view;
  await page.getByRole('img', { name: /^Evaluations of checkout/ }).waitFor();
  await page.getByRole('button', { name: 'Show data table' }).click();
  await page.getByRole('table', { name: /per time bucket/ }).waitFor();
  await assertAccessibleInThemes(page, 'analytics');
  await view.assertNoProblems();
});

test.run();
