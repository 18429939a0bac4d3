// The "ready to remove" report (issue 27 item 3) against the local service counting evaluations:
// flags that look done with their reasons, N days set by the operator (kept in the URL, bad input
// kept and explained), permanent flags left out, and axe in both themes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, until, useBrowser, useService } from '../helpers/e2e-app';
import { primeCounters } from '../helpers/prometheus-count';
import { seedFeatures } from '../helpers/e2e-transfer';

const service = useService(test, { env: { FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true' } });
const browser = useBrowser(test);

const SHOP = `version: "1.4"
flags:
- key: done
  name: Done
  type: BOOLEAN_FLAG_TYPE
  enabled: true
- key: split
  name: Split
  type: BOOLEAN_FLAG_TYPE
  enabled: true
  rollouts:
  - threshold: {percentage: 50, value: false}
- key: quiet-split
  name: Quiet split
  type: BOOLEAN_FLAG_TYPE
  enabled: true
  rollouts:
  - threshold: {percentage: 50, value: false}
- key: keeper
  name: Keeper
  type: BOOLEAN_FLAG_TYPE
  enabled: true
  metadata: {lifecycle: permanent, owner: platform}
- key: old-off
  name: Old off
  type: VARIANT_FLAG_TYPE
  enabled: false
  metadata: {owner: ann, expires: "2026-01-01"}
`;

service.before(async ({ api }) => {
  await seedNamespace(api, 'shop', 'Shop');
  await seedFeatures(api, 'shop', SHOP);
  const evaluate = async (i: number) => {
    const res = await api.post('/evaluate/v1/boolean', { namespaceKey: 'shop', flagKey: 'split', entityId: `u-${i}`, context: {} });
    assert.is(res.status, 200, res.text);
  };
  // Flipt's Prometheus counts what a counter grows by once it exists (see prometheus-count.ts).
  await primeCounters(service.svc, 1, () => evaluate(0));
  for (let i = 1; i < 4; i++) await evaluate(i);
  // As the report asks: the window up to now, whose last point holds what Prometheus has scraped.
  await until('the evaluations of split are counted', async () => {
    const now = Date.now();
    const window = `from=${new Date(now - 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    const res = await api.get(`/internal/v1/analytics/namespaces/shop/flags/split?${window}`);
    return ((res.body as { values?: number[] }).values ?? []).some((n) => n > 0);
  }, 30_000);
});

const rows = (page: Page) =>
  page.getByRole('table', { name: 'Flags ready to remove' }).locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector('th a')?.textContent ?? '', /Owned by (\S+)/.exec(tr.querySelector('th')?.textContent ?? '')?.[1] ?? '—', ...[...tr.querySelectorAll('li')].map((li) => li.textContent ?? '')]),
  );

service.test('the report lists the flags that look done with their reasons, from N days the operator sets', async () => {
  const view = await browser.open(service, '/namespaces/shop/flags');
  const { page } = view;
  await page.getByRole('link', { name: 'Ready to remove' }).click();
  await view.waitForRoute('/namespaces/shop/cleanup');
  // Everything was made just now: nothing is unchanged for the default 30 days.
  await page.getByText('0 of 5 flags in shop look ready to remove. 1 marked lifecycle: permanent is left out.').waitFor();
  const days = page.getByRole('spinbutton', { name: 'Unchanged for at least (days)' }).or(page.getByRole('textbox', { name: 'Unchanged for at least (days)' })).first();
  assert.is(await days.inputValue(), '30');
  await days.fill('0');
  await page.getByText('3 of 5 flags in shop look ready to remove.', { exact: false }).waitFor();
  assert.match(page.url(), /days=0/);
  assert.equal(await rows(page), [
    ['Done', '—', 'Unchanged for 0 days', 'Serves true to everyone: no rule or rollout changes the outcome', 'No evaluations in the last 7 days'],
    ['Quiet split', '—', 'Unchanged for 0 days', 'No evaluations in the last 7 days'],
    ['Old off', 'ann', 'Unchanged for 0 days', 'Disabled: no rule can serve anyone a variant', 'No evaluations in the last 7 days', 'Expired on 2026-01-01'],
  ]);
  await days.fill('-2');
  await page.getByText('Enter a whole number of days, 0 or more.').waitFor();
  assert.is(await days.inputValue(), '-2', 'what was typed stays');
  assert.match(page.url(), /days=0/);
  await view.assertNoProblems();
});

service.test('axe finds no violations in the report, light and dark', async () => {
  const view = await browser.open(service, '/namespaces/shop/cleanup?days=0');
  const { page } = view;
  await page.getByRole('table', { name: 'Flags ready to remove' }).waitFor();
  await assertAccessibleInThemes(page, 'the ready to remove report');
  await view.assertNoProblems();
});

test.run();
