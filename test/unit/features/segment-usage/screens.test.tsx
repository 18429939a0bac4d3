// Segment usage on screen (issue 14 item 1) over a faked snapshot: the segment page lists the
// flags that use the segment with links to their rules and rollouts, the segments list counts
// them in a sortable "Used By" column, and deleting a segment in use names the flags and sends
// no delete.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppRoutes } from '../../../../ui/app/routes';
import { useUserEvents } from '../../../../ui/stores/events';
import { cleanup, render, renderApp, resetStores } from '../../../helpers/render';
import { entityServer, Pages, segment } from '../entity/fixtures';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const uses = (...keys: string[]) => keys.map((key) => ({ key }));
// checkout uses beta in rules 1 and 3 (rule 3 listed once per segment, as Flipt's snapshot does);
// dark-mode in its second rollout; nothing uses gamma.
const SNAPSHOT_FLAGS = [
  {
    key: 'checkout', name: 'Checkout', type: 'VARIANT_FLAG_TYPE',
    rules: [{ id: 'r1', rank: 1, segments: uses('beta') }, { id: 'r2', rank: 2, segments: uses('alpha') }, { id: 'r3', rank: 3, segments: uses('alpha', 'beta') }, { id: 'r3', rank: 3, segments: uses('alpha', 'beta') }],
  },
  { key: 'dark-mode', name: 'Dark mode', type: 'BOOLEAN_FLAG_TYPE', rollouts: [{ rank: 1, threshold: {} }, { rank: 2, segment: { segments: uses('beta') } }] },
];

const server = () => entityServer({ segments: [segment('alpha'), segment('beta'), segment('gamma')], snapshotFlags: SNAPSHOT_FLAGS });

test('the segment page lists each flag using it with links to the rules and rollouts', async () => {
  const { api } = server();
  const view = await render(<Pages />, { api, path: '/namespaces/default/segments/beta' });
  await view.waitFor(() => view.byRole('list', 'Flags using this segment'));
  assert.is(view.byRole('link', 'Checkout').getAttribute('href'), '/namespaces/default/flags/checkout');
  assert.is(view.byRole('link', 'Rule 1 of checkout').getAttribute('href'), '/namespaces/default/flags/checkout/rules');
  assert.is(view.byRole('link', 'Rule 3 of checkout').getAttribute('href'), '/namespaces/default/flags/checkout/rules');
  assert.is(view.byRole('link', 'Rollout 2 of dark-mode').getAttribute('href'), '/namespaces/default/flags/dark-mode');
  assert.is(view.allByRole('link').filter((l) => /^Rule|^Rollout/.test(l.getAttribute('aria-label') ?? '')).length, 3);
  // Before any save on the page: whose targeting a change of this segment changes (issue 36).
  assert.is(view.byRole('note').textContent, 'A change saved here changes targeting for 2 flags: checkout, dark-mode.');
});

test('a segment nobody uses says so, and deleting it asks and deletes', async () => {
  const { api } = server();
  const view = await render(<Pages />, { api, path: '/namespaces/default/segments/gamma' });
  await view.waitFor(() => view.byText('No flag uses this segment.'));
  assert.is(view.queryByRole('note'), null, 'no targeting to name');
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Delete'));
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => assert.is(api.last('DELETE')?.path, 'api/v1/namespaces/default/segments/gamma'));
});

test('deleting a segment in use names the flags that use it and sends no delete', async () => {
  const { api } = server();
  const view = await render(<Pages />, { api, path: '/namespaces/default/segments/beta' });
  await view.waitFor(() => view.byRole('list', 'Flags using this segment'));
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Delete'));
  const dialog = view.byRole('alertdialog', 'Delete Segment');
  assert.match(dialog.textContent ?? '', 'Segment beta is used by 2 flags: checkout (rules 1, 3), dark-mode (rollout 2). Remove it from their rules and rollouts first.');
  assert.ok(view.byRole('button', 'Delete').hasAttribute('disabled'));
  assert.is(api.count('DELETE', 'api/v1/namespaces/default/segments/beta'), 0);
});

test('a segment that came into use since the page loaded is not deleted either', async () => {
  const { api } = entityServer({ segments: [segment('gamma')] });
  const view = await render(<Pages />, { api, path: '/namespaces/default/segments/gamma' });
  await view.waitFor(() => view.byText('No flag uses this segment.'));
  api.on('GET', 'internal/v1/evaluation/snapshot/namespace/:ns', { namespace: { key: 'default' }, flags: [{ key: 'late', name: 'Late', type: 'VARIANT_FLAG_TYPE', rules: [{ id: 'r', rank: 1, segments: uses('gamma') }] }] });
  await view.press(view.byRole('button', 'Actions'));
  await view.press(view.byRole('menuitem', 'Delete'));
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => view.byText(/Segment gamma is used by 1 flag: late \(rule 1\)/));
  assert.is(api.count('DELETE', 'api/v1/namespaces/default/segments/gamma'), 0);
});

test('the segments list counts the flags using each segment and sorts by it', async () => {
  const { api } = server();
  const view = await renderApp('/namespaces/default/segments', { api, app: <AppRoutes /> });
  const usedBy = () => Array.from(view.container.querySelectorAll('tbody tr'), (tr) => `${tr.querySelector('th')?.textContent} ${tr.querySelectorAll('td')[3]?.textContent}`);
  await view.waitFor(() => assert.equal(usedBy(), ['alpha 1 flag', 'beta 2 flags', 'gamma 0 flags']));
  await view.press(view.byRole('button', /^Used By/));
  await view.press(view.byRole('button', /^Used By/));
  assert.equal(usedBy(), ['beta 2 flags', 'alpha 1 flag', 'gamma 0 flags']);
});

test.run();
