// Where keyboard focus lands after the first variant, rule, rollout or constraint is created
// (issue 40.5): the empty state's "New …" button that opened the panel is gone once the list has
// a card, so focus goes to the section's "New …" button in the header, as after any later create,
// never to the page body.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { describeFocus, useApp } from '../helpers/e2e-app';
import { pick } from '../helpers/e2e-input';
import { seedBooleanFlag, seedSegments } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

test.before(async () => {
  await seedSegments(app.api, NS, ['beta']);
});

const seedVariantFlag = async () => {
  const key = uniqueKey('first');
  const res = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: true });
  assert.is(res.status, 200, res.text);
  return key;
};

/** Waits until focus is on `target` (React Aria restores focus a frame late); fails naming where it is. */
async function focusReaches(page: Page, target: Locator, what: string) {
  const end = Date.now() + 3000;
  while (!(await target.evaluate((el) => el === document.activeElement).catch(() => false))) {
    if (Date.now() > end) throw new Error(`expected focus on ${what}, it is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

/**
 * From the empty state of the section titled `section`, opens "New `noun`" by keyboard, fills the
 * panel with `fill`, presses Create by keyboard, and checks focus lands on the header's "New …".
 */
async function createFirst(path: string, section: string, noun: string, fill: (panel: Locator) => Promise<void>) {
  const view = await app.open(path);
  const { page } = view;
  const label = `New ${noun}`;
  const empty = page.getByText(`No ${section.toLowerCase()} yet`);
  await empty.waitFor();
  const opener = page.getByRole('button', { name: label });
  assert.is(await opener.count(), 1, 'only the empty state offers it');
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: label });
  await panel.waitFor();
  await fill(panel);
  await panel.getByRole('button', { name: 'Create' }).focus();
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
  await empty.waitFor({ state: 'detached' });
  const header = page.getByRole('region', { name: section, exact: true }).getByRole('button', { name: label });
  await focusReaches(page, header, `the ${section} header's "${label}"`);
  // Focus stays there: nothing later moves it to the body.
  await page.waitForTimeout(300);
  assert.ok(await header.evaluate((el) => el === document.activeElement), `still on "${label}", not ${await describeFocus(page)}`);
  await view.assertNoProblems();
}

test('after the first variant, focus is on New Variant', async () => {
  const key = await seedVariantFlag();
  await createFirst(`/namespaces/${NS}/flags/${key}`, 'Variants', 'Variant', (panel) => panel.getByRole('textbox', { name: /^Key/ }).fill('blue'));
});

test('after the first rule, focus is on New Rule', async () => {
  const key = await seedVariantFlag();
  await createFirst(`/namespaces/${NS}/flags/${key}/rules`, 'Rules', 'Rule', async (panel) => {
    await panel.locator('#segmentKey-0-select-button').click();
    await panel.getByRole('option', { name: 'beta', exact: true }).click();
  });
});

test('after the first rollout, focus is on New Rollout', async () => {
  const key = uniqueKey('first');
  await seedBooleanFlag(app.api, NS, key, true);
  await createFirst(`/namespaces/${NS}/flags/${key}`, 'Rollouts', 'Rollout', async () => undefined);
});

test('after the first constraint, focus is on New Constraint', async () => {
  const key = uniqueKey('first');
  const res = await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key, name: key, matchType: 'ALL_MATCH_TYPE' });
  assert.is(res.status, 200, res.text);
  await createFirst(`/namespaces/${NS}/segments/${key}`, 'Constraints', 'Constraint', async (panel) => {
    await pick(panel, 'Type', 'String');
    await panel.getByRole('textbox', { name: 'Property' }).fill('plan');
    await pick(panel, 'Operator', '==');
    await panel.getByRole('textbox', { name: 'Value' }).fill('pro');
  });
});

test.run();
