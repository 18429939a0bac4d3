// The design components in happy-dom: labels reach their controls, errors sit under their field,
// and the timed behaviours (toasts, copy confirmation, confirm dialog) follow SPEC §4 and §9.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryLocation } from 'wouter/memory-location';
import * as D from '../../../ui/design/components';
import { noteWritten } from '../../../ui/lib/created';
import { cleanup, render } from '../../helpers/render';

test.after.each(cleanup);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('every field wrapper labels its control', async () => {
  const view = await render(
    <D.Form>
      <D.TextField name="key" label="Key" />
      <D.TextArea name="description" label="Description" />
      <D.SearchField label="Search flags" hideLabel />
      <D.NumberField label="Percentage" />
      <D.Switch label="Enabled" />
      <D.Checkbox label="Scope to a namespace" />
      <D.RadioGroup label="Match type" options={[{ id: 'ALL', label: 'All' }, { id: 'ANY', label: 'Any' }]} />
      <D.Select label="Type" options={[{ id: 'VARIANT', label: 'Variant' }]} />
      <D.IconButton icon={D.TrashIcon} label="Delete flag checkout" />
    </D.Form>,
  );
  assert.is(view.byLabel('Key').tagName, 'INPUT');
  assert.is(view.byLabel('Description').tagName, 'TEXTAREA');
  assert.is(view.byRole('searchbox', 'Search flags').tagName, 'INPUT');
  assert.is(view.byRole('spinbutton', 'Percentage').tagName, 'INPUT');
  assert.ok(view.byRole('switch', 'Enabled'));
  assert.ok(view.byRole('checkbox', 'Scope to a namespace'));
  assert.ok(view.byRole('radiogroup', 'Match type'));
  assert.is(view.allByRole('radio').length, 2);
  assert.ok(view.byRole('button', 'Delete flag checkout'));
  assert.is(view.byLabel('Type').getAttribute('aria-haspopup'), 'listbox');
});

test('a server error from the form shows under its field and marks it invalid', async () => {
  const view = await render(
    <D.Form validationErrors={{ key: 'Only letters, numbers, hypens and underscores allowed' }}>
      <D.TextField name="key" label="Key" description="Used by the SDKs" />
    </D.Form>,
  );
  const input = view.byLabel('Key');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('Used by the SDKs'));
  assert.ok(described.includes('Only letters, numbers, hypens and underscores allowed'));
});

test('a success toast leaves after 3 s; an error toast titled "Error" stays until dismissed', async () => {
  const view = await render(<span />);
  await view.act(() => {
    D.toast.success('Successfully created flag');
    D.toast.error('flag not found');
  });
  assert.ok(view.byText('Successfully created flag'));
  assert.ok(view.byText('Error'));
  await view.act(() => sleep(D.SUCCESS_TOAST_MS + 200));
  assert.is(view.queryByText('Successfully created flag'), null);
  assert.ok(view.byText('flag not found'));
  const dismiss = view.allByRole('button', 'Dismiss');
  assert.is(dismiss.length, 1);
  await view.press(dismiss[0] as HTMLElement);
  await view.waitFor(() => assert.is(view.queryByText('flag not found'), null));
});

test('a sticky toast keeps its actions until one is taken, it is dismissed, or the page changes', async () => {
  const location = memoryLocation({ path: '/namespaces/a/flags', record: true });
  const view = await render(<span />, { location });
  let undone = 0;
  await view.act(() => {
    D.toast.sticky('Deleted 2 flags', { label: 'Open flags', onPress: () => undefined }, { label: 'Undo', onPress: () => void undone++ });
  });
  await view.act(() => sleep(2 * D.SUCCESS_TOAST_MS + 200));
  const toast = view.byRole('alertdialog');
  assert.equal(view.allByRole('button').map((b) => b.textContent || b.getAttribute('aria-label')), ['Open flags', 'Undo', 'Dismiss']);
  await view.press(view.byRole('button', 'Undo'));
  assert.is(undone, 1);
  assert.not.ok(toast.isConnected, 'taking an action closes it');
  await view.act(() => void D.toast.sticky('Imported x', { label: 'Undo', onPress: () => undefined }));
  await view.act(() => location.navigate('/namespaces/a/flags?q=x'));
  assert.ok(view.byText('Imported x'), 'a query of the same page keeps it');
  await view.act(() => location.navigate('/namespaces/a/segments'));
  assert.is(view.queryByText('Imported x'), null);
});

test('a sticky toast goes with the next change, not a read or an evaluation; the recent list keeps its Undo until taken', async () => {
  let recent: ReturnType<typeof D.useRecentToasts> = [];
  const Recent = () => void (recent = D.useRecentToasts());
  const view = await render(<Recent />);
  let undone = 0;
  await view.act(() => void D.toast.sticky('Disabled 10 flags', { label: 'Undo', onPress: () => void undone++ }));
  await view.act(() => {
    noteWritten('GET', 'api/v1/namespaces/a/flags', undefined);
    noteWritten('POST', 'evaluate/v1/boolean', { flagKey: 'x' });
  });
  assert.ok(view.byText('Disabled 10 flags'), 'reads and evaluations change nothing');
  await view.act(() => noteWritten('PUT', 'api/v1/namespaces/a/flags/x', { name: 'x' }));
  assert.is(view.queryByText('Disabled 10 flags'), null, 'the next change closes it');
  await view.act(() => void D.toast.success('Updated flag x'));
  assert.equal(recent.map((t) => [t.content.text, t.content.actions.length]), [['Updated flag x', 0], ['Disabled 10 flags', 1]]);
  const [, disabled] = recent;
  await view.act(() => D.take(disabled!.key, disabled!.content.actions[0]!));
  assert.is(undone, 1);
  assert.is(recent[1]?.content.actions.length, 0, 'taken once, it is spent');
});

test('the same error twice shows one toast', async () => {
  const view = await render(<span />);
  await view.act(() => {
    D.toast.error('boom');
    D.toast.error('boom');
  });
  assert.is(view.allByRole('alertdialog').length, 1);
});

test('the confirm dialog focuses Cancel, runs the action and closes', async () => {
  let confirmed = 0;
  const view = await render(
    <D.DialogTrigger>
      <D.Button>Delete</D.Button>
      <D.AlertDialog title="Delete flag checkout?" confirmLabel="Delete flag" onConfirm={() => void confirmed++}>
        This action cannot be undone.
      </D.AlertDialog>
    </D.DialogTrigger>,
  );
  await view.press(view.byRole('button', 'Delete'));
  const dialog = view.byRole('alertdialog', 'Delete flag checkout?');
  await view.waitFor(() => assert.is(document.activeElement?.textContent, 'Cancel'));
  await view.press(view.byRole('button', 'Delete flag'));
  assert.is(confirmed, 1);
  await view.waitFor(() => assert.not.ok(dialog.isConnected));
});

test('the copy button copies and shows "Copied" for 2 s', async () => {
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
  const view = await render(<D.CopyButton value="checkout" label="Copy key" />);
  await view.press(view.byRole('button', 'Copy key'));
  assert.is(copied, 'checkout');
  assert.ok(view.byRole('button', 'Copied'));
  await view.act(() => sleep(D.COPIED_MS + 100));
  assert.ok(view.byRole('button', 'Copy key'));
});

test.run();
