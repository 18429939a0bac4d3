import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConstraintsSection } from '../../../../ui/features/constraints/ConstraintsSection';
import { useSegment, useSegments } from '../../../../ui/features/segments/hooks';
import type { Constraint } from '../../../../ui/features/segments/schema';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

const SEGMENT = 'api/v1/namespaces/default/segments/beta';
const XSS = '<img src=x onerror=alert(1)>';

const constraint = (id: string, over: Partial<Constraint>): Constraint => ({
  id,
  property: 'plan',
  type: 'STRING_COMPARISON_TYPE',
  operator: 'eq',
  value: 'pro',
  description: '',
  createdAt: '2025-01-06T10:00:00Z',
  updatedAt: '2025-01-06T10:00:00Z',
  ...over,
});

/** A fake server holding one segment whose constraints follow the writes. */
function server(initial: Constraint[] = [], storageType = 'database'): { api: FakeApi; list: Constraint[] } {
  const list = [...initial];
  let next = 100;
  const api = fakeApi()
    .defaults({ storageType })
    .on('GET', SEGMENT, () => ({ key: 'beta', name: 'Beta', matchType: 'ALL_MATCH_TYPE', constraints: list }))
    .on('POST', `${SEGMENT}/constraints`, ({ body }) => {
      const created = constraint(`c${next++}`, body as Partial<Constraint>);
      list.push(created);
      return created;
    })
    .on('PUT', `${SEGMENT}/constraints/:id`, ({ params, body }) => Object.assign(list.find((c) => c.id === params.id) as Constraint, body))
    .on('DELETE', `${SEGMENT}/constraints/:id`, ({ params }) => {
      list.splice(list.findIndex((c) => c.id === params.id), 1);
      return {};
    });
  return { api, list };
}

/** What the segment page does: load the segment and render the section under it. */
function Page() {
  const { data } = useSegment('default', 'beta');
  return data ? <ConstraintsSection namespaceKey="default" segment={data} /> : null;
}

const cells = (row: Element) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent);
/** A row's action link, named as in Flipt's console: "Edit , email". */
const action = (view: View, verb: string, property: string) => view.byRole('link', new RegExp(`^${verb} ?, ${property}$`));
const rows = (view: View) => Array.from(view.byRole('table', 'Constraints').querySelectorAll('tbody tr'));
const select = (view: View, label: string, value: string) => view.type(view.byLabel(label), value);

async function openNew(view: View) {
  await view.press(view.byRole('button', 'New Constraint'));
  return view.byRole('dialog', 'New Constraint');
}

test('lists constraints with their type, operator, value and description', async () => {
  const { api } = server([
    constraint('c1', { property: 'email', operator: 'suffix', value: '@acme.io', description: XSS }),
    constraint('c2', { property: 'age', type: 'NUMBER_COMPARISON_TYPE', operator: 'gte', value: '18' }),
    constraint('c3', { property: 'beta', type: 'BOOLEAN_COMPARISON_TYPE', operator: 'true', value: '' }),
    constraint('c4', { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'gt', value: '2025-01-06T10:00:00Z' }),
    constraint('c5', { property: 'entityId', type: 'ENTITY_ID_COMPARISON_TYPE', operator: 'isoneof', value: '["vip-1","vip-2"]' }),
  ]);
  const view = await render(<Page />, { api });
  const headers = Array.from(view.byRole('table', 'Constraints').querySelectorAll('thead th')).map((th) => th.textContent);
  assert.equal(headers, ['Property', 'Type', 'Operator', 'Value', 'Description', 'Actions']);
  assert.equal(rows(view).map(cells), [
    ['email', 'String', 'HAS SUFFIX', '@acme.io', XSS, 'Edit, email|Delete, email'],
    ['age', 'Number', '>=', '18', '', 'Edit, age|Delete, age'],
    ['beta', 'Boolean', 'TRUE', '', '', 'Edit, beta|Delete, beta'],
    ['signup', 'DateTime', 'IS AFTER', '2025-01-06 10:00:00 UTC', '', 'Edit, signup|Delete, signup'],
    ['entityId', 'Entity', 'IS ONE OF', 'vip-1vip-2', '', 'Edit, entityId|Delete, entityId'],
  ]);
  assert.is(view.container.querySelector('img'), null, 'the description is text, not markup');
  assert.ok(action(view, 'Edit', 'email'));
  assert.ok(action(view, 'Delete', 'signup'));
  assert.ok(view.byRole('heading', 'Constraints'));
});

test('DateTime values follow the time zone preference', async () => {
  usePreferences.setState({ timezone: 'local' });
  const { api } = server([constraint('c1', { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'lt', value: '2025-01-06T10:00:00Z' })]);
  const view = await render(<Page />, { api });
  const shown = view.container.querySelector('time');
  assert.is(shown?.getAttribute('datetime'), '2025-01-06T10:00:00Z');
  assert.not.match(shown?.textContent ?? '', 'UTC');
});

test('list values show five chips, then ... to expand and show less to fold', async () => {
  const value = JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  const { api } = server([constraint('c1', { property: 'country', operator: 'isoneof', value })]);
  const view = await render(<Page />, { api });
  const chips = () => view.byRole('list', 'Values of country').querySelectorAll('li').length;
  assert.is(chips(), 5);
  const more = view.byRole('button', /^\.\.\./);
  assert.is(more.getAttribute('aria-expanded'), 'false');
  await view.press(more);
  assert.is(chips(), 7);
  await view.press(view.byRole('button', 'show less'));
  assert.is(chips(), 5);
});

test('without constraints a dashed tile offers New Constraint instead of the table', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  assert.is(view.queryByRole('table'), null);
  assert.ok(view.byText('No constraints yet'));
  assert.ok(view.byRole('button', 'New Constraint'));
});

test('creating a String "is one of" constraint: Enter or Add, empty and duplicate entries ignored', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  const create = view.byRole('button', 'Create');
  assert.ok(create.hasAttribute('disabled'));
  await view.type(view.byLabel('Property'), 'plan');
  await select(view, 'Operator', 'isoneof');
  assert.is(view.queryByLabel('Value'), null, 'the single value input makes way for the list');
  const entry = view.byLabel('Values');
  await view.type(entry, 'pro');
  await view.key(entry, 'Enter');
  assert.is((entry as HTMLInputElement).value, '', 'the entry is cleared');
  await view.type(entry, 'enterprise');
  await view.press(view.byRole('button', 'Add'));
  await view.type(entry, 'pro');
  await view.key(entry, 'Enter');
  await view.type(entry, '   ');
  await view.press(view.byRole('button', 'Add'));
  assert.equal(
    Array.from(view.byRole('list', 'Added values').querySelectorAll('li')).map((li) => li.textContent),
    ['pro', 'enterprise'],
  );
  await view.type(view.byLabel('Description'), 'Paying customers');
  await view.press(create);
  await view.waitFor(() => assert.ok(view.byText('Successfully created constraint')));
  assert.equal(api.last('POST')?.body, { property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'isoneof', value: '["pro","enterprise"]', description: 'Paying customers' });
  assert.is(api.count('GET', SEGMENT), 2, 'the segment is fetched again');
  assert.is(view.queryByRole('dialog'), null);
  assert.equal(rows(view).map(cells), [['plan', 'String', 'IS ONE OF', 'proenterprise', 'Paying customers', 'Edit, plan|Delete, plan']]);
});

test('a chip can be removed, and Number lists take only numbers', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  await select(view, 'Type', 'NUMBER_COMPARISON_TYPE');
  await view.type(view.byLabel('Property'), 'age');
  await select(view, 'Operator', 'isnotoneof');
  const entry = view.byLabel('Values');
  for (const text of ['18', 'abc', '21.5', '30']) {
    await view.type(entry, text);
    await view.key(entry, 'Enter');
    if (text === 'abc') assert.ok(view.byText('“abc” is not a number'));
  }
  await view.press(view.byRole('button', 'Remove 30'));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created constraint')));
  assert.equal(api.last('POST')?.body, { property: 'age', type: 'NUMBER_COMPARISON_TYPE', operator: 'isnotoneof', value: '[18,21.5]', description: '' });
});

test('the list refuses a 101st entry with the limit message', async () => {
  const full = JSON.stringify(Array.from({ length: 100 }, (_, i) => `v${i}`));
  const { api } = server([constraint('c1', { property: 'country', operator: 'isoneof', value: full })]);
  const view = await render(<Page />, { api });
  await view.press(action(view, 'Edit', 'country'));
  const entry = view.byLabel('Values');
  await view.type(entry, 'one more');
  await view.key(entry, 'Enter');
  assert.ok(view.byText('Too many items (maximum 100)'));
  assert.is(entry.getAttribute('aria-invalid'), 'true');
  assert.is((entry as HTMLInputElement).value, 'one more', 'the entry stays for the user to act on');
  assert.is(view.byRole('list', 'Added values').querySelectorAll('li').length, 5, 'still folded after five');
});

test('Boolean sets the operator to true and hides the value; Entity hides the property (entityId)', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  await view.type(view.byLabel('Property'), 'beta');
  await select(view, 'Type', 'BOOLEAN_COMPARISON_TYPE');
  assert.is((await listboxValue(view, view.byLabel('Operator'))).value, 'true');
  assert.is(view.queryByLabel('Value'), null);
  await select(view, 'Type', 'ENTITY_ID_COMPARISON_TYPE');
  assert.is(view.queryByLabel('Property'), null, 'Flipt hides Property for Entity');
  assert.is((await listboxValue(view, view.byLabel('Operator'))).value, 'eq');
  assert.equal((await listboxValue(view, view.byLabel('Operator'))).labels, ['==', '!=', 'IS ONE OF', 'IS NOT ONE OF']);
  assert.ok(view.byLabel('Value'), 'the value shows again');
  await select(view, 'Type', 'STRING_COMPARISON_TYPE');
  assert.is((view.byLabel('Property') as HTMLInputElement).value, '', 'leaving Entity clears the property');
  await select(view, 'Type', 'BOOLEAN_COMPARISON_TYPE');
  await view.type(view.byLabel('Property'), 'beta');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created constraint')));
  assert.equal(api.last('POST')?.body, { property: 'beta', type: 'BOOLEAN_COMPARISON_TYPE', operator: 'true', value: '', description: '' });
});

test('picking an operator without a value hides the value input', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  assert.ok(view.byLabel('Value'));
  await select(view, 'Operator', 'notempty');
  assert.is(view.queryByLabel('Value'), null);
  await select(view, 'Operator', 'prefix');
  assert.ok(view.byLabel('Value'));
});

test('the form shows the value and property messages once touched', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  await view.type(view.byLabel('Property'), 'user email');
  assert.ok(view.byText('Only letters, numbers, hypens, dots and underscores allowed'));
  await view.type(view.byLabel('Value'), 'x');
  await view.type(view.byLabel('Value'), '');
  assert.ok(view.byText('Value is required'));
  assert.is(view.byLabel('Value').getAttribute('aria-invalid'), 'true');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
});

test('a DateTime value is built from the date and the optional time in the chosen zone', async () => {
  const { api } = server();
  const view = await render(<Page />, { api });
  await openNew(view);
  await select(view, 'Type', 'DATETIME_COMPARISON_TYPE');
  await view.type(view.byLabel('Property'), 'signup');
  await select(view, 'Operator', 'gte');
  await view.type(view.byLabel('Date'), '2025-03-01');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created constraint')));
  assert.equal(api.last('POST')?.body, { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'gte', value: '2025-03-01T00:00:00.000Z', description: '' });
});

test('editing fills the form from the constraint and puts the changes', async () => {
  const { api } = server([constraint('c1', { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'gt', value: '2025-01-06T10:15:00Z', description: 'old' })]);
  const view = await render(<Page />, { api });
  await view.press(action(view, 'Edit', 'signup'));
  assert.ok(view.byRole('dialog', 'Edit Constraint'));
  assert.equal([(view.byLabel('Date') as HTMLInputElement).value, (view.byLabel('Time') as HTMLInputElement).value], ['2025-01-06', '10:15']);
  const update = view.byRole('button', 'Update');
  assert.ok(update.hasAttribute('disabled'), 'nothing changed yet');
  await view.type(view.byLabel('Time'), '18:45');
  await view.type(view.byLabel('Description'), 'new');
  await view.press(update);
  await view.waitFor(() => assert.ok(view.byText('Successfully updated constraint')));
  assert.is(api.last('PUT')?.path, `${SEGMENT}/constraints/c1`);
  assert.equal(api.last('PUT')?.body, { property: 'signup', type: 'DATETIME_COMPARISON_TYPE', operator: 'gt', value: '2025-01-06T18:45:00.000Z', description: 'new' });
  assert.match(rows(view).map(cells)[0]?.join(' ') ?? '', '2025-01-06 18:45:00 UTC');
});

/** The page with the namespace's segment list beside it, showing its Constraints count as the list page does. */
function PageAndList() {
  const list = useSegments('default').data?.segments;
  return (
    <>
      <Page />
      <p>{`listed constraints: ${list?.[0]?.constraints.length ?? '-'}`}</p>
    </>
  );
}

test('each constraint write refreshes the segment list, whose Constraints column counts them', async () => {
  const { api, list } = server([constraint('c1', { property: 'email' })]);
  api.on('GET', 'api/v1/namespaces/default/segments', () => ({ segments: [{ key: 'beta', name: 'Beta', constraints: list }] }));
  const view = await render(<PageAndList />, { api });
  await view.waitFor(() => view.byText('listed constraints: 1'));
  await openNew(view);
  await view.type(view.byLabel('Property'), 'plan');
  await view.type(view.byLabel('Value'), 'pro');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => view.byText('listed constraints: 2'));
  await view.press(action(view, 'Delete', 'email'));
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => view.byText('listed constraints: 1'));
});

test('deleting asks first, then removes the constraint', async () => {
  const { api } = server([constraint('c1', { property: 'email' }), constraint('c2', { property: 'age' })]);
  const view = await render(<Page />, { api });
  await view.press(action(view, 'Delete', 'email'));
  const dialog = view.byRole('alertdialog', 'Delete Constraint');
  assert.match(dialog.textContent ?? '', 'Are you sure you want to delete the constraint for email? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(rows(view).length, 1));
  assert.is(api.last('DELETE')?.path, `${SEGMENT}/constraints/c1`);
  assert.equal(rows(view).map((r) => cells(r)[0]), ['age']);
});

test("a refused save keeps the form open with the server's message", async () => {
  const { api } = server();
  api.fail('POST', `${SEGMENT}/constraints`, 400, 'constraint operator "eq" is not valid for type boolean');
  const view = await render(<Page />, { api });
  await openNew(view);
  await view.type(view.byLabel('Property'), 'plan');
  await view.type(view.byLabel('Value'), 'pro');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byRole('alertdialog', 'Error')));
  assert.ok(view.byRole('dialog', 'New Constraint'));
  assert.is((view.byLabel('Property') as HTMLInputElement).value, 'plan');
});

test('read-only: New Constraint is disabled and Edit and Delete are hidden', async () => {
  const { api } = server([constraint('c1', { property: 'email' })], 'git');
  const view = await render(<Page />, { api });
  await view.waitFor(() => assert.ok(view.byRole('button', 'New Constraint').hasAttribute('disabled')));
  assert.is(view.queryByRole('button', /^Edit/), null);
  assert.is(view.queryByRole('button', /^Delete/), null);
  const focusable = view.byRole('button', 'New Constraint').parentElement as HTMLElement;
  await view.act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    focusable.focus();
  });
  await view.waitFor(() => assert.ok(view.byRole('tooltip', 'Not allowed in Read-Only mode')), 2000);
});

test.run();
