import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHashRoute } from '../../../../ui/app/hash-route';
import { RulesTab } from '../../../../ui/features/rules/RulesTab';
import { fakeBrowser } from '../../../helpers/fake-browser';
import { apiError } from '../../../helpers/fake-api';
import { cleanup, resetStores, type View } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';
import { BLUE, FLAG, GREEN, RED, renderTab, rule, server } from '../ordering/fake-flag';

test.before.each(resetStores);
test.after.each(cleanup);

const RULES = `${FLAG}/rules`;
const open = (api: Parameters<typeof renderTab>[1]) => renderTab(RulesTab, api);
const cards = (view: View) => view.allByRole('listitem').filter((li) => li.closest('ol[aria-label="Rules"]'));
const titles = (view: View) => Array.from(view.container.querySelectorAll('ol h3')).map((h) => h.textContent);
const toastText = () => document.body.querySelector('[role="alert"]')?.textContent ?? '';
const choose = (view: View, label: string, value: string) => view.type(view.byLabel(label), value);
/** What a card's pickers show: its segments, then (single-variant rules) its variant. */
const picked = (card: Element | undefined) => Array.from(card?.querySelectorAll<HTMLInputElement>('input[role="combobox"]') ?? []).map((i) => i.value);
/** The values of a card's percentage inputs, by name (Flipt's `rollouts.[i].distribution.rollout`). */
const percents = (card: Element | undefined) => Array.from(card?.querySelectorAll<HTMLInputElement>('input[type="number"]') ?? []).map((i) => [i.name, i.value]);

async function openNewRule(view: View) {
  await view.press(view.byRole('button', 'New Rule'));
  await view.waitFor(() => view.byRole('dialog', 'New Rule'));
}

test('lists rules in rank order, each as its quick-edit form, and the default rule last', async () => {
  const { api } = server({
    rules: [
      rule('r1', 1, ['beta'], [{ id: 'd1', variantId: BLUE.id, rollout: 100 }]),
      rule('r2', 2, ['beta', 'eu'], [{ id: 'd2', variantId: BLUE.id, rollout: 60 }, { id: 'd3', variantId: GREEN.id, rollout: 30 }], 'AND_SEGMENT_OPERATOR'),
      rule('r3', 3, ['staff']),
    ],
  });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 3));
  assert.equal(titles(view), ['Rule 1', 'Rule 2', 'Rule 3']);
  const [first, second, third] = cards(view).map((c) => c.textContent ?? '');
  assert.match(first ?? '', /TypeSingle VariantAlways returns the same variant/);
  assert.equal(picked(cards(view)[0]), ['Beta users (beta)', 'blue']);
  assert.ok(cards(view)[0]?.querySelector('#quick-variant-1-select-button'), "Flipt's id for the card's variant picker");
  assert.match(second ?? '', /Multi-Variate/);
  assert.not.match(second ?? '', /Single Variant/);
  assert.equal(picked(cards(view)[1]), ['Beta users (beta)', 'Europe (eu)']);
  assert.ok((cards(view)[1]?.querySelector('input[value="AND_SEGMENT_OPERATOR"]') as HTMLInputElement | null)?.checked);
  assert.equal(percents(cards(view)[1]), [
    ['rollouts.[0].distribution.rollout', '60'],
    ['rollouts.[1].distribution.rollout', '30'],
  ]);
  assert.match(second ?? '', /blue.*60%.*green.*30%/);
  assert.match(second ?? '', /The other 10% get the flag's default variant/);
  assert.match(third ?? '', /Default Variant \/ None/);
  assert.equal(picked(cards(view)[2]), ['staff']);
  assert.ok(view.byRole('region', 'Default Rule'));
});

test('creating a single-variant rule posts the rule after the last and then one distribution of 100', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['staff'])] });
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await choose(view, 'Segment 1', 'beta');
  await choose(view, 'Variant', GREEN.id);
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.is(api.count('POST', `${RULES}/:id/distributions`), 1));
  assert.equal(api.last('POST', RULES)?.body, { segmentKeys: ['beta'], segmentOperator: 'OR_SEGMENT_OPERATOR', rank: 2 });
  const dist = api.last('POST', `${RULES}/:id/distributions`);
  assert.is(dist?.path, `${RULES}/r-new-${dist?.path.match(/r-new-(\d+)/)?.[1]}/distributions`);
  assert.equal(dist?.body, { variantId: GREEN.id, rollout: 100 });
  await view.waitFor(() => assert.is(cards(view).length, 2));
  assert.match(toastText(), /Successfully created rule/);
});

test('the multi-variate choice starts from an even split and posts each distribution in variant order', async () => {
  const { api } = server();
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await choose(view, 'Segment 1', 'beta');
  await view.press(view.byRole('button', 'Add segment'));
  await choose(view, 'Segment 2', 'eu');
  await view.press(view.byRole('radio', /AND/));
  await view.press(view.byRole('radio', /Multi-Variate/));
  assert.equal(['blue', 'green', 'red'].map((k) => (view.byLabel(k) as HTMLInputElement).value), ['33.34', '33.33', '33.33']);
  await view.type(view.byLabel('green'), '20');
  await view.type(view.byLabel('red'), '0');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.is(api.count('POST', `${RULES}/:id/distributions`), 3));
  assert.equal(api.last('POST', RULES)?.body, { segmentKeys: ['beta', 'eu'], segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 1 });
  assert.equal(
    api.callsTo('POST', `${RULES}/:id/distributions`).map((c) => c.body),
    [
      { variantId: BLUE.id, rollout: 33.34 },
      { variantId: GREEN.id, rollout: 20 },
      { variantId: RED.id, rollout: 0 },
    ],
  );
});

test('a multi-variate total over 100 shows the total and posts nothing', async () => {
  const { api } = server();
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await choose(view, 'Segment 1', 'beta');
  await view.press(view.byRole('radio', /Multi-Variate/));
  await view.type(view.byLabel('blue'), '50');
  assert.ok(view.byText('Multi-variate rules must have distributions that add up to 100% or less. They add up to 116.66%.'));
  assert.ok(view.byText('Total: 116.66%'));
  await view.press(view.byRole('button', 'Create'));
  assert.is(api.count('POST', RULES), 0);
  assert.ok(view.byRole('dialog', 'New Rule'));
});

test('a new rule without a segment or variant shows what is missing', async () => {
  const { api } = server();
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await view.press(view.byRole('button', 'Create'));
  assert.ok(view.byText('Segment is missing. Choose at least one segment.'));
  assert.ok(view.byText('Choose a variant'));
  assert.is(api.count('POST', RULES), 0);
});

test('a refused distribution stops the rest, shows the error and lists the rule that was created', async () => {
  const { api, state } = server();
  let posted = 0;
  api.on('POST', `${RULES}/:id/distributions`, ({ params, body }) => {
    posted += 1;
    if (posted === 2) return apiError(404, 'variant "v-green" not found');
    const created = { ...(body as { variantId: string; rollout: number }), id: `d-${posted}`, ruleId: params.id ?? '' };
    state.rules.find((r) => r.id === params.id)?.distributions.push(created);
    return created;
  });
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await choose(view, 'Segment 1', 'beta');
  await view.press(view.byRole('radio', /Multi-Variate/));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.match(toastText(), /variant "v-green" not found/));
  assert.is(posted, 2);
  await view.waitFor(() => assert.is(view.queryByRole('dialog', 'New Rule'), null));
  await view.waitFor(() => assert.is(cards(view).length, 1));
});

test('a refused rule keeps the panel open with the server message', async () => {
  const { api } = server();
  api.fail('POST', RULES, 404, 'flag "default/colors" or segment "default/" not found');
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'New Rule'));
  await openNewRule(view);
  await choose(view, 'Segment 1', 'beta');
  await view.press(view.byRole('radio', /Default Variant/));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byRole('dialog', 'New Rule')));
  assert.ok(view.container.ownerDocument.querySelector('form [role="alert"]')?.textContent?.includes('not found'));
  assert.is(api.count('POST', `${RULES}/:id/distributions`), 0);
});

test('quick edit of percentages puts only the changed distributions', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta'], [{ id: 'd1', variantId: BLUE.id, rollout: 50 }, { id: 'd2', variantId: GREEN.id, rollout: 50 }])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 1));
  await view.type(view.byLabel('green'), '25');
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated rule/));
  assert.is(api.count('PUT', `${RULES}/r1`), 0);
  assert.equal(api.callsTo('PUT', `${RULES}/:id/distributions/:did`).map((c) => [c.path, c.body]), [
    [`${RULES}/r1/distributions/d2`, { variantId: GREEN.id, rollout: 25 }],
  ]);
  await view.waitFor(() => assert.match(cards(view)[0]?.textContent ?? '', /green.*25%/));
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'), 'a saved form waits for the next change');
});

test('quick edit of segments, operator and variant puts the rule and then its distribution', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta'], [{ id: 'd1', variantId: BLUE.id, rollout: 100 }])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 1));
  await view.press(view.byRole('button', 'Add segment'));
  await choose(view, 'Segment 2', 'staff');
  await view.press(view.byRole('radio', /AND/));
  await choose(view, 'Variant', RED.id);
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated rule/));
  assert.equal(api.last('PUT', `${RULES}/r1`)?.body, { segmentKeys: ['beta', 'staff'], segmentOperator: 'AND_SEGMENT_OPERATOR' });
  assert.equal(api.last('PUT', `${RULES}/r1/distributions/d1`)?.body, { variantId: RED.id, rollout: 100 });
  const order = api.calls.filter((c) => c.method === 'PUT').map((c) => c.path);
  assert.equal(order, [`${RULES}/r1`, `${RULES}/r1/distributions/d1`]);
});

test('quick edit Reset puts nothing and shows the saved rule again; Reset and Update wait for a change', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta'])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 1));
  for (const name of ['Reset', 'Update']) assert.ok(view.byRole('button', name).hasAttribute('disabled'), name);
  await choose(view, 'Segment 1', 'eu');
  assert.equal(picked(cards(view)[0]), ['Europe (eu)']);
  await view.press(view.byRole('button', 'Reset'));
  assert.is(api.calls.filter((c) => c.method === 'PUT').length, 0);
  assert.equal(picked(cards(view)[0]), ['Beta users (beta)']);
});

test('deleting a rule asks first, then deletes it', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta']), rule('r2', 2, ['eu'])] });
  const view = await open(api);
  await view.waitFor(() => view.byRole('button', 'Actions for rule 2'));
  await view.press(view.byRole('button', 'Actions for rule 2'));
  await view.press(view.byRole('menuitem', 'Delete'));
  const dialog = await view.waitFor(() => view.byRole('alertdialog'));
  assert.match(dialog.textContent ?? '', /Are you sure you want to delete this rule at position 2\? This action cannot be undone\./);
  assert.is(api.count('DELETE', `${RULES}/:id`), 0);
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(cards(view).length, 1));
  assert.is(api.last('DELETE')?.path, `${RULES}/r2`);
});

test('reordering by keyboard shows the new order at once and sends every id', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta']), rule('r2', 2, ['eu']), rule('r3', 3, ['staff'])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 3));
  const handle = view.byRole('button', 'Reorder rule 1');
  await view.key(handle, ' ');
  assert.match(view.byRole('status').textContent ?? '', /Picked up rule 1/);
  await view.key(handle, 'ArrowDown');
  await view.key(handle, 'ArrowDown');
  assert.match(view.byRole('status').textContent ?? '', /Rule moved to position 3 of 3/);
  assert.equal(picked(cards(view)[2]), ['Beta users (beta)']);
  assert.is(api.count('PUT', `${RULES}/order`), 0);
  await view.key(handle, ' ');
  await view.waitFor(() => assert.equal(api.last('PUT', `${RULES}/order`)?.body, { ruleIds: ['r2', 'r3', 'r1'] }));
  assert.is(document.activeElement?.getAttribute('data-handle'), 'r1');
  await view.waitFor(() => assert.match(toastText(), /Successfully reordered rules/));
});

test('Escape puts a picked-up rule back without sending anything', async () => {
  const { api } = server({ rules: [rule('r1', 1, ['beta']), rule('r2', 2, ['eu'])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  const handle = view.byRole('button', 'Reorder rule 2');
  await view.key(handle, 'Enter');
  await view.key(handle, 'ArrowUp');
  assert.equal(picked(cards(view)[0]), ['Europe (eu)']);
  await view.key(handle, 'Escape');
  assert.equal(picked(cards(view)[0]), ['Beta users (beta)']);
  assert.match(view.byRole('status').textContent ?? '', /Reordering cancelled\. Rule returned to position 2\./);
  assert.is(api.count('PUT', `${RULES}/order`), 0);
});

test('a refused reorder puts the old order back at once and shows the server message', async () => {
  const { api, state } = server({ rules: [rule('r1', 1, ['beta']), rule('r2', 2, ['eu'])] });
  let answer: () => void = () => {};
  const refused = new Promise<void>((resolve) => (answer = resolve));
  api.on('PUT', `${RULES}/order`, async () => {
    await refused;
    return apiError(400, 'invalid field ruleIds: must contain atleast 2 elements');
  });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  // The conflict guard's read before the write answers; the refetch after the failure never
  // does, so what shows is the console's own revert.
  let reads = 0;
  api.on('GET', RULES, () => (reads++ === 0 ? { rules: state.rules, nextPageToken: '', totalCount: state.rules.length } : new Promise(() => {})));
  const handle = view.byRole('button', 'Reorder rule 1');
  await view.key(handle, ' ');
  await view.key(handle, 'ArrowDown');
  await view.key(handle, ' ');
  assert.equal(picked(cards(view)[0]), ['Europe (eu)'], 'the new order shows while the server answers');
  await view.act(() => answer());
  await view.waitFor(() => assert.match(toastText(), /must contain atleast 2 elements/));
  assert.equal(picked(cards(view)[0]), ['Beta users (beta)']);
  assert.equal(picked(cards(view)[1]), ['Europe (eu)']);
  assert.equal(state.rules.map((r) => r.id), ['r1', 'r2']);
});

test('the default rule saves a chosen variant with the whole flag and can be removed', async () => {
  const { api, state } = server({ flag: { ...server().state.flag, defaultVariant: BLUE } });
  const view = await open(api);
  const select = await view.waitFor(() => view.byLabel('Default rule variant'));
  assert.is((await listboxValue(view, select)).value, BLUE.id);
  await view.type(select, GREEN.id);
  await view.press(view.byRole('button', 'Update default variant'));
  await view.waitFor(() => assert.match(toastText(), /Successfully updated default variant/));
  assert.equal(api.last('PUT', FLAG)?.body, { key: 'colors', name: 'Colors', description: 'Palette', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: { team: 'web' }, defaultVariantId: GREEN.id });
  assert.is(state.flag.defaultVariant?.id, GREEN.id);
  await view.press(view.byRole('button', 'Remove default variant'));
  await view.waitFor(() => assert.match(toastText(), /Successfully removed default variant/));
  assert.equal((api.last('PUT', FLAG)?.body as { defaultVariantId: unknown }).defaultVariantId, null);
  await view.waitFor(() => assert.ok(view.byRole('button', 'Default rule variant'), 'the button shows no variant'));
  assert.is((await listboxValue(view, view.byLabel('Default rule variant'))).value, '');
});

test('a default variant chosen but not saved asks before it is left behind; Reset drops it', async () => {
  const { api } = server({ flag: { ...server().state.flag, defaultVariant: BLUE } });
  const tab = fakeBrowser('http://console.test/#/namespaces/default/flags/colors/rules');
  const route = createHashRoute(tab.browser);
  const stop = route.start();
  const view = await renderTab(RulesTab, api, { location: route });
  const select = await view.waitFor(() => view.byLabel('Default rule variant'));
  await view.type(select, GREEN.id);
  await view.act(() => tab.typeAddress('#/namespaces/default/segments'));
  assert.ok(view.queryByRole('alertdialog', 'Discard unsaved changes?'), 'the unsaved choice asks');
  await view.press(view.byRole('button', 'Stay'));
  assert.is((await listboxValue(view, view.byLabel('Default rule variant'))).value, GREEN.id);
  await view.press(view.byRole('button', 'Reset default variant'));
  assert.is((await listboxValue(view, view.byLabel('Default rule variant'))).value, BLUE.id);
  await view.act(() => tab.typeAddress('#/namespaces/default/segments'));
  assert.is(view.queryByRole('alertdialog', 'Discard unsaved changes?'), null);
  assert.is(tab.address(), '/namespaces/default/segments');
  assert.is(api.count('PUT', FLAG), 0, 'nothing was saved');
  stop();
});

test('a flag without variants still offers New Rule, with a rule that returns no variant', async () => {
  const { api } = server({ flag: { ...server().state.flag, variants: [] } });
  const view = await open(api);
  await view.waitFor(() => view.byRole('heading', 'No rules yet'));
  assert.ok(view.byText('This flag has no variants yet, so a rule returns no variant.'));
  assert.ok(view.byRole('button', 'New Rule'));
  assert.is(view.queryByRole('region', 'Default Rule'), null);
});

test('a namespace without segments explains that rules need them and links to New Segment', async () => {
  const { api } = server({ segments: [] });
  const view = await open(api);
  await view.waitFor(() => view.byRole('heading', 'Rules need segments'));
  assert.is(view.byRole('link', 'New Segment').getAttribute('href'), '/namespaces/default/segments/new');
  assert.is(view.queryByRole('button', 'New Rule'), null);
});

test('read-only mode disables New Rule, the card menus and the default rule, and leaves out the other write controls', async () => {
  const { api } = server({ storageType: 'git', rules: [rule('r1', 1, ['beta']), rule('r2', 2, ['eu'])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 2));
  await view.waitFor(() => assert.ok(view.byRole('button', 'New Rule').hasAttribute('data-disabled') || view.byRole('button', 'New Rule').hasAttribute('disabled')));
  assert.ok(view.byText('Not allowed in Read-Only mode'));
  assert.is(view.allByRole('button', /Reorder rule/).length, 0);
  // The cards' forms show the rules, but take no input.
  for (const name of ['Reset', 'Update', 'Add segment']) assert.ok(view.allByRole('button', name).every((b) => b.hasAttribute('disabled')), name);
  assert.ok(view.allByRole('combobox', 'Segment 1').every((c) => c.hasAttribute('disabled')));
  // Flipt's kebab menus and default rule buttons stay, disabled (UI-INVENTORY §2.15).
  for (const name of [/Actions for rule/, /default variant/]) assert.ok(view.allByRole('button', name).every((b) => b.hasAttribute('disabled')), String(name));
  assert.is(view.allByRole('button', /Actions for rule/).length, 2);
  assert.is(document.querySelectorAll('[data-testid="rule-menu-button"][disabled]').length, 2, "Flipt's test id");
  assert.ok(view.byLabel('Default rule variant').hasAttribute('disabled'));
});

test('names and descriptions from the server render as text', async () => {
  const evil = '<img src=x onerror=alert(1)>';
  const { api } = server({ segments: [{ key: 'beta', name: evil }], rules: [rule('r1', 1, ['beta'])] });
  const view = await open(api);
  await view.waitFor(() => assert.is(cards(view).length, 1));
  assert.is(view.container.querySelector('img'), null);
  assert.is((view.byRole('combobox', 'Segment 1') as HTMLInputElement).value, `${evil} (beta)`, 'the chosen segment shows as text');
});

test('rules that cannot be loaded say so instead of loading forever', async () => {
  const { api } = server();
  api.fail('GET', RULES, 403, 'permission denied');
  const view = await open(api);
  await view.waitFor(() => view.byText('The rules could not be loaded.'));
  assert.match(toastText(), /Permission denied: your role may not view this\./);
});

test.run();
