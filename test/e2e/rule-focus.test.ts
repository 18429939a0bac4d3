// Where keyboard focus lands after a rule changes (issue 29.6): after a quick edit is saved from
// its Update button and after a rule is deleted from its menu, focus stays with the rules (the
// edited rule's first field, the next or previous rule's menu) instead of falling to the page body.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { describeFocus, useApp } from '../helpers/e2e-app';
import { seedRule, seedSegments, seedVariantFlag, storedRules } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

test.before(async () => {
  await seedSegments(app.api, NS, ['beta', 'eu', 'staff']);
});

/** Whether focus is on nothing (the page body). */
const onBody = (page: Page) => page.evaluate(() => !document.activeElement || document.activeElement === document.body);

/** Waits until the focused element satisfies `probe` (React Aria restores focus a frame late). */
async function focusSettles(page: Page, what: string, probe: () => Promise<boolean>) {
  const end = Date.now() + 3000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`expected focus ${what}, it is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

test("a quick edit saved from the keyboard keeps focus in its rule; a deleted rule's focus goes to the next rule", async () => {
  const key = uniqueKey('focus');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  const half = [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }];
  for (const [i, segment] of ['beta', 'eu', 'staff'].entries()) await seedRule(app.api, NS, key, i + 1, [segment], half);
  const view = await app.open(`/namespaces/${NS}/flags/${key}/rules`);
  const { page } = view;
  const form = page.getByRole('form', { name: 'Rule 1' });
  await form.locator('input[name="rollouts\\.\\[0\\]\\.distribution\\.rollout"]').fill('30');
  await form.getByRole('button', { name: 'Update' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Successfully updated rule').first().waitFor();
  await focusSettles(page, 'in the Rule 1 form', () => form.evaluate((el) => el.contains(document.activeElement)));
  assert.is(await form.getByRole('combobox', { name: 'Segment 1' }).evaluate((el) => el === document.activeElement), true, "the rule's first field");
  assert.is((await storedRules(app.api, NS, key))[0]!.distributions[0]!.rollout, 30);

  // Rule 1 deleted from its menu with the keyboard: the rule after it (now rule 1) takes focus.
  await page.getByRole('button', { name: 'Actions for rule 1' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Rule' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Successfully deleted rule').first().waitFor();
  await focusSettles(page, 'on the next rule', async () => (await describeFocus(page)).includes('Actions for rule 1'));
  assert.is((await storedRules(app.api, NS, key)).length, 2);

  // The last rule deleted: focus goes to the previous rule.
  await page.getByRole('button', { name: 'Actions for rule 2' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Successfully deleted rule').first().waitFor();
  await focusSettles(page, 'on the previous rule', async () => (await describeFocus(page)).includes('Actions for rule 1'));
  assert.not.ok(await onBody(page));
  await view.assertNoProblems();
});

test.run();
