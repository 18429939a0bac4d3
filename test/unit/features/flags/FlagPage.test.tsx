import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { usePreferences } from '../../../../ui/stores/preferences';
import { reply } from '../../../helpers/fake-api';
import { cleanup, descriptionOf, render, resetStores, type View } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';
import { CREATED, entityServer, flag, Pages, variant } from '../entity/fixtures';

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(cleanup);

const PAGE = '/namespaces/default/flags/checkout';
const tabNames = (view: View) => Array.from(view.byRole('navigation', 'Flag sections').querySelectorAll('a')).map((a) => a.textContent);
const current = (view: View) => view.byRole('navigation', 'Flag sections').querySelector('[aria-current="page"]')?.textContent;

async function openMenu(view: View) {
  await view.waitFor(() => view.byRole('button', 'Actions'));
  await view.press(view.byRole('button', 'Actions'));
  return { copy: view.byRole('menuitem', 'Copy to Namespace'), remove: view.byRole('menuitem', 'Delete') };
}

test('shows the name, "Created <relative>" with the exact time, and the variant tabs', async () => {
  const { api } = entityServer({ flags: [flag('checkout')] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Flag checkout')));
  const time = view.container.querySelector('time') as HTMLElement;
  assert.is(time.getAttribute('datetime'), CREATED);
  assert.match(time.closest('p')?.textContent ?? '', /^Created \d+ (year|month)s? ago/);
  const tip = document.getElementById(time.parentElement?.getAttribute('aria-describedby') ?? '');
  assert.is(tip?.textContent, '2025-01-06 10:15:30 UTC');
  assert.equal(tabNames(view), ['Variants', 'Rules', 'Analytics']);
  assert.is(current(view), 'Variants');
  const hrefs = Array.from(view.byRole('navigation', 'Flag sections').querySelectorAll('a')).map((a) => a.getAttribute('href'));
  assert.equal(hrefs.map((h) => h?.replace(/^#/, '')), [PAGE, `${PAGE}/rules`, `${PAGE}/analytics`]);
});

test('the rules route selects Rules; a boolean flag has Rollouts and Analytics and shows Rollouts at /rules', async () => {
  const { api } = entityServer({ flags: [flag('checkout'), flag('kill', { type: 'BOOLEAN_FLAG_TYPE' })] });
  const view = await render(<Pages />, { api, path: `${PAGE}/rules` });
  await view.waitFor(() => assert.is(current(view), 'Rules'));
  await view.navigate('/namespaces/default/flags/kill/rules');
  await view.waitFor(() => assert.equal(tabNames(view), ['Rollouts', 'Analytics']));
  assert.is(current(view), 'Rollouts');
  await view.navigate('/namespaces/default/flags/kill/analytics');
  await view.waitFor(() => assert.is(current(view), 'Analytics'));
});

test('an unknown flag shows a not-found state with the way back to the list', async () => {
  const { api } = entityServer();
  const view = await render(<Pages />, { api, path: '/namespaces/default/flags/missing' });
  await view.waitFor(() => assert.ok(view.byRole('heading', 'Flag not found')));
  assert.is(view.byRole('link', 'Back to flags').getAttribute('href')?.replace(/^#/, ''), '/namespaces/default/flags');
  assert.match(view.byRole('alertdialog', 'Error').textContent ?? '', 'flag "default/missing" not found');
});

test('another load failure goes to the error toast', async () => {
  const { api } = entityServer();
  api.on('GET', 'api/v1/namespaces/default/flags/checkout', reply(500, { message: 'database is locked' }));
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.match(view.byRole('alertdialog', 'Error').textContent ?? '', 'database is locked'), 3000);
});

test('Delete asks with the SPEC text, deletes and goes back to the list', async () => {
  const { api, store } = entityServer({ flags: [flag('checkout')] });
  const view = await render(<Pages />, { api, path: PAGE });
  const { remove } = await openMenu(view);
  await view.press(remove);
  const dialog = view.byRole('alertdialog', 'Delete Flag');
  assert.is(dialog.querySelector('strong')?.textContent, 'checkout');
  assert.match(dialog.textContent ?? '', 'Are you sure you want to delete the flag checkout? This action cannot be undone.');
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags'));
  assert.is(api.last('DELETE')?.path, 'api/v1/namespaces/default/flags/checkout');
  assert.equal(store.flags.default, []);
  assert.ok(view.byRole('heading', 'Flags list'));
});

test('a refused delete shows the error, closes the dialog and stays', async () => {
  const { api } = entityServer({ flags: [flag('checkout')] });
  api.fail('DELETE', 'api/v1/namespaces/default/flags/checkout', 500, 'not implemented');
  const view = await render(<Pages />, { api, path: PAGE });
  await view.press((await openMenu(view)).remove);
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.match(view.byRole('alertdialog', 'Error').textContent ?? '', 'not implemented'));
  assert.is(view.queryByRole('alertdialog', 'Delete Flag'), null);
  assert.is(view.path(), PAGE);
});

test('Copy to Namespace is disabled with a single namespace', async () => {
  const { api } = entityServer({ flags: [flag('checkout')] });
  const view = await render(<Pages />, { api, path: PAGE });
  const { copy, remove } = await openMenu(view);
  assert.is(copy.getAttribute('aria-disabled'), 'true');
  assert.is(remove.getAttribute('aria-disabled'), null);
});

test('copying posts the flag, then each variant in turn, to the chosen namespace', async () => {
  const variants = [variant('blue', { attachment: '{"a":1}' }), variant('red', { description: 'warm' })];
  const { api, store } = entityServer({ flags: [flag('checkout', { enabled: true, variants, metadata: { team: 'x' } })], namespaces: ['default', 'staging', 'prod'] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.press((await openMenu(view)).copy);
  const dialog = view.byRole('alertdialog', 'Copy Flag');
  assert.match(dialog.textContent ?? '', 'Copy the flag checkout to the namespace:');
  const target = view.byLabel('Namespace');
  assert.equal((await listboxValue(view, target)).ids, ['staging', 'prod'], 'only the other namespaces');
  await view.type(target, 'prod');
  await view.press(view.byRole('button', 'Copy'));
  await view.waitFor(() => assert.ok(view.byText('Successfully copied flag')));
  const posts = api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
  assert.equal(posts, [
    ['api/v1/namespaces/prod/flags', { key: 'checkout', name: 'Flag checkout', description: '', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: { team: 'x' } }],
    ['api/v1/namespaces/prod/flags/checkout/variants', { key: 'blue', name: 'BLUE', description: '', attachment: '{"a":1}' }],
    ['api/v1/namespaces/prod/flags/checkout/variants', { key: 'red', name: 'RED', description: 'warm', attachment: '' }],
  ]);
  assert.is(store.flags.prod?.[0]?.key, 'checkout');
  assert.is(view.queryByRole('alertdialog', 'Copy Flag'), null);
});

test('a copy under a new key that fails at a variant says how far it got and stops', async () => {
  const variants = [variant('a'), variant('b'), variant('c')];
  const { api } = entityServer({ flags: [flag('checkout', { variants })], namespaces: ['default', 'staging'] });
  let posted = 0;
  api.on('POST', 'api/v1/namespaces/staging/flags/:key/variants', () => (++posted === 2 ? reply(400, { message: 'variant "b" is not unique' }) : { id: 'x' }));
  const view = await render(<Pages />, { api, path: PAGE });
  await view.press((await openMenu(view)).copy);
  await view.type(view.byLabel('New key'), 'checkout copy');
  assert.is((view.byLabel('New key') as HTMLInputElement).value, 'checkout-copy');
  await view.press(view.byRole('button', 'Copy'));
  const toast = await view.waitFor(() => view.byRole('alertdialog', 'Error'));
  assert.match(toast.textContent ?? '', 'Copied the flag and 1 of 3 variants to staging, then stopped: variant "b" is not unique');
  assert.is(api.count('POST', 'api/v1/namespaces/staging/flags/:key/variants'), 2, 'c is never sent');
  assert.is(api.last('POST', 'api/v1/namespaces/staging/flags')?.body && (api.last('POST', 'api/v1/namespaces/staging/flags')?.body as { key: string }).key, 'checkout-copy');
  assert.is(api.last('POST', 'api/v1/namespaces/staging/flags/:key/variants')?.path, 'api/v1/namespaces/staging/flags/checkout-copy/variants');
});

test('read-only: Copy and Delete are disabled and say why', async () => {
  const { api } = entityServer({ flags: [flag('checkout')], namespaces: ['default', 'staging'], storageType: 'local' });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.ok(view.byRole('textbox', 'Name').hasAttribute('disabled')));
  const { copy, remove } = await openMenu(view);
  for (const item of [copy, remove]) {
    assert.is(item.getAttribute('aria-disabled'), 'true');
    assert.is(descriptionOf(item), 'Not allowed in Read-Only mode', 'the reason is its description');
  }
  await view.press(remove);
  assert.is(view.queryByRole('alertdialog', 'Delete Flag'), null);
});

test('names and descriptions render as text', async () => {
  const xss = '<img src=x onerror=alert(1)>';
  const { api } = entityServer({ flags: [flag('checkout', { name: xss, description: xss })] });
  const view = await render(<Pages />, { api, path: PAGE });
  await view.waitFor(() => assert.ok(view.byRole('heading', xss)));
  assert.is(view.container.querySelector('img'), null);
});

test.run();
