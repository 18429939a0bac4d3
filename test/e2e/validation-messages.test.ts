// Validation that says what is wrong (issue 29.5): a number constraint of `1e999` or `1-2` and a
// date typed as 02/31/2026 are not "Value is required" (the browser reports such inputs as empty);
// the console's context errors name the key or the position and why, and a result goes once the
// request it answered is no longer valid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedFlag, useApp } from '../helpers/e2e-app';
import { pick } from '../helpers/e2e-input';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

/** Opens a fresh segment's New Constraint panel with `type` chosen and a property filled in. */
async function newConstraint(type: string) {
  const key = uniqueKey('messages');
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key, name: key, matchType: 'ALL_MATCH_TYPE' })).status, 200);
  const view = await app.open(`/namespaces/${NS}/segments/${key}`);
  const { page } = view;
  await page.getByRole('button', { name: 'New Constraint' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New Constraint' });
  await pick(panel, 'Type', type);
  await panel.getByRole('textbox', { name: 'Property' }).fill('age');
  return { view, page, panel };
}

/** Types `text` key by key into `input` (a number or date input takes no fill of bad text) and leaves it. */
async function typeAndLeave(page: Page, input: Locator, text: string) {
  await input.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('a number value the input cannot read says it must be a number, not that it is required', async () => {
  const { view, page, panel } = await newConstraint('Number');
  const value = panel.getByRole('spinbutton', { name: 'Value' });
  const message = 'Value must be a finite number, such as 200, -1.5 or 2e6';
  for (const text of ['1e999', '1-2']) {
    await value.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await typeAndLeave(page, value, text);
    await panel.getByText(message, { exact: true }).waitFor();
    assert.is(await panel.getByText('Value is required').count(), 0, `${text}: not "required"`);
    assert.ok(await panel.getByRole('button', { name: 'Create' }).isDisabled(), `${text}: Create waits`);
  }
  await assertAccessibleInThemes(page, 'the constraint panel with a number it cannot read');
  await value.fill('18');
  await panel.getByText(message).waitFor({ state: 'detached' });
  assert.ok(await panel.getByRole('button', { name: 'Create' }).isEnabled());
  await view.assertNoProblems();
});

test('a date that does not exist, typed as text, says so instead of "Value is required"', async () => {
  const { view, page, panel } = await newConstraint('DateTime');
  const date = panel.getByLabel(/^Date\b/);
  await typeAndLeave(page, date, '02312026');
  await panel.getByText('Date is incomplete or not a real day (such as 02/31)', { exact: true }).waitFor();
  assert.is(await panel.getByText('Value is required').count(), 0);
  await assertAccessibleInThemes(page, 'the constraint panel with a date that does not exist');
  await date.fill('2026-02-28');
  await panel.getByText('Date is incomplete').waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test("the console's context errors give the key or the position and why, and clear the last result", async () => {
  const flag = uniqueKey('ctx');
  await seedFlag(app.api, NS, flag);
  const view = await app.open(`/namespaces/${NS}/console`);
  const { page } = view;
  const response = page.getByRole('region', { name: 'Response', exact: true });
  const context = page.getByLabel('Request Context', { exact: true });
  await pick(page, 'Flag Key', new RegExp(`^${flag} ·`));
  await context.fill('{"plan":"pro"}');
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  await response.locator('pre').waitFor();

  await context.fill('{"plan":"pro","age":42}');
  await page.getByText('Must be valid context value: "age" is a number, not a string (write "42")', { exact: true }).waitFor();
  assert.is(await response.locator('pre').count(), 0, 'the answer to the last valid request is gone');
  await response.getByText('Enter a flag key, entity ID, and optional context to evaluate.').waitFor();
  await assertAccessibleInThemes(page, 'the console with a context error');

  await context.fill('{\n  "plan": pro\n}');
  await page.getByText('Must be valid context value: not JSON at line 2, column 11', { exact: true }).waitFor();
  await context.fill('["plan"]');
  await page.getByText('Must be valid context value: an object of strings is needed, not an array', { exact: true }).waitFor();
  await view.assertNoProblems();
});

test.run();
