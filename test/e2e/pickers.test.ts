// Search pickers (issue 29, items 2 and 9): the segment, variant and flag key pickers open on a
// click in their field, refetch their options when they open (a segment or flag created elsewhere
// after the page loaded is offered), say so when the typed text matches nothing, and never choose
// an option the operator did not see (ArrowDown + Enter on an empty list chooses nothing).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedFlag, useApp } from '../helpers/e2e-app';
import { seedRule, seedSegments, seedVariantFlag, segmentsOf, storedRules } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'default';

test.before(async () => {
  await seedSegments(app.api, NS, ['beta', 'staff']);
});

/** The option texts of the open listbox (its empty line counts as one, as React Aria renders it). */
const openOptions = (page: Page) => page.getByRole('listbox').getByRole('option').allInnerTexts();

/** Waits for the open listbox to list `text` among its options. */
const offered = (page: Page, text: string) => page.getByRole('listbox').getByRole('option', { name: text, exact: true }).waitFor();

/** A click in the middle of the text field itself, away from its chevron button. */
const clickField = (field: Locator) => field.click({ position: { x: 20, y: 10 } });

test('the New Rule segment picker offers a segment created after the page loaded and chooses nothing on unmatched text', async () => {
  const key = uniqueKey('picker');
  await seedVariantFlag(app.api, NS, key, ['blue']);
  const view = await app.open(`/namespaces/${NS}/flags/${key}/rules`);
  const { page } = view;
  await page.getByRole('heading', { name: 'No rules yet' }).waitFor();
  // Created elsewhere (another tab, the API) while the flag page is open.
  const late = uniqueKey('late');
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key: late, name: 'Late', matchType: 'ALL_MATCH_TYPE' })).status, 200);

  await page.getByRole('button', { name: 'New Rule' }).click();
  const panel = page.getByRole('dialog', { name: 'New Rule' });
  const segment = panel.getByRole('combobox', { name: 'Segment 1' });
  await clickField(segment);
  await offered(page, `Late (${late})`);
  await page.keyboard.press('Escape');

  await segment.pressSequentially('nothing-like-this');
  await page.getByRole('listbox').getByText('No segments match', { exact: true }).waitFor();
  await assertAccessibleInThemes(page, 'a segment picker whose text matches nothing', {
    // React Aria's open combobox hides the page behind with aria-hidden while focus stays in its
    // input (its pattern for every combobox); axe reports that focus, not the list.
    disableRules: ['aria-hidden-focus'],
  });
  await page.keyboard.press('ArrowDown');
  assert.equal(await openOptions(page), ['No segments match'], 'ArrowDown shows no other option');
  await page.keyboard.press('Enter');
  assert.not.ok((await segment.inputValue()).includes('('), 'no segment chosen');
  await panel.getByLabel('Single Variant').check();
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.getByText('Segment is missing. Choose at least one segment.').waitFor();
  assert.equal(await storedRules(app.api, NS, key), [], 'nothing saved against another segment');

  await segment.fill('');
  await segment.pressSequentially('Late');
  await page.getByRole('listbox').getByRole('option', { name: `Late (${late})` }).click();
  await panel.locator('#variant-select-button').click();
  await page.getByRole('option', { name: 'blue', exact: true }).click();
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.waitFor({ state: 'detached' });
  const [rule] = await storedRules(app.api, NS, key);
  assert.equal(segmentsOf(rule!), [late]);
  await view.assertNoProblems();
});

test('the variant and flag key pickers open on a click in their field and say when nothing matches', async () => {
  const key = uniqueKey('variants');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  await seedRule(app.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 100 }]);
  const view = await app.open(`/namespaces/${NS}/flags/${key}/rules`);
  const { page } = view;
  const card = page.getByRole('form', { name: 'Rule 1' });
  const variant = card.getByRole('combobox', { name: 'Variant' });
  // A variant added elsewhere after the page loaded.
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags/${key}/variants`, { key: 'purple' })).status, 200);
  await clickField(variant);
  await offered(page, 'purple');
  await page.keyboard.press('Escape');
  await variant.fill('');
  await variant.pressSequentially('zzz');
  await page.getByRole('listbox').getByText('No variants match', { exact: true }).waitFor();
  await page.keyboard.press('Escape');

  const other = uniqueKey('console-late');
  await view.goto(`/namespaces/${NS}/console`);
  await seedFlag(app.api, NS, other);
  const flagKey = page.getByRole('combobox', { name: 'Flag Key' });
  await clickField(flagKey);
  await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${other} `) }).waitFor();
  await flagKey.pressSequentially('no-such-flag');
  await page.getByRole('listbox').getByText('No flags match', { exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.ok(await page.getByRole('button', { name: 'Evaluate' }).isDisabled(), 'no flag chosen');
  await view.assertNoProblems();
});

test.run();
