// The Rules tab of a variant flag (UI-INVENTORY §2.10) against the local service: creating
// single-variant and multi-variate rules and a rule on a flag without variants, quick edit,
// reordering by mouse and by keyboard, the old order back when the server call fails, delete with
// confirmation, the default rule, and axe. Controls are found as Flipt's own suite finds them
// (ids `#segmentKey-0-select-button`, `#variant-select-button`, `#quick-variant-<n>-select-button`,
// `#variant-default-select-button`, inputs named `rollouts.[i].distribution.rollout`, the
// `rule-menu-button` test id).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, errorToast, startOwnService, tabTo, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';
import { ownServerOnly } from '../helpers/server';
import { deleteCard, dragTo, seedRule, seedSegments, seedVariantFlag, segmentsOf, storedRules } from '../helpers/e2e-ordering';
import { client, uniqueKey } from '../helpers/http';

const service = useService(test);
const browser = useBrowser(test);
const NS = 'default';
const COLORS = ['blue', 'green', 'red'];

test.before(async () => {
  await seedSegments(service.api, NS, ['beta', 'eu', 'staff']);
});

/** A variant flag with blue, green and red; resolves to its key and variant ids. */
async function seedFlag() {
  const key = uniqueKey('colors');
  return { key, ids: await seedVariantFlag(service.api, NS, key, COLORS) };
}

async function openRules(key: string, handle: Pick<ServiceHandle, 'url'> = service) {
  const view = await browser.open(handle, `/namespaces/${NS}/flags/${key}/rules`);
  await view.page.getByRole('heading', { name: 'Rules', exact: true }).waitFor();
  return view;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Rules' }).getByRole('listitem');
const cardTexts = async (page: Page) => (await cards(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
const rulesOf = async (key: string) => (await storedRules(service.api, NS, key)).map((r) => segmentsOf(r).join('+'));
const panel = (page: Page) => page.getByRole('dialog', { name: 'New Rule' });
/** What a card's segment pickers show, joined by '+'. */
const cardSegments = async (card: Locator) => (await card.getByRole('combobox', { name: /^Segment \d/ }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).join('+');
/** A card's percentage input for its distribution at `i`, by Flipt's name. */
const distribution = (card: Locator, i: number) => card.locator(`input[name="rollouts\\.\\[${i}\\]\\.distribution\\.rollout"]`);
/** Chooses a segment in the picker of row `row` within `scope`, as Flipt's suite does: the chevron by id, then the option's text. */
async function chooseSegment(scope: Locator, idPrefix: string, row: number, segment: string) {
  await scope.locator(`#${idPrefix}segmentKey-${row}-select-button`).click();
  await scope.getByRole('option', { name: segment, exact: true }).click();
}

test('creating a single-variant and a multi-variate rule stores the rules and their distributions', async () => {
  const { key, ids } = await seedFlag();
  const view = await openRules(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rule' }).click();
  await chooseSegment(panel(page), '', 0, 'beta');
  await panel(page).getByLabel('Single Variant').check();
  await panel(page).locator('#variant-select-button').click();
  await panel(page).getByText('green', { exact: true }).click();
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rule').first().waitFor();
  await panel(page).waitFor({ state: 'detached' });
  await cards(page).first().waitFor();

  await page.getByRole('button', { name: 'New Rule' }).click();
  await chooseSegment(panel(page), '', 0, 'beta');
  await panel(page).getByRole('button', { name: 'Add segment' }).click();
  await chooseSegment(panel(page), '', 1, 'eu');
  await panel(page).getByText('AND (ALL Segments)').click();
  await panel(page).getByLabel('Multi-Variate').check();
  const percent = (variant: string) => panel(page).getByRole('spinbutton', { name: variant, exact: true });
  assert.equal(await Promise.all(COLORS.map((c) => percent(c).inputValue())), ['33.34', '33.33', '33.33']);
  await percent('green').fill('70');
  await panel(page).getByText('Multi-variate rules must have distributions that add up to 100% or less. They add up to 136.67%.').waitFor();
  await percent('green').fill('20');
  await percent('red').fill('0');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await panel(page).waitFor({ state: 'detached' });
  await until('two rules listed', async () => (await cards(page).count()) === 2);

  const [single, multi] = await storedRules(service.api, NS, key);
  assert.equal(segmentsOf(single!), ['beta']);
  assert.equal(single!.distributions.map((d) => [d.variantId, d.rollout]), [[ids.green, 100]]);
  assert.equal(segmentsOf(multi!), ['beta', 'eu']);
  assert.is(multi!.segmentOperator, 'AND_SEGMENT_OPERATOR');
  assert.equal(multi!.distributions.map((d) => [d.variantId, d.rollout]), [[ids.blue, 33.34], [ids.green, 20], [ids.red, 0]]);
  const multiCard = cards(page).filter({ hasText: 'Multi-Variate' });
  assert.is(await cardSegments(multiCard), 'beta+eu');
  assert.equal(await Promise.all([0, 1, 2].map((i) => distribution(multiCard, i).inputValue())), ['33.34', '20', '0']);
  assert.match((await cardTexts(page))[1]!, /blue.*33\.34%.*green.*20%.*red.*0%/);

  // The single-variant card's variant, changed in place (Flipt's options are li inside the card).
  const singleCard = cards(page).filter({ hasText: 'Single Variant' });
  await page.locator('#quick-variant-1-select-button').click();
  await singleCard.locator('li').filter({ hasText: 'red' }).click();
  await singleCard.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Successfully updated rule').first().waitFor();
  await until('the variant saved', async () => (await storedRules(service.api, NS, key))[0]?.distributions[0]?.variantId === ids.red);
  await view.assertNoProblems();
});

test('quick edit changes the segments and a percentage of a rule', async () => {
  const { key, ids } = await seedFlag();
  await seedRule(service.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }]);
  const view = await openRules(key);
  const { page } = view;
  const form = page.getByRole('form', { name: 'Rule 1' });
  assert.ok(await form.getByRole('button', { name: 'Update' }).isDisabled(), 'Update waits for a change');
  await form.getByRole('button', { name: 'Add segment' }).click();
  // The card holds the pickers' options (they render after its form).
  await chooseSegment(cards(page).nth(0), 'rule-1-', 1, 'staff');
  await distribution(form, 1).fill('25');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Successfully updated rule').first().waitFor();
  await until('the form saved and clean again', () => form.getByRole('button', { name: 'Update' }).isDisabled());
  const [rule] = await storedRules(service.api, NS, key);
  assert.equal(segmentsOf(rule!), ['beta', 'staff']);
  assert.equal(rule!.distributions.map((d) => d.rollout), [50, 25]);
  assert.is(await cardSegments(form), 'beta+staff');
  assert.match((await cardTexts(page))[0]!, /green.*25%/);

  // Reset drops an edit that was not saved.
  await distribution(form, 0).fill('10');
  await form.getByRole('button', { name: 'Reset' }).click();
  assert.is(await distribution(form, 0).inputValue(), '50');
  await view.assertNoProblems();
});

test('rules reorder by dragging a handle with the mouse and by the keyboard alone', async () => {
  const { key } = await seedFlag();
  for (const [i, segment] of ['beta', 'eu', 'staff'].entries()) await seedRule(service.api, NS, key, i + 1, [segment]);
  const view = await openRules(key);
  const { page } = view;
  await cards(page).nth(2).waitFor();
  await dragTo(page, page.getByRole('button', { name: 'Reorder rule 1' }), cards(page).nth(1));
  await until('the drop saved', async () => (await rulesOf(key)).join() === 'eu,beta,staff');
  await page.getByText('Successfully reordered rules').first().waitFor();
  await until('the new order shown', async () => (await cardSegments(cards(page).nth(0))) === 'eu');

  await page.reload();
  await cards(page).nth(2).waitFor();
  const handle = page.getByRole('button', { name: 'Reorder rule 3' });
  await tabTo(page, handle, { max: 120 });
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.getByRole('status').filter({ hasText: 'Rule moved to position 1 of 3.' }).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await until('the keyboard drop saved', async () => (await rulesOf(key)).join() === 'staff,eu,beta');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Reorder rule 1', 'focus stays on the moved rule');
  await assertNoPointer(page);
  await view.assertNoProblems();
});

ownServerOnly(test, 'it stops a service of its own under the page, which a shared Flipt cannot be')('a reorder the server does not take shows the error and puts the old order back', async () => {
  // A service of its own, stopped under the page: the order call fails for real.
  const own = await startOwnService();
  const handle = { svc: own.svc, url: own.svc.url, api: client(own.svc.url) };
  try {
    await seedSegments(handle.api, NS, ['beta', 'eu']);
    const ids = await seedVariantFlag(handle.api, NS, 'colors', ['blue']);
    await seedRule(handle.api, NS, 'colors', 1, ['beta'], [{ variantId: ids.blue!, rollout: 100 }]);
    await seedRule(handle.api, NS, 'colors', 2, ['eu']);
    const view = await openRules('colors', handle);
    const { page } = view;
    await cards(page).nth(1).waitFor();
    await own.svc.stop();
    await dragTo(page, page.getByRole('button', { name: 'Reorder rule 1' }), cards(page).nth(1));
    await errorToast(page).first().waitFor();
    await until('the old order shown', async () => (await cardSegments(cards(page).nth(0))) === 'beta' && (await cardSegments(cards(page).nth(1))) === 'eu');
  } finally {
    await own.svc.stop();
    own.cleanup();
  }
});

test('deleting a rule asks for confirmation and removes it', async () => {
  const { key } = await seedFlag();
  await seedRule(service.api, NS, key, 1, ['beta']);
  await seedRule(service.api, NS, key, 2, ['eu']);
  const view = await openRules(key);
  const { page } = view;
  await deleteCard(page, 'rule', 2);
  await until('one rule left', async () => (await cards(page).count()) === 1);
  assert.equal(await rulesOf(key), ['beta']);
  await view.assertNoProblems();
});

test('the default rule sets and removes the flag default variant', async () => {
  const { key } = await seedFlag();
  const view = await openRules(key);
  const { page } = view;
  const card = page.getByRole('region', { name: 'Default Rule' });
  // As Flipt's suite picks it: its options are labelled by the button, empty while nothing is chosen.
  await page.locator('#variant-default-select-button').click();
  await page.getByLabel('', { exact: true }).getByText('red').click();
  await page.getByRole('button', { name: 'Update' }).last().click();
  await page.getByText('Successfully updated default variant').first().waitFor();
  const flag = async () => (await service.api.get(`/api/v1/namespaces/${NS}/flags/${key}`)).body as { defaultVariant?: { key: string }; enabled: boolean };
  assert.is((await flag()).defaultVariant?.key, 'red');
  await card.getByRole('button', { name: 'Remove default variant' }).click();
  await page.getByText('Successfully removed default variant').first().waitFor();
  assert.is((await flag()).defaultVariant, undefined);
  assert.is((await flag()).enabled, true, 'the rest of the flag is kept');
  await view.assertNoProblems();
});

test('a flag without variants gets a rule that returns no variant, as Flipt allows', async () => {
  const key = uniqueKey('plain');
  await seedVariantFlag(service.api, NS, key, []);
  const view = await openRules(key);
  const { page } = view;
  await page.getByRole('heading', { name: 'No rules yet' }).waitFor();
  await page.getByRole('button', { name: 'New Rule' }).click();
  const kind = (label: string) => panel(page).getByRole('radio', { name: label });
  assert.ok(await kind('Default Variant').isChecked(), 'the only possible type is chosen');
  assert.ok(await kind('Single Variant').isDisabled());
  assert.ok(await kind('Multi-Variate').isDisabled());
  await panel(page).getByText(`Flag ${key} has no variants. You can add variants in the details section.`, { exact: false }).waitFor();
  await assertAccessibleInThemes(page, 'the New Rule panel of a flag without variants');
  await chooseSegment(panel(page), '', 0, 'eu');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rule').first().waitFor();
  await panel(page).waitFor({ state: 'detached' });
  await cards(page).first().waitFor();
  assert.match((await cardTexts(page))[0]!, /Default Variant \/ None/);
  assert.is(await cardSegments(cards(page).nth(0)), 'eu');
  const [stored] = await storedRules(service.api, NS, key);
  assert.equal(segmentsOf(stored!), ['eu']);
  assert.equal(stored!.distributions, []);
  await view.assertNoProblems();
});

test('the rules tab, its card forms and the New Rule panel pass axe in light and dark mode', async () => {
  const { key, ids } = await seedFlag();
  await seedRule(service.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 60 }, { variantId: ids.red!, rollout: 40 }]);
  await seedRule(service.api, NS, key, 2, ['eu', 'staff']);
  await seedRule(service.api, NS, key, 3, ['staff'], [{ variantId: ids.green!, rollout: 100 }]);
  const view = await openRules(key);
  const { page } = view;
  await cards(page).nth(2).waitFor();
  await assertAccessibleInThemes(page, 'the rules tab');
  // Opened from the keyboard: the picker of the third card, then ArrowDown.
  await cards(page).nth(2).getByRole('combobox', { name: 'Variant' }).focus();
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: 'blue' });
  await option.waitFor();
  assert.ok(await option.evaluate((el) => el.tagName === 'LI' && !!el.parentElement?.closest('li')?.querySelector('#quick-variant-3-select-button')), "an li inside the rule's own li, as Flipt's");
  // (No axe here: an open combobox hides the page with aria-hidden while focus stays in its input,
  // React Aria's pattern for every combobox, which axe's aria-hidden-focus rule reports.)
  await page.keyboard.press('Escape');
  await page.locator('#variant-default-select-button').click();
  await page.getByRole('option', { name: 'red' }).waitFor();
  await assertAccessibleInThemes(page, 'the default variant options');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New Rule' }).click();
  await panel(page).getByText('Multi-Variate').click();
  await assertAccessibleInThemes(page, 'the New Rule panel');
  await view.assertNoProblems();
});

test.run();
