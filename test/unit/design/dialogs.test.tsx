// Dialog, AlertDialog and SlideOver on React Aria's modal overlay: how they open, where focus goes,
// what closes them, and that the page behind is out of reach while one is open.
import '../../helpers/dom';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as D from '../../../ui/design/components';
import { cleanup, render, settle, type View } from '../../helpers/render';

test.after.each(cleanup);

/** A press that starts and ends on the backdrop, as React Aria's interact-outside sees it. */
async function clickBackdrop(view: View, dialog: HTMLElement) {
  const backdrop = dialog.parentElement?.parentElement as HTMLElement;
  await view.act(() => {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      backdrop.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    }
    backdrop.click();
  });
}

function CopyDialog() {
  return (
    <D.DialogTrigger>
      <D.Button>Copy Flag</D.Button>
      <D.Dialog title="Copy Flag" footer={(close) => <D.Button onPress={close}>Cancel</D.Button>}>
        <D.TextField label="Namespace" />
      </D.Dialog>
    </D.DialogTrigger>
  );
}

test('a trigger opens its dialog, named by its title, with focus on the first field', async () => {
  const view = await render(<CopyDialog />);
  const trigger = view.byRole('button', 'Copy Flag');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  await view.press(trigger);
  const dialog = view.byRole('dialog', 'Copy Flag');
  assert.is(trigger.getAttribute('aria-controls'), dialog.id);
  assert.is(document.activeElement, view.byLabel('Namespace'));
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
});

test('Escape closes the dialog and focus goes back to the trigger', async () => {
  const view = await render(<CopyDialog />);
  await view.press(view.byRole('button', 'Copy Flag'));
  await view.key(view.byLabel('Namespace'), 'Escape');
  assert.is(view.queryByRole('dialog', 'Copy Flag'), null);
  assert.is(document.activeElement, view.byRole('button', 'Copy Flag'));
});

test('while open, the page behind is inert and does not scroll; closing gives both back', async () => {
  const view = await render(<CopyDialog />);
  await view.press(view.byRole('button', 'Copy Flag'));
  assert.ok(view.container.hasAttribute('inert'));
  assert.is(document.documentElement.style.overflow, 'hidden');
  await view.press(view.byRole('button', 'Cancel'));
  assert.not.ok(view.container.hasAttribute('inert'));
  assert.is(document.documentElement.style.overflow, '');
});

test('a toast stays usable while a dialog is open', async () => {
  const view = await render(<CopyDialog />);
  await view.act(() => D.toast.error('flag not found'));
  await view.press(view.byRole('button', 'Copy Flag'));
  const region = view.byRole('region', '1 notification.');
  await view.press(view.allByRole('button', 'Dismiss').find((b) => region.contains(b)) as HTMLElement);
  assert.is(view.queryByText('flag not found'), null);
  assert.ok(view.byRole('dialog', 'Copy Flag'));
});

test('a click on the backdrop closes a dialog and a slide-over but not an alert dialog', async () => {
  const view = await render(
    <>
      <CopyDialog />
      <D.DialogTrigger>
        <D.Button>New Constraint</D.Button>
        <D.SlideOver title="New Constraint">body</D.SlideOver>
      </D.DialogTrigger>
      <D.DialogTrigger>
        <D.Button>Delete</D.Button>
        <D.AlertDialog title="Delete Flag" onConfirm={() => undefined}>Sure?</D.AlertDialog>
      </D.DialogTrigger>
    </>,
  );
  for (const [button, role, title] of [['Copy Flag', 'dialog', 'Copy Flag'], ['New Constraint', 'dialog', 'New Constraint']] as const) {
    await view.press(view.byRole('button', button));
    await clickBackdrop(view, view.byRole(role, title));
    assert.is(view.queryByRole(role, title), null, `${title} closed`);
  }
  await view.press(view.byRole('button', 'Delete'));
  const alert = view.byRole('alertdialog', 'Delete Flag');
  await clickBackdrop(view, alert);
  assert.ok(alert.isConnected, 'the alert dialog stays');
});

test('the slide-over closes with "Close panel" and reports it when controlled', async () => {
  const changes: boolean[] = [];
  function Panel() {
    const [open, setOpen] = useState(true);
    return (
      <D.SlideOver title="New Namespace" description="Learn more" isOpen={open} onOpenChange={(o) => (changes.push(o), setOpen(o))}>
        <D.TextField label="Name" />
      </D.SlideOver>
    );
  }
  const view = await render(<Panel />);
  assert.is(document.activeElement, view.byLabel('Name'));
  await view.press(view.byRole('button', 'Close panel'));
  assert.equal(changes, [false]);
  assert.is(view.queryByRole('dialog', 'New Namespace'), null);
});

test('the alert dialog ignores Escape while its action runs, then closes', async () => {
  let finish = () => {};
  const view = await render(
    <D.AlertDialog title="Delete Namespace" isOpen onConfirm={() => new Promise<void>((r) => (finish = r))} onOpenChange={() => undefined}>
      Sure?
    </D.AlertDialog>,
  );
  const alert = view.byRole('alertdialog', 'Delete Namespace');
  assert.is(document.activeElement?.textContent, 'Cancel');
  await view.press(view.byRole('button', 'Delete'));
  await view.key(alert, 'Escape');
  assert.ok(view.byRole('alertdialog', 'Delete Namespace'), 'still open while pending');
  await view.act(() => finish());
});

test('a guarded delete reads the record first: a change shows, field by field, and Delete anyway deletes', async () => {
  let now = { name: 'Checkout', description: 'Old' };
  const deleted: string[] = [];
  const guard = { what: 'flag checkout', fields: { name: 'Checkout', description: 'Old' }, read: async () => now };
  const view = await render(
    <D.AlertDialog title="Delete Flag" isOpen guard={guard} onConfirm={() => void deleted.push('checkout')} onOpenChange={() => undefined}>
      Sure?
    </D.AlertDialog>,
  );
  now = { name: 'Checkout', description: 'Told elsewhere' };
  await view.press(view.byRole('button', 'Delete'));
  await settle();
  assert.equal(deleted, [], 'nothing deleted yet');
  const alert = view.byRole('alertdialog', 'Delete Flag');
  assert.match(alert.textContent ?? '', /Flag checkout changed elsewhere since you loaded it/);
  const row = view.byRole('row', /Description/);
  assert.match(row.textContent ?? '', /Old → Told elsewhere.*Told elsewhere/);
  assert.not.match(alert.textContent ?? '', /Your change/);
  await view.press(view.byRole('button', 'Delete anyway'));
  await settle();
  assert.equal(deleted, ['checkout'], 'confirmed over what it showed');
});

test('a number field reports numbers, NaN when emptied, and carries min, max and step', async () => {
  const seen: number[] = [];
  const view = await render(<D.NumberField label="Percentage" minValue={0} maxValue={100} defaultValue={50} onChange={(n) => seen.push(n)} />);
  const input = view.byRole('spinbutton', 'Percentage') as HTMLInputElement;
  assert.equal([input.value, input.min, input.max, input.step], ['50', '0', '100', 'any']);
  await view.type(input, '33.5');
  await view.type(input, '');
  assert.equal(seen, [33.5, NaN]);
});

test("a radio group is one named group of native radios; a choice reports its id and clears the Form's error", async () => {
  let chosen = '';
  const view = await render(
    <D.Form validationErrors={{ matchType: 'Required' }}>
      <D.RadioGroup
        name="matchType"
        label="Match type"
        description="How constraints combine"
        onChange={(id) => (chosen = id)}
        options={[{ id: 'ALL', label: 'All' }, { id: 'ANY', label: 'Any', description: 'At least one' }]}
      />
    </D.Form>,
  );
  const group = view.byRole('radiogroup', 'Match type');
  assert.is(group.getAttribute('aria-invalid'), 'true');
  const [all, any] = view.allByRole('radio') as HTMLInputElement[];
  assert.is(all?.name, 'matchType');
  assert.is(any?.name, 'matchType');
  await view.press(any as HTMLElement);
  assert.is(chosen, 'ANY');
  assert.ok(any?.checked);
  assert.is(group.getAttribute('aria-invalid'), null);
  const described = (any?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('At least one'), 'the option is described by its own description');
});

test.run();
