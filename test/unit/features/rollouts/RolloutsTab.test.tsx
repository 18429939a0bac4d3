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
  const [first, second] = cards(view).map((c) => c.textContent ?? '');
  assert.match(first ?? '', /Threshold Rollout 1.*Percentage.*25%.*Valuetrue.*DescriptionQuarter of users/);
  assert.match(second ?? '', /Segment Rollout 2.*betaANDeu.*Valuefalse/);
  assert.ok(view.byRole('region', 'Default Rollout'));
});

test('the threshold slider and number input show the same percentage', async () => {
  const { api } = server(BOOLEAN);
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  const slider = view.byRole('slider', 'Percentage') as HTMLInputElement;
  const number = view.byLabel('Percentage (%)') as HTMLInputElement;
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
  await view.type(view.byLabel('Percentage (%)'), '30');
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
  await view.type(view.byLabel('Percentage (%)'), '140');
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
  await view.press(await view.waitFor(() => view.byRole('button', 'Quick edit rollout 1')));
  await view.type(view.byRole('slider', 'Percentage'), '40');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated rollout/));
  assert.equal(api.last('PUT', `${ROLLOUTS}/a`)?.body, { description: 'Quarter', threshold: { percentage: 40, value: true } });
  await view.waitFor(() => assert.match(cards(view)[0]?.textContent ?? '', /40%/));
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
  const { api } = server({ ...BOOLEAN, rollouts: [threshold('a', 1, 10), threshold('b', 2, 20)] });
  api.on('PUT', `${ROLLOUTS}/order`, apiError(500, 'not implemented'));
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  // The refetch after the failure never answers, so what shows is the console's own revert.
  api.on('GET', ROLLOUTS, () => new Promise(() => {}));
  const handle = view.byRole('button', 'Reorder rollout 2');
  await view.key(handle, ' ');
  await view.key(handle, 'ArrowUp');
  await view.key(handle, ' ');
  await view.waitFor(() => assert.match(toastText(), /not implemented/));
  assert.equal(api.last('PUT', `${ROLLOUTS}/order`)?.body, { rolloutIds: ['b', 'a'] });
  assert.match(cards(view)[0]?.textContent ?? '', /10%/);
});

test('the default rollout switch writes the flag enabled state with the rest of the flag', async () => {
  const { api, state } = server(BOOLEAN);
  const view = await open(api);
  const toggle = await view.waitFor(() => view.byRole('switch', 'Default Value') as HTMLInputElement);
  assert.ok(toggle.checked);
  await view.press(toggle);
  await view.waitFor(() => assert.match(toastText(), /Successfully updated default rollout/));
  assert.equal(api.last('PUT', FLAG)?.body, { key: 'colors', name: 'Colors', description: 'Palette', type: 'BOOLEAN_FLAG_TYPE', enabled: false, metadata: { team: 'web' }, defaultVariantId: null });
  assert.is(state.flag.enabled, false);
  await view.waitFor(() => assert.not.ok((view.byRole('switch', 'Default Value') as HTMLInputElement).checked));
});

test('a refused default rollout change puts the switch back', async () => {
  const { api } = server(BOOLEAN);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on('PUT', FLAG, async () => {
    await held;
    return apiError(500, 'not implemented');
  });
  const view = await open(api);
  const toggle = await view.waitFor(() => view.byRole('switch', 'Default Value') as HTMLInputElement);
  await view.press(toggle);
  assert.not.ok((view.byRole('switch', 'Default Value') as HTMLInputElement).checked, 'the new value shows at once');
  await view.act(() => release());
  await view.waitFor(() => assert.match(toastText(), /not implemented/));
  assert.ok((view.byRole('switch', 'Default Value') as HTMLInputElement).checked);
});

test('read-only mode disables New Rollout, the default value and the card menus, and hides the other card actions', async () => {
  const { api } = server({ ...BOOLEAN, storageType: 'local', rollouts: [threshold('a', 1, 10), threshold('b', 2, 20)] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  await view.waitFor(() => assert.ok((view.byRole('switch', 'Default Value') as HTMLInputElement).disabled));
  assert.ok(view.byRole('button', 'New Rollout').hasAttribute('data-disabled') || view.byRole('button', 'New Rollout').hasAttribute('disabled'));
  for (const name of [/Reorder rollout/, /Quick edit rollout/]) assert.is(view.allByRole('button', name).length, 0, String(name));
  // Flipt's kebab menus stay, disabled (UI-INVENTORY §2.15).
  assert.ok(view.allByRole('button', /Actions for rollout/).every((b) => b.hasAttribute('disabled')));
});

test('a segment rollout in a namespace without segments links to New Segment', async () => {
  const { api } = server({ ...BOOLEAN, segments: [] });
  const view = await open(api);
  await view.press(await view.waitFor(() => view.byRole('button', 'New Rollout')));
  await view.press(view.byRole('radio', /Segment/));
  assert.is(view.byRole('link', 'New Segment').getAttribute('href'), '/namespaces/default/segments/new');
});

test.run();
