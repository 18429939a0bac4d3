import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RolloutsTab } from '../../../../ui/features/rollouts/RolloutsTab';
import { apiError } from '../../../helpers/fake-api';
import { cleanup, resetStores, type View } from '../../../helpers/render';
import { FLAG, renderTab, server, type RO } from '../ordering/fake-flag';

test.before.each(resetStores);
test.after.each(cleanup);

const ROLLOUTS = `${FLAG}/rollouts`;
const BOOLEAN = { type: 'BOOLEAN_FLAG_TYPE' };
const open = (api: Parameters<typeof renderTab>[1]) => renderTab(RolloutsTab, api);
const cards = (view: View) => view.allByRole('listitem').filter((li) => li.closest('ol[aria-label="Rollouts"]'));
const toastText = () => document.body.querySelector('[role="alert"]')?.textContent ?? '';
/** A card's field values: segment pickers, percentage, value. */
const picked = (card: Element | undefined) => Array.from(card?.querySelectorAll<HTMLInputElement>('input[role="combobox"]') ?? []).map((i) => i.value);
const field = (card: Element | undefined, selector: string) => (card?.querySelector(selector) as HTMLInputElement | null)?.value;
const threshold = (id: string, rank: number, percentage: number, value = true, description = ''): RO => ({ id, rank, type: 'THRESHOLD_ROLLOUT_TYPE', description, threshold: { percentage, value } });
const segment = (id: string, rank: number, keys: string[], value = false, operator = 'OR_SEGMENT_OPERATOR'): RO => ({
  id,
  rank,
  type: 'SEGMENT_ROLLOUT_TYPE',
  description: '',
  segment: { segmentKey: keys.length === 1 ? keys[0] : '', segmentKeys: keys.length === 1 ? [] : keys, segmentOperator: operator, value },
});

test('lists threshold and segment rollouts in rank order, then the default rollout', async () => {
  const { api } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 25, true, 'Quarter of users'), segment('b', 2, ['beta', 'eu'], false, 'AND_SEGMENT_OPERATOR')] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  const [first, second] = cards(view);
  assert.match(first?.textContent ?? '', /Threshold Rollout 1.*Quarter of users.*Percentage.*Value/);
  assert.is(field(first, 'input[type="number"]'), '25');
  assert.is(field(first, 'select'), 'true');
  assert.match(second?.textContent ?? '', /Segment Rollout 2/);
  assert.equal(picked(second), ['Beta users (beta)', 'Europe (eu)']);
  assert.ok((second?.querySelector('input[value="AND_SEGMENT_OPERATOR"]') as HTMLInputElement | null)?.checked);
  assert.is(field(second, 'select'), 'false');
  assert.is(view.allByRole('button', 'Threshold Rollout').length, 0, 'only the handle names the type');
  assert.ok(view.byRole('button', 'Reorder Threshold Rollout 1'));
  assert.ok(view.byRole('region', 'Default Rollout'));
});

test('the threshold slider and number input show the same percentage', async () => {
  const { api } = server(BOOLEAN);
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  // The slider repeats the input for the pointer: hidden from assistive technology, out of the tab order.
  const slider = document.querySelector('[role="dialog"] input[type="range"]') as HTMLInputElement;
  assert.is(slider.getAttribute('aria-hidden'), 'true');
  assert.is(slider.tabIndex, -1);
  const number = view.byLabel('Percentage') as HTMLInputElement;
  assert.is(slider.value, '50');
  assert.is(number.value, '50');
  await view.type(slider, '70');
  assert.is(number.value, '70');
  await view.type(number, '15');
  assert.is(slider.value, '15');
});

test('creating a threshold rollout posts percentage, value, description and the next rank', async () => {
  const { api } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 10)] });
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  await view.type(view.byLabel('Percentage'), '30');
  await view.type(view.byLabel('Value'), 'false');
  await view.type(view.byLabel('Description'), 'Slow start');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(toastText(), /Successfully created rollout/));
  assert.equal(api.last('POST', ROLLOUTS)?.body, { description: 'Slow start', threshold: { percentage: 30, value: false }, rank: 2 });
  await view.waitFor(() => assert.is(cards(view).length, 2));
});

test('creating a segment rollout posts the segments, operator and value', async () => {
  const { api } = server(BOOLEAN);
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  await view.press(view.byRole('radio', /Segment/));
  await view.type(view.byLabel('Segment 1'), 'beta');
  await view.press(view.byRole('button', 'Add segment'));
  await view.type(view.byLabel('Segment 2'), 'staff');
  await view.press(view.byRole('radio', /AND/));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(api.last('POST', ROLLOUTS)));
  assert.equal(api.last('POST', ROLLOUTS)?.body, {
    description: '',
    segment: { segmentKeys: ['beta', 'staff'], segmentOperator: 'AND_SEGMENT_OPERATOR', value: true },
    rank: 1,
  });
});

test('a percentage outside 0–100 or a segment rollout without segments is not posted', async () => {
  const { api } = server(BOOLEAN);
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  await view.type(view.byLabel('Percentage'), '140');
  await view.press(view.byRole('button', 'Create'));
  assert.ok(view.byText('Enter a percentage from 0 to 100'));
  await view.press(view.byRole('radio', /Segment/));
  await view.press(view.byRole('button', 'Create'));
  assert.ok(view.byText('Segment is missing. Choose at least one segment.'));
  assert.is(api.count('POST', ROLLOUTS), 0);
});

test('quick edit of a threshold puts its new percentage and keeps the description', async () => {
  const { api } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 25, true, 'Quarter')] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 1));
  for (const name of ['Reset', 'Update']) assert.ok(view.byRole('button', name).hasAttribute('disabled'), `${name} waits for a change`);
  await view.type(view.byLabel('Percentage'), '70');
  await view.press(view.byRole('button', 'Reset'));
  assert.is(field(cards(view)[0], 'input[type="number"]'), '25');
  await view.type(view.byLabel('Percentage'), '40');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated rollout/));
  assert.equal(api.last('PUT', `${ROLLOUTS}/a`)?.body, { description: 'Quarter', threshold: { percentage: 40, value: true } });
  await view.waitFor(() => assert.is(field(cards(view)[0], 'input[type="number"]'), '40'));
});

test('the edit panel keeps the type fixed and puts the whole rollout', async () => {
  const { api } = server({ ...BOOLEAN, rollouts: [segment('a', 1, ['beta'])] });
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'Actions for rollout 1')));
  await view.press(view.byRole('menuitem', 'Edit'));
  await view.waitFor(() => view.byRole('dialog', 'Edit Rollout'));
  const type = view.byRole('radio', /Threshold/);
  assert.ok((type as HTMLInputElement).disabled || type.closest('fieldset')?.disabled, 'the type cannot change');
  await view.type(view.byLabel('Value'), 'true');
  await view.type(view.byLabel('Description'), 'Beta testers');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated rollout/));
  assert.equal(api.last('PUT', `${ROLLOUTS}/a`)?.body, {
    description: 'Beta testers',
    segment: { segmentKeys: ['beta'], segmentOperator: 'OR_SEGMENT_OPERATOR', value: true },
  });
});

test('deleting a rollout asks first, then deletes it', async () => {
  const { api } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 10), threshold('b', 2, 20)] });
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'Actions for rollout 1')));
  await view.press(view.byRole('menuitem', 'Delete'));
  const dialog = await view.waitFor(() => view.byRole('alertdialog'));
  assert.match(dialog.textContent ?? '', /Are you sure you want to delete this rollout at position 1\?/);
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(cards(view).length, 1));
  assert.is(api.last('DELETE')?.path, `${ROLLOUTS}/a`);
});

test('a refused rollout reorder puts the old order back and shows the server message', async () => {
  const { api, state } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 10), threshold('b', 2, 20)] });
  api.on('PUT', `${ROLLOUTS}/order`, apiError(500, 'not implemented'));
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  // The conflict guard's read before the write answers; the refetch after the failure never
  // does, so what shows is the console's own revert.
  let reads = 0;
  api.on('GET', ROLLOUTS, () => (reads++ === 0 ? { rules: state.rollouts, nextPageToken: '', totalCount: state.rollouts.length } : new Promise(() => {})));
  const handle = view.byRole('button', 'Reorder Threshold Rollout 2');
  await view.key(handle, ' ');
  await view.key(handle, 'ArrowUp');
  await view.key(handle, ' ');
  await view.waitFor(() => assert.match(toastText(), /not implemented/));
  assert.equal(api.last('PUT', `${ROLLOUTS}/order`)?.body, { rolloutIds: ['b', 'a'] });
  assert.is(field(cards(view)[0], 'input[type="number"]'), '10');
});

test('the Default Rollout card says the value entities that match no rollout get (set by the flag form)', async () => {
  const { api } = server(BOOLEAN);
  const view = await open(api);
  const card = await view.waitFor(() => view.byRole('region', 'Default Rollout'));
  assert.match(card.textContent ?? '', 'Entities that match no rollout get true');
  assert.is(card.querySelector('select, button'), null, 'changed at the top of the page, not here');
});

test('read-only mode disables New Rollout and the card menus, and hides the other card actions', async () => {
  const { api } = server({ ...BOOLEAN, storageType: 'local', rollouts: [threshold('a', 1, 10), threshold('b', 2, 20)] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  assert.ok(view.byRole('button', 'New Rollout').hasAttribute('data-disabled') || view.byRole('button', 'New Rollout').hasAttribute('disabled'));
  assert.is(view.allByRole('button', /Reorder/).length, 0);
  // The cards' forms show the rollouts, but take no input.
  for (const name of ['Reset', 'Update']) assert.ok(view.allByRole('button', name).every((b) => b.hasAttribute('disabled')), name);
  assert.ok(cards(view).every((c) => c.querySelector<HTMLInputElement>('input[type="number"]')?.disabled && c.querySelector('select')?.disabled));
  // Flipt's kebab menus stay, disabled (UI-INVENTORY §2.15).
  assert.ok(view.allByRole('button', /Actions for rollout/).every((b) => b.hasAttribute('disabled')));
  assert.is(document.querySelectorAll('[data-testid="rollout-menu-button"][disabled]').length, 2, "Flipt's test id");
});

test('a segment rollout in a namespace without segments links to New Segment', async () => {
  const { api } = server({ ...BOOLEAN, segments: [] });
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  await view.press(view.byRole('radio', /Segment/));
  assert.is(view.byRole('link', 'New Segment').getAttribute('href'), '/namespaces/default/segments/new');
});

test.run();
