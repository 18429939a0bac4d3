// The Rules tab of a variant flag (UI-INVENTORY §2.10) against the local service: creating
// single-variant and multi-variate rules and a rule on a flag without variants, quick edit,
// reordering by mouse and by keyboard, the old order back when the server call fails, delete with
// confirmation, the default rule, and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, errorToast, startApp, tabTo, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';
import { localOnly } from '../helpers/server';
import { deleteCard, dragTo, seedRule, seedSegments, seedVariantFlag, segmentsOf, storedRules } from '../helpers/e2e-ordering';
import { client, uniqueKey } from '../helpers/http';
import { pick } from '../helpers/e2e-input';

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

test('creating a single-variant and a multi-variate rule stores the rules and their distributions', async () => {
  const { key, ids } = await seedFlag();
  const view = await openRules(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rule' }).click();
  await pick(panel(page), 'Segment 1', 'beta');
  await pick(panel(page), 'Variant', 'green');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rule').first().waitFor();
  await panel(page).waitFor({ state: 'detached' });
  await cards(page).first().waitFor();

  await page.getByRole('button', { name: 'New Rule' }).click();
  await pick(panel(page), 'Segment 1', 'beta');
  await panel(page).getByRole('button', { name: 'Add segment' }).click();
  await pick(panel(page), 'Segment 2', 'eu');
  await panel(page).getByText('AND (ALL Segments)').click();
  await panel(page).getByText('Multi-Variate').click();
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
  assert.match((await cardTexts(page))[1]!, /beta AND eu.*blue.*33\.34%.*green.*20%.*red.*0%/);
  await view.assertNoProblems();
});

test('quick edit changes the segments and a percentage of a rule', async () => {
  const { key, ids } = await seedFlag();
  await seedRule(service.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }]);
  const view = await openRules(key);
  const { page } = view;
  await page.getByRole('button', { name: 'Quick edit rule 1' }).click();
  const form = page.getByRole('form', { name: 'Edit rule 1' });
  await form.getByRole('button', { name: 'Add segment' }).click();
  await pick(form, 'Segment 2', 'staff');
  await form.getByRole('spinbutton', { name: 'green', exact: true }).fill('25');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Successfully updated rule').first().waitFor();
  await form.waitFor({ state: 'detached' });
  const [rule] = await storedRules(service.api, NS, key);
  assert.equal(segmentsOf(rule!), ['beta', 'staff']);
  assert.equal(rule!.distributions.map((d) => d.rollout), [50, 25]);
  assert.match((await cardTexts(page))[0]!, /beta OR staff.*green.*25%/);
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
  assert.match((await cardTexts(page))[0]!, /Rule 1.*eu/);

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

localOnly(test, 'it stops a service of its own under the page, which an external Flipt cannot be')('a reorder the server does not take shows the error and puts the old order back', async () => {
  // A service of its own, stopped under the page: the order call fails for real.
  const own = await startApp();
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
    await until('the old order shown', async () => /Rule 1.*beta/.test((await cardTexts(page))[0] ?? '') && /Rule 2.*eu/.test((await cardTexts(page))[1] ?? ''));
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
  await pick(card, 'Default rule variant', 'red');
  await card.getByRole('button', { name: 'Update default variant' }).click();
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
  await pick(panel(page), 'Segment 1', 'eu');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rule').first().waitFor();
  await panel(page).waitFor({ state: 'detached' });
  await cards(page).first().waitFor();
  assert.match((await cardTexts(page))[0]!, /eu.*No variant \(the flag has none\)/);
  const [stored] = await storedRules(service.api, NS, key);
  assert.equal(segmentsOf(stored!), ['eu']);
  assert.equal(stored!.distributions, []);
  await view.assertNoProblems();
});

test('the rules tab, its quick edit and the New Rule panel pass axe in light and dark mode', async () => {
  const { key, ids } = await seedFlag();
  await seedRule(service.api, NS, key, 1, ['beta'], [{ variantId: ids.blue!, rollout: 60 }, { variantId: ids.red!, rollout: 40 }]);
  await seedRule(service.api, NS, key, 2, ['eu', 'staff']);
  const view = await openRules(key);
  const { page } = view;
  await cards(page).nth(1).waitFor();
  await assertAccessibleInThemes(page, 'the rules tab');
  await page.getByRole('button', { name: 'Quick edit rule 1' }).click();
  await assertAccessibleInThemes(page, 'a rule in quick edit');
  await page.getByRole('button', { name: 'New Rule' }).click();
  await panel(page).getByText('Multi-Variate').click();
  await assertAccessibleInThemes(page, 'the New Rule panel');
  await view.assertNoProblems();
});

test.run();
