import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { usePreferences } from '../../../../ui/stores/preferences';
import { reply } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';
import { entityServer, help, Pages, segment } from '../entity/fixtures';

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

const NEW = '/namespaces/default/segments/new';
const PAGE = '/namespaces/default/segments/beta';
const input = (view: View, label: string) => view.byLabel(label) as HTMLInputElement;
const constraint = (property: string) => ({ id: `c-${property}`, property, type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'x', description: `about ${property}` });

test('New Segment shows its title, help text, a Learn more link and the match type texts', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  assert.ok(view.byRole('heading', 'New Segment'));
  assert.ok(view.byText(/Basic information about the segment\./));
  assert.match(view.byRole('link', /^Learn more/).getAttribute('href') ?? '', /^https:\/\/.*segments/);
  const radios = view.allByRole('radio').map((r) => r.closest('label')?.textContent);
  assert.equal(radios, ['All: All constraints must match', 'Any: At least one constraint must match']);
  assert.ok((view.byRole('radio', 'All: All constraints must match') as HTMLInputElement).checked);
});

test('creating a segment posts key, name, description and match type, then opens it', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
  await view.type(input(view, 'Name'), 'Beta Users');
  assert.is(input(view, 'Key').value, 'Beta-Users');
  await view.press(view.byRole('radio', 'Any: At least one constraint must match'));
  await view.type(view.byLabel('Description'), 'early');
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => assert.ok(view.byText('Successfully created segment')));
  assert.equal(api.last('POST')?.body, { key: 'Beta-Users', name: 'Beta Users', description: 'early', matchType: 'ANY_MATCH_TYPE' });
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/segments/Beta-Users'));
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Beta Users')));
});

test('a cleared key says Required under it', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: NEW });
  await view.type(input(view, 'Name'), 'x');
  await view.type(input(view, 'Key'), '');
  assert.match(help(input(view, 'Key')), 'Required');
  assert.ok(view.byRole('button', 'Create').hasAttribute('disabled'));
});

test('the segment page: name, created time, locked key, update stays and says so', async () => {
  const { api } = entityServer({ segments: [segment('beta', { constraints: [constraint('plan')] })] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Segment beta')));
  assert.match(view.container.querySelector('time')?.closest('p')?.textContent ?? '', /^Created /);
  assert.ok(input(view, 'Key').readOnly);
  assert.ok(view.byRole('button', 'Copy to clipboard'));
  await view.press(view.byRole('radio', 'Any: At least one constraint must match'));
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => assert.ok(view.byText('Successfully updated segment')));
  assert.equal(api.last('PUT')?.body, { key: 'beta', name: 'Segment beta', description: '', matchType: 'ANY_MATCH_TYPE' });
  assert.is(view.path(), PAGE);
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'), 'clean after saving');
});

test('deleting a segment asks, deletes and returns to the segment list', async () => {
  const { api } = entityServer({ segments: [segment('beta')] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => view.byRole('button', 'Actions'));
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Delete'));
  assert.match(view.byRole('alertdialog', 'Delete Segment').textContent ?? '', 'Are you sure you want to delete the segment beta? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/segments'));
  assert.is(api.last('DELETE')?.path, 'api/v1/namespaces/default/segments/beta');
});

test('copying a segment posts it, then each constraint, and stops at the first refusal', async () => {
  const { api } = entityServer({ segments: [segment('beta', { constraints: [constraint('plan'), constraint('age'), constraint('tier')] })], namespaces: ['default', 'staging'] });
  api.on('POST', 'api/v1/namespaces/staging/segments/beta/constraints', ({ body }) =>
    (body as { property: string }).property === 'age' ? reply(400, { message: 'constraint operator "eq" is not valid' }) : body,
  );
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => view.byRole('button', 'Actions'));
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Copy to Namespace'));
  assert.match(view.byRole('alertdialog', 'Copy Segment').textContent ?? '', 'Copy the segment beta to the namespace:');
  await view.press(view.byRole('button', 'Copy'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Copied the segment and 1 of 3 constraints to staging, then stopped: constraint operator "eq" is not valid');
  const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
  assert.equal(posts, [
    { key: 'beta', name: 'Segment beta', description: '', matchType: 'ALL_MATCH_TYPE' },
    { property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'x', description: 'about plan' },
    { property: 'age', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'x', description: 'about age' },
  ]);
});

test('a successful segment copy says so', async () => {
  const { api, store } = entityServer({ segments: [segment('beta', { constraints: [constraint('plan')] })], namespaces: ['default', 'staging'] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => view.byRole('button', 'Actions'));
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Copy to Namespace'));
  await view.press(view.byRole('button', 'Copy'));
  await view.waitFor(() => assert.ok(view.byText('Successfully copied segment')));
  assert.is((store.segments.staging?.[0]?.constraints as unknown[]).length, 1);
});

test('read-only: segment fields, Update, Copy and Delete are disabled with the reason', async () => {
  const { api } = entityServer({ segments: [segment('beta')], namespaces: ['default', 'staging'], storageType: 'oci' });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.ok(input(view, 'Name').disabled));
  assert.ok((view.byLabel('Description') as HTMLTextAreaElement).disabled);
  assert.ok((view.allByRole('radio') as HTMLInputElement[]).every((radio) => radio.disabled), 'the match type cannot change');
  assert.is(input(view, 'Name').closest('[title]')?.getAttribute('title'), 'Not allowed in Read-Only mode');
  assert.ok(view.byRole('button', 'Update').hasAttribute('disabled'));
  await view.press(view.byRole('button', 'Actions'));
  assert.is(view.byRole('menuitem', 'Copy to Namespace').getAttribute('aria-disabled'), 'true');
  assert.is(view.byRole('menuitem', 'Delete').getAttribute('aria-disabled'), 'true');
});

test('an unknown segment shows a not-found state', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: '/namespaces/default/segments/nope' });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Segment not found')));
  assert.ok(view.byRole('link', 'Back to segments'));
});

test.run();
