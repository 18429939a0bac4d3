// Polish of issue 29 (item 13): the disabled namespace picker says why; a typed key's dropped
// characters are named (a key from a name keeps its capitals, as in Flipt); grammar of the match
// types and the explanation; the explanation's operators as Flipt's labels, with a 0% variant
// listed; the theme hint only while System is chosen; a select's text centred in its button; the
// deep copy toast's way to the copy. ("Delete Token" for one token: inventory-settings.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, namespaceSelector, seedNamespace, useApp } from '../helpers/e2e-app';
import { pick } from '../helpers/e2e-input';
import { seedRule, seedVariantFlag } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

/** The texts of the elements that describe `el` (aria-describedby), joined. */
const description = (el: Locator) =>
  el.evaluate((node) => (node.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | '));

test('in Settings the disabled namespace picker says why', async () => {
  const view = await app.open('/settings');
  const { page } = view;
  const picker = namespaceSelector(page);
  assert.ok(await picker.isDisabled());
  assert.is(await description(picker), 'Namespace | This page is the same in every namespace.');
  await page.getByText('This page is the same in every namespace.').waitFor();
  await assertAccessibleInThemes(page, 'Settings with the disabled namespace picker and its reason');
  await view.goto(`/namespaces/${NS}/flags`);
  assert.is(await description(namespaceSelector(page)), 'Namespace', 'no reason where it works');
  await view.assertNoProblems();
});

test('a typed key names the characters it left out; a key from the name keeps its capitals', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/new`);
  const { page } = view;
  const key = page.getByRole('textbox', { name: 'Key' });
  await page.getByRole('textbox', { name: 'Name' }).fill('New Checkout');
  assert.is(await key.inputValue(), 'New-Checkout');
  assert.is(await page.getByRole('status').filter({ hasText: 'Left out' }).count(), 0, 'nothing said for a derived key');
  await key.fill('');
  await key.pressSequentially('my flag!');
  await page.getByText('Left out "!": a key holds only', { exact: false }).waitFor();
  // Pasted: each character it left out, named once.
  await key.fill('my flag!é!');
  assert.is(await key.inputValue(), 'my-flag');
  await page.getByText('Left out "!", "é": a key holds only letters, numbers, "-", "_" and ",".', { exact: true }).waitFor();
  await assertAccessibleInThemes(page, 'the new flag form saying what the key left out');
  await key.pressSequentially('-2');
  await page.getByText('Left out').waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test('the explanation uses Flipt operator labels, singular grammar and lists a 0% variant', async () => {
  const segment = uniqueKey('adults');
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key: segment, name: 'Adults', matchType: 'ANY_MATCH_TYPE' })).status, 200);
  const constraint = { type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'gte', value: '18', description: '' };
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments/${segment}/constraints`, constraint)).status, 200);
  const flag = uniqueKey('explained');
  const ids = await seedVariantFlag(app.api, NS, flag, ['red', 'grey']);
  await seedRule(app.api, NS, flag, 1, [segment], [{ variantId: ids.red!, rollout: 100 }, { variantId: ids.grey!, rollout: 0 }]);
  const view = await app.open(`/namespaces/${NS}/console`);
  const { page } = view;
  await pick(page, 'Flag Key', new RegExp(`^${flag} ·`));
  await page.getByLabel('Request Context', { exact: true }).fill('{"age":"30"}');
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  const explanation = page.getByRole('region', { name: 'Explanation', exact: true });
  await explanation.waitFor();
  const text = (await explanation.innerText()).replace(/\s+/g, ' ');
  assert.match(text, `Segment ${segment} (its constraint must match, 1 did)`);
  assert.match(text, /age >= 18 "30" ✓ match/);
  assert.not.match(text, / gte /);
  assert.match(text, 'grey: 0% → no bucket');
  await assertAccessibleInThemes(page, 'the explanation with labels and a 0% variant');

  await view.goto(`/namespaces/${NS}/segments/${segment}`);
  await page.getByRole('radio', { name: 'Any: At least one constraint must match' }).waitFor();
  await view.assertNoProblems();
});

test('the theme hint shows only while System is chosen', async () => {
  const view = await app.open('/settings', { theme: 'system' });
  const { page } = view;
  const hint = page.getByText("System follows your device's light or dark setting.");
  await hint.waitFor();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
  await hint.waitFor({ state: 'detached' });
  await view.assertNoProblems();
});

test("a select's chosen text sits in the middle of its button", async () => {
  const flag = uniqueKey('centred');
  await seedVariantFlag(app.api, NS, flag, ['blue']);
  const view = await app.open(`/namespaces/${NS}/flags/${flag}/rules`);
  const { page } = view;
  const button = page.locator('#variant-default-select-button');
  await button.click();
  await page.getByRole('option', { name: 'blue' }).click();
  const [boxMiddle, textMiddle, height] = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    const textNode = [...el.querySelectorAll('span')].flatMap((s) => [...s.childNodes]).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    range.selectNodeContents(textNode!);
    const text = range.getBoundingClientRect();
    return [(box.top + box.bottom) / 2, (text.top + text.bottom) / 2, box.height];
  });
  assert.ok(Math.abs(boxMiddle - textMiddle) <= 2, `text middle ${textMiddle} vs button middle ${boxMiddle}`);
  assert.ok(height <= 40, `one line high (${height} px)`);
  await view.assertNoProblems();
});

test("the deep copy toast opens the copy", async () => {
  const to = uniqueKey('copies');
  await seedNamespace(app.api, to, 'Copies');
  const flag = uniqueKey('copied');
  await seedVariantFlag(app.api, NS, flag, ['blue']);
  const view = await app.open(`/namespaces/${NS}/flags/${flag}`);
  const { page } = view;
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Deep Copy…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deep Copy Flag' });
  await pick(dialog, 'Namespace', 'Copies');
  await dialog.getByRole('textbox', { name: 'New key' }).fill(`${flag}-2`);
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const toast = page.getByRole('alertdialog').filter({ hasText: `Copied the flag ${flag}-2 to ${to}` });
  await toast.getByRole('button', { name: 'Open copy' }).click();
  await view.waitForRoute(`/namespaces/${to}/flags/${flag}-2`);
  await page.getByRole('heading', { name: flag }).first().waitFor();
  await view.assertNoProblems();
});

test.run();
