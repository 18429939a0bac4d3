// The Rollouts tab of a boolean flag (UI-INVENTORY §2.11) against the local service: threshold
// rollouts through the slider, segment rollouts, quick edit and the Edit panel, reordering by mouse
// and by keyboard, the old order back when the server call fails, delete, the Default Rollout
// writing the flag's enabled state, and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, errorToast, setChecked, startApp, tabTo, until, useBrowser, useService, type ServiceHandle } from '../helpers/e2e-app';
import { localOnly } from '../helpers/server';
import { deleteCard, dragTo, seedBooleanFlag, seedRollout, seedSegments, segmentsOf, storedRollouts } from '../helpers/e2e-ordering';
import { client, uniqueKey } from '../helpers/http';
import { pick } from '../helpers/e2e-input';

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
const order = async (key: string) => (await stored(key)).map((r) => (r.threshold ? `${r.threshold.percentage}%` : segmentsOf(r.segment!).join('+')));

test('a threshold rollout is set with the slider, whose number follows, and stored as set', async () => {
  const key = await seedFlag();
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rollout' }).click();
  const slider = panel(page).getByRole('slider', { name: 'Percentage' });
  const number = panel(page).getByRole('spinbutton', { name: 'Percentage (%)' });
  assert.is(await number.inputValue(), '50');
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.is(await number.inputValue(), '55', 'the number follows the slider');
  await number.fill('35');
  assert.is(await slider.inputValue(), '35', 'the slider follows the number');
  await pick(panel(page), 'Value', 'False');
  await panel(page).getByRole('textbox', { name: /^Description/ }).fill('Slow start');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await page.getByText('Successfully created rollout').first().waitFor();
  await cards(page).first().waitFor();
  const [rollout] = await stored(key);
  assert.equal(rollout?.threshold, { percentage: 35, value: false });
  assert.is(rollout?.description, 'Slow start');
  assert.match((await cardTexts(page))[0]!, /Threshold Rollout 1.*35%.*false.*Slow start/);
  await view.assertNoProblems();
});

test('a segment rollout is stored with its segments, operator and value', async () => {
  const key = await seedFlag([threshold(10)]);
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('button', { name: 'New Rollout' }).click();
  await panel(page).getByText('Segment', { exact: true }).click();
  await pick(panel(page), 'Segment 1', 'beta');
  await panel(page).getByRole('button', { name: 'Add segment' }).click();
  await pick(panel(page), 'Segment 2', 'staff');
  await panel(page).getByText('AND (ALL Segments)').click();
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await panel(page).waitFor({ state: 'detached' });
  await until('two rollouts listed', async () => (await cards(page).count()) === 2);
  const [, created] = await stored(key);
  assert.equal(created?.segment && [segmentsOf(created.segment), created.segment.segmentOperator, created.segment.value], [['beta', 'staff'], 'AND_SEGMENT_OPERATOR', true]);
  assert.match((await cardTexts(page))[1]!, /Segment Rollout 2.*beta AND staff.*true/);
  await view.assertNoProblems();
});

test('quick edit and the Edit panel change a rollout on the server', async () => {
  const key = await seedFlag([threshold(20, true, 'Canary')]);
  const view = await openFlag(key);
  const { page } = view;
  await page.getByRole('button', { name: 'Quick edit rollout 1' }).click();
  const form = page.getByRole('form', { name: 'Edit rollout 1' });
  await form.getByRole('spinbutton', { name: 'Percentage (%)' }).fill('45');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Successfully updated rollout').first().waitFor();
  await form.waitFor({ state: 'detached' });
  assert.equal((await stored(key))[0]?.threshold, { percentage: 45, value: true });
  assert.is((await stored(key))[0]?.description, 'Canary', 'the quick edit keeps the description');

  await page.getByRole('button', { name: 'Actions for rollout 1' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = panel(page, 'Edit Rollout');
  const save = edit.getByRole('button', { name: 'Update', exact: true });
  await edit.getByRole('textbox', { name: /^Description/ }).waitFor();
  assert.ok(await save.isDisabled(), 'Update waits for a change');
  await pick(edit, 'Value', 'False');
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
  await dragTo(page, page.getByRole('button', { name: 'Reorder rollout 3' }), cards(page).nth(0));
  await until('the drop saved', async () => (await order(key)).join() === '30%,10%,beta');
  await page.getByText('Successfully reordered rollouts').first().waitFor();

  await page.reload();
  await cards(page).nth(2).waitFor();
  const handle = page.getByRole('button', { name: 'Reorder rollout 1' });
  await tabTo(page, handle, { max: 120 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await until('the keyboard drop saved', async () => (await order(key)).join() === '10%,30%,beta');
  await assertNoPointer(page);
  await view.assertNoProblems();
});

localOnly(test, 'it stops a service of its own under the page, which an external Flipt cannot be')('a reorder the server does not take shows the error and puts the old order back', async () => {
  // A service of its own, stopped under the page: the order call fails for real.
  const own = await startApp();
  const handle = { svc: own.svc, url: own.svc.url, api: client(own.svc.url) };
  try {
    await seedBooleanFlag(handle.api, NS, 'dark-mode', true);
    await seedRollout(handle.api, NS, 'dark-mode', { rank: 1, ...threshold(10) });
    await seedRollout(handle.api, NS, 'dark-mode', { rank: 2, ...threshold(90) });
    const view = await openFlag('dark-mode', handle);
    const { page } = view;
    await cards(page).nth(1).waitFor();
    await own.svc.stop();
    await dragTo(page, page.getByRole('button', { name: 'Reorder rollout 2' }), cards(page).nth(0));
    await errorToast(page).first().waitFor();
    await until('the old order shown', async () => /10%/.test((await cardTexts(page))[0] ?? '') && /90%/.test((await cardTexts(page))[1] ?? ''));
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

test('the Default Rollout switch writes the flag enabled state', async () => {
  const key = await seedFlag([], false);
  const view = await openFlag(key);
  const { page } = view;
  const toggle = page.getByRole('switch', { name: 'Default Value' });
  assert.is(await toggle.isChecked(), false);
  await setChecked(toggle, true);
  await page.getByText('Successfully updated default rollout').first().waitFor();
  const enabled = async () => ((await service.api.get(`/api/v1/namespaces/${NS}/flags/${key}`)).body as { enabled: boolean }).enabled;
  assert.is(await enabled(), true);
  assert.is(await toggle.isChecked(), true);
  await toggle.focus();
  await page.keyboard.press('Space');
  await until('the flag disabled again', async () => (await enabled()) === false);
  await view.assertNoProblems();
});

test('the rollouts tab, its quick edit and the New Rollout panel pass axe in light and dark mode', async () => {
  const key = await seedFlag([threshold(25, true, 'Quarter'), segment(['beta', 'eu'], false)]);
  const view = await openFlag(key);
  const { page } = view;
  await cards(page).nth(1).waitFor();
  await assertAccessibleInThemes(page, 'the rollouts tab');
  await page.getByRole('button', { name: 'Quick edit rollout 2' }).click();
  await assertAccessibleInThemes(page, 'a rollout in quick edit');
  await page.getByRole('button', { name: 'New Rollout' }).click();
  await panel(page).waitFor();
  await assertAccessibleInThemes(page, 'the New Rollout panel');
  await view.assertNoProblems();
});

test.run();
