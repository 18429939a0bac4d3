// The Rollouts tab of a boolean flag (UI-INVENTORY §2.11) against the local service: threshold
// rollouts through the percentage and slider, segment rollouts, quick edit and the Edit panel, reordering by mouse
// and by keyboard, the old order back when the server call fails, delete, the Default Rollout
// writing the flag's enabled state, and axe. Controls are found as Flipt's own suite finds them (the
// one field labelled Percentage, the native Value select, `#defaultValue`, `#segmentKey-0-select-button`,
// the `rollout-menu-button` test id).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, errorToast, startOwnService, tabTo, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';
import { ownServerOnly } from '../helpers/server';
import { deleteCard, dragTo, seedBooleanFlag, seedRollout, seedSegments, segmentsOf, storedRollouts } from '../helpers/e2e-ordering';
import { client, uniqueKey } from '../helpers/http';

const service = useService(test);
const browser = useBrowser(test);
const NS = 'default';

test.before(async () => {
  await seedSegments(service.api, NS, ['beta', 'eu', 'staff']);
});

/** A boolean flag, disabled unless told, with the given rollouts; resolves to its key. */
async function seedFlag(rollouts: Record<string, unknown>[] = [], enabled = false) {
  const key = uniqueKey('dark-mode');
  await seedBooleanFlag(service.api, NS, key, enabled);
  for (const [i, body] of rollouts.entries()) await seedRollout(service.api, NS, key, { rank: i + 1, ...body });
  return key;
}

const threshold = (percentage: number, value = true, description = '') => ({ description, threshold: { percentage, value } });
const segment = (keys: string[], value = true) => ({ description: '', segment: { segmentKeys: keys, segmentOperator: 'OR_SEGMENT_OPERATOR', value } });

/** Opens the flag page, whose default tab for a boolean flag is Rollouts. */
async function openFlag(key: string, handle: Pick<ServiceHandle, 'url'> = service) {
  const view = await browser.open(handle, `/namespaces/${NS}/flags/${key}`);
  await view.page.getByRole('heading', { name: 'Rollouts', exact: true }).waitFor();
  return view;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Rollouts' }).getByRole('listitem');
const cardTexts = async (page: Page) => (await cards(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
const panel = (page: Page, name = 'New Rollout') => page.getByRole('dialog', { name });
const stored = (key: string) => storedRollouts(service.api, NS, key);
/** The percentage shown in a card's form. */
const cardPercent = (card: Locator) => card.getByLabel('Percentage').inputValue();
/** What a card's segment pickers show, joined by '+'. */
const cardSegments = async (card: Locator) => (await card.getByRole('combobox', { name: /^Segment \d/ }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).join('+');
/** Chooses a segment in the picker of row `row` within `scope`, as Flipt's suite does: the chevron by id, then the option. */
async function chooseSegment(scope: Locator, row: number, segment: string) {
  await scope.locator(`#segmentKey-${row}-select-button`).click();
  await scope.getByRole('option', { name: segment, exact: true }).click();
}
const order = async (key: string) => (await stored(key)).map((r) => (r.threshold ? `${r.threshold.percentage}%` : segmentsOf(r.segment!).join('+')));

test('a threshold rollout is set by its percentage, which the slider follows, and stored as set', async () => {
  const key = await seedFlag();
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rollout' }).click();
  // As Flipt's suite finds them: the one field labelled Percentage, the native Value select, the one textbox.
  const number = page.getByLabel('Percentage');
  const slider = panel(page).locator('input[type="range"]');
  assert.is(await number.inputValue(), '50');
  await number.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  assert.is(await number.inputValue(), '55', 'the arrow keys step the percentage');
  assert.is(await slider.inputValue(), '55', 'the slider follows the number');
  await slider.fill('20');
  assert.is(await number.inputValue(), '20', 'the number follows the slider');
  await number.fill('35');
  await panel(page).getByLabel('Value').selectOption('false');
  await page.getByRole('textbox').fill('Slow start');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rollout').first().waitFor();
  await cards(page).first().waitFor();
  const [rollout] = await stored(key);
  assert.equal(rollout?.threshold, { percentage: 35, value: false });
  assert.is(rollout?.description, 'Slow start');
  assert.match((await cardTexts(page))[0]!, /Threshold Rollout 1.*Slow start/);
  assert.is(await cardPercent(cards(page).first()), '35');
  assert.is(await cards(page).first().getByLabel('Value').inputValue(), 'false');
  assert.ok(await page.getByRole('button', { name: 'Threshold Rollout' }).isVisible(), "the card's handle, named as Flipt's header");
  await view.assertNoProblems();
});

test('a segment rollout is stored with its segments, operator and value', async () => {
  const key = await seedFlag([threshold(10)]);
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rollout' }).click();
  await panel(page).getByLabel('Segment').check();
  await chooseSegment(panel(page), 0, 'beta');
  await panel(page).getByRole('button', { name: 'Add segment' }).click();
  await chooseSegment(panel(page), 1, 'staff');
  await panel(page).getByText('AND (ALL Segments)').click();
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await panel(page).waitFor({ state: 'detached' });
  await until('two rollouts listed', async () => (await cards(page).count()) === 2);
  const [, created] = await stored(key);
  assert.equal(created?.segment && [segmentsOf(created.segment), created.segment.segmentOperator, created.segment.value], [['beta', 'staff'], 'AND_SEGMENT_OPERATOR', true]);
  assert.match((await cardTexts(page))[1]!, /Segment Rollout 2/);
  assert.is(await cardSegments(cards(page).nth(1)), 'beta+staff');
  assert.is(await cards(page).nth(1).getByLabel('Value').inputValue(), 'true');
  await view.assertNoProblems();
});

test('quick edit and the Edit panel change a rollout on the server', async () => {
  const key = await seedFlag([threshold(20, true, 'Canary')]);
  const view = await openFlag(key);
  const { page } = view;
  const form = page.getByRole('form', { name: 'Threshold Rollout 1' });
  await page.getByRole('list').getByLabel('Percentage').first().fill('45');
  await page.getByRole('list').getByRole('button', { name: 'Update' }).first().click();
  await page.getByText('Successfully updated rollout').first().waitFor();
  await until('the form saved and clean again', () => form.getByRole('button', { name: 'Update' }).isDisabled());
  assert.equal((await stored(key))[0]?.threshold, { percentage: 45, value: true });
  assert.is((await stored(key))[0]?.description, 'Canary', 'the quick edit keeps the description');

  await page.getByTestId('rollout-menu-button').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = panel(page, 'Edit Rollout');
  const save = edit.getByRole('button', { name: 'Update', exact: true });
  await edit.getByRole('textbox', { name: /^Description/ }).waitFor();
  assert.ok(await save.isDisabled(), 'Update waits for a change');
  await edit.getByLabel('Value').selectOption('false');
  assert.ok(await save.isEnabled(), 'a change enables Update');
  await edit.getByRole('textbox', { name: /^Description/ }).fill('Canary off');
  await edit.getByRole('button', { name: 'Update', exact: true }).click();
  await edit.waitFor({ state: 'detached' });
  await until('the edit stored', async () => (await stored(key))[0]?.description === 'Canary off');
  assert.equal((await stored(key))[0]?.threshold, { percentage: 45, value: false });
  await view.assertNoProblems();
});

test('rollouts reorder by dragging a handle with the mouse and by the keyboard alone', async () => {
  const key = await seedFlag([threshold(10), segment(['beta']), threshold(30)]);
  const view = await openFlag(key);
  const { page } = view;
  await cards(page).nth(2).waitFor();
  await dragTo(page, page.getByRole('button', { name: 'Reorder Threshold Rollout 3' }), cards(page).nth(0));
  await until('the drop saved', async () => (await order(key)).join() === '30%,10%,beta');
  await page.getByText('Successfully reordered rollouts').first().waitFor();

  await page.reload();
  await cards(page).nth(2).waitFor();
  const handle = page.getByRole('button', { name: 'Reorder Threshold Rollout 1' });
  await tabTo(page, handle, { max: 120 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await until('the keyboard drop saved', async () => (await order(key)).join() === '10%,30%,beta');
  await assertNoPointer(page);
  await view.assertNoProblems();
});

ownServerOnly(test, 'it stops a service of its own under the page, which a shared Flipt cannot be')('a reorder the server does not take shows the error and puts the old order back', async () => {
  // A service of its own, stopped under the page: the order call fails for real.
  const own = await startOwnService();
  const handle = { svc: own.svc, url: own.svc.url, api: client(own.svc.url) };
  try {
    await seedBooleanFlag(handle.api, NS, 'dark-mode', true);
    await seedRollout(handle.api, NS, 'dark-mode', { rank: 1, ...threshold(10) });
    await seedRollout(handle.api, NS, 'dark-mode', { rank: 2, ...threshold(90) });
    const view = await openFlag('dark-mode', handle);
    const { page } = view;
    await cards(page).nth(1).waitFor();
    await own.svc.stop();
    await dragTo(page, page.getByRole('button', { name: 'Reorder Threshold Rollout 2' }), cards(page).nth(0));
    await errorToast(page).first().waitFor();
    await until('the old order shown', async () => (await cardPercent(cards(page).nth(0))) === '10' && (await cardPercent(cards(page).nth(1))) === '90');
  } finally {
    await own.svc.stop();
    own.cleanup();
  }
});

test('deleting a rollout asks for confirmation and removes it', async () => {
  const key = await seedFlag([threshold(10), threshold(20)]);
  const view = await openFlag(key);
  const { page } = view;
  await deleteCard(page, 'rollout', 1);
  await until('one rollout left', async () => (await cards(page).count()) === 1);
  assert.equal(await order(key), ['20%']);
  await view.assertNoProblems();
});

test("the Default Value (Flipt 1.56's place, 1.54's and 1.61's names) writes the flag enabled state", async () => {
  const key = await seedFlag([], false);
  const view = await openFlag(key);
  const { page } = view;
  const value = page.getByRole('combobox', { name: 'Default Value' });
  const update = page.getByRole('form', { name: 'Flag' }).getByRole('button', { name: 'Update', exact: true });
  const enabled = async () => ((await service.api.get(`/api/v1/namespaces/${NS}/flags/${key}`)).body as { enabled: boolean }).enabled;
  assert.is(await value.inputValue(), 'false');
  // Flipt 1.61's script: click the control, Update, "Successfully updated flag".
  await page.locator('#defaultValue').click();
  await page.getByRole('button', { name: 'Update' }).last().click();
  await page.getByText('Successfully updated flag').waitFor();
  assert.is(await enabled(), true);
  await until('the form clean again', () => update.isDisabled());
  // Flipt 1.54's script: choose a value, Update, "Successfully updated default rollout".
  await page.locator('#defaultValue').selectOption('false');
  await page.getByRole('button', { name: 'Update' }).last().click();
  await page.getByText('Successfully updated default rollout').first().waitFor();
  await until('the flag disabled again', async () => (await enabled()) === false);
  // And from the keyboard: the select takes the arrows, Update takes Enter.
  await tabTo(page, value);
  await page.keyboard.press('ArrowUp');
  assert.is(await value.inputValue(), 'true');
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  await until('the flag enabled again', async () => (await enabled()) === true);
  await view.assertNoProblems();
});

test('the rollouts tab, its card forms and the New Rollout panel pass axe in light and dark mode', async () => {
  const key = await seedFlag([threshold(25, true, 'Quarter'), segment(['beta', 'eu'], false)]);
  const view = await openFlag(key);
  const { page } = view;
  await cards(page).nth(1).waitFor();
  await assertAccessibleInThemes(page, 'the rollouts tab');
  await page.getByRole('button', { name: 'New Rollout' }).click();
  await panel(page).waitFor();
  await assertAccessibleInThemes(page, 'the New Rollout panel');
  await view.assertNoProblems();
});

test.run();
