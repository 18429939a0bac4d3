// The design system's widgets as a user meets them: the menu button (with SPEC §9's
// type-ahead timing), select, search field, toggles, tooltip and toasts' focus handling.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import * as D from '../../../ui/design/components';
import { TableSwitch } from '../../../ui/design/components/TableSwitch';
import { cleanup, descriptionOf, render, type View } from '../../helpers/render';
import { listboxValue } from '../../helpers/queries';

test.after.each(cleanup);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ActionsMenu({ onAction }: { onAction: (id: string) => void }) {
  return (
    <>
      <D.MenuTrigger>
        <D.IconButton icon={D.MoreIcon} label="Actions for checkout" />
        <D.Menu onAction={onAction}>
          <D.MenuItem id="edit">Edit</D.MenuItem>
          <D.MenuItem id="copy">Copy to Namespace</D.MenuItem>
          <D.MenuItem id="archive" isDisabled>
            Archive
          </D.MenuItem>
          <D.MenuItem id="flags" href="/flags">
            Flags
          </D.MenuItem>
          <D.Separator />
          <D.MenuItem id="delete" tone="danger">
            Delete
          </D.MenuItem>
        </D.Menu>
      </D.MenuTrigger>
      <button type="button">Elsewhere</button>
    </>
  );
}

async function openMenu(onAction: (id: string) => void = () => {}) {
  const view = await render(<ActionsMenu onAction={onAction} />);
  const trigger = view.byRole('button', 'Actions for checkout');
  return { view, trigger };
}

const focusedText = () => document.activeElement?.textContent;
const press = (view: View, key: string) => view.key(document.activeElement as Element, key);

test('the trigger is a menu button; pressing it opens a menu labelled by it, focus inside', async () => {
  const { view, trigger } = await openMenu();
  assert.is(trigger.getAttribute('aria-haspopup'), 'true');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  assert.is(view.queryByRole('menu'), null);
  await view.press(trigger);
  const menu = view.byRole('menu', 'Actions for checkout');
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  assert.is(trigger.getAttribute('aria-controls'), menu.id);
  assert.equal(view.allByRole('menuitem').map((i) => i.textContent), ['Edit', 'Copy to Namespace', 'Archive', 'Flags', 'Delete']);
  assert.ok(view.byRole('separator'));
  assert.is(view.byRole('menuitem', 'Archive').getAttribute('aria-disabled'), 'true');
  assert.ok(menu.contains(document.activeElement));
});

test('arrows wrap and stop on disabled items too; Home and End jump; ArrowUp on the trigger opens at the end; Tab closes', async () => {
  const { view, trigger } = await openMenu();
  await view.press(trigger);
  await press(view, 'ArrowDown');
  assert.is(focusedText(), 'Copy to Namespace');
  await press(view, 'ArrowDown');
  assert.is(focusedText(), 'Archive', 'the disabled item is reached');
  await press(view, 'ArrowDown');
  assert.is(focusedText(), 'Flags');
  await press(view, 'End');
  assert.is(focusedText(), 'Delete');
  await press(view, 'ArrowDown');
  assert.is(focusedText(), 'Edit', 'wraps to the first');
  await press(view, 'ArrowUp');
  assert.is(focusedText(), 'Delete', 'wraps to the last');
  await press(view, 'Home');
  assert.is(focusedText(), 'Edit');
  await press(view, 'Escape');
  assert.is(view.queryByRole('menu'), null);
  assert.is(document.activeElement, trigger, 'Escape returns focus to the trigger');
  await view.key(trigger, 'ArrowUp');
  assert.ok(view.byRole('menu'));
  assert.is(focusedText(), 'Delete');
  await press(view, 'Tab');
  assert.is(view.queryByRole('menu'), null, 'Tab closes the menu');
  assert.is(document.activeElement, trigger, 'and focus is back on the trigger');
});

test('type-ahead finds items by their first letters and starts over after 350 ms', async () => {
  const { view, trigger } = await openMenu();
  await view.press(trigger);
  assert.is(D.TYPEAHEAD_MS, 350);
  await press(view, 'd');
  assert.is(focusedText(), 'Delete');
  await press(view, 'e');
  assert.is(focusedText(), 'Delete', '"de" still matches Delete');
  await view.act(() => sleep(D.TYPEAHEAD_MS + 50));
  await press(view, 'e');
  assert.is(focusedText(), 'Edit', 'a new search after the pause');
  await press(view, 'a');
  assert.is(focusedText(), 'Edit', '"ea" matches nothing: focus stays');
});

test('Enter and click activate an item, close the menu and return focus; disabled items do nothing', async () => {
  const actions: string[] = [];
  const { view, trigger } = await openMenu((id) => actions.push(id));
  await view.press(trigger);
  await press(view, 'ArrowDown');
  await press(view, 'Enter');
  assert.equal(actions, ['copy']);
  assert.is(view.queryByRole('menu'), null);
  assert.is(document.activeElement, trigger);
  await view.press(trigger);
  await view.press(view.byRole('menuitem', 'Archive'));
  assert.ok(view.byRole('menu'), 'still open');
  await view.press(view.byRole('menuitem', 'Delete'));
  assert.equal(actions, ['copy', 'delete']);
});

test('a disabled item with a reason: reached by the arrows, named by its text, the reason read as its description; it does nothing', async () => {
  const actions: string[] = [];
  const view = await render(
    <D.MenuTrigger>
      <D.Button>Actions</D.Button>
      <D.Menu onAction={(id) => actions.push(id)}>
        <D.MenuItem id="edit">Edit</D.MenuItem>
        <D.MenuItem id="copy" isDisabled description="Copying needs a second namespace">
          Copy to Namespace
        </D.MenuItem>
      </D.Menu>
    </D.MenuTrigger>,
  );
  const trigger = view.byRole('button', 'Actions');
  await view.key(trigger, 'ArrowDown');
  await press(view, 'ArrowDown');
  const copy = view.byRole('menuitem', 'Copy to Namespace');
  assert.is(document.activeElement, copy, 'focus stops on it');
  assert.is(copy.getAttribute('aria-disabled'), 'true');
  assert.is(descriptionOf(copy), 'Copying needs a second namespace');
  await press(view, 'Enter');
  await press(view, ' ');
  await view.press(copy);
  assert.equal(actions, [], 'neither a key nor a press acts');
  assert.ok(view.byRole('menu'), 'the menu stays open');
  await press(view, 'ArrowDown');
  assert.is(focusedText(), 'Edit', 'and the arrows go on');
});

test('an href item is a link that routes client-side', async () => {
  const { view, trigger } = await openMenu();
  await view.press(trigger);
  const link = view.byRole('menuitem', 'Flags');
  assert.is(link.tagName, 'A');
  await view.press(link);
  assert.is(view.path(), '/flags');
  assert.is(view.queryByRole('menu'), null);
});

test('a section names its group; the user menu shape', async () => {
  const view = await render(
    <D.MenuTrigger>
      <D.IconButton icon={D.UserIcon} label="Open user menu" />
      <D.Menu aria-label="User menu">
        <D.MenuSection title="Ada Lovelace">
          <D.MenuItem id="logout">Logout</D.MenuItem>
        </D.MenuSection>
      </D.Menu>
    </D.MenuTrigger>,
  );
  await view.press(view.byRole('button', 'Open user menu'));
  assert.ok(view.byRole('menu', 'User menu'));
  assert.ok(view.byRole('group', 'Ada Lovelace'));
});

function ThemeSelect() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <D.Select
      label="Theme"
      description="Applies at once"
      placeholder="Choose a theme"
      options={[
        { id: 'light', label: 'Light' },
        { id: 'dark', label: 'Dark' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

test('the select is a labelled listbox button showing a placeholder until something is chosen', async () => {
  const view = await render(<ThemeSelect />);
  const select = view.byLabel('Theme');
  assert.is(select.getAttribute('aria-haspopup'), 'listbox');
  assert.is((await listboxValue(view, select)).value, '');
  assert.ok(view.byRole('button', 'Choose a theme Theme'), 'the placeholder shows on the button');
  await view.key(select, 'ArrowDown');
  assert.is((await listboxValue(view, select)).value, '', 'an arrow key chooses nothing by itself');
  await view.type(select, 'Dark');
  assert.is((await listboxValue(view, select)).value, 'dark');
  assert.ok(view.byRole('button', 'Dark Theme'), 'the button shows the choice');
  assert.is(view.queryByRole('listbox'), null, 'the listbox closes on a choice');
});

test('a select answers the keyboard: type-ahead while closed, arrows open on the choice, disabled options stay unchosen', async () => {
  const seen: { id: string; focus: string | null | undefined }[] = [];
  const options = [
    { id: 'amber', label: 'Amber' },
    { id: 'blue', label: 'Blue', isDisabled: true },
    { id: 'cyan', label: 'Cyan' },
  ];
  const view = await render(<D.Select id="tint" label="Tint" options={options} defaultValue="amber" onChange={(id) => seen.push({ id, focus: document.activeElement?.id })} />);
  const button = view.byRole('button', 'Amber Tint');
  assert.is(button.id, 'tint-select-button');
  await view.key(button, 'c');
  assert.equal(seen, [{ id: 'cyan', focus: 'tint-select-button' }], 'typing chooses without opening');
  assert.is(view.queryByRole('listbox'), null);
  await view.key(button, 'b');
  assert.is(seen.length, 1, 'a disabled option is not chosen by typing');
  await view.key(button, 'ArrowDown');
  const listbox = view.byRole('listbox', 'Tint');
  assert.is(listbox.id, 'tint-select-options');
  assert.is(document.activeElement?.textContent, 'Cyan', 'the list opens on the chosen option');
  assert.is(view.byRole('option', 'Blue').getAttribute('aria-disabled'), 'true');
  await view.press(view.byRole('option', 'Blue'));
  assert.is(seen.length, 1, 'a disabled option cannot be chosen');
  await view.key(document.activeElement as Element, 'Escape');
  assert.is(view.queryByRole('listbox'), null, 'Escape closes');
  assert.is(document.activeElement, button);
  await view.key(button, 'Enter');
  await view.key(document.activeElement as Element, 'Home');
  await view.key(document.activeElement as Element, 'Enter');
  assert.equal(seen[1], { id: 'amber', focus: 'tint-select-button' }, 'focus is back on the button before onChange');
  assert.ok(view.byRole('button', 'Amber Tint'));
});

test('Escape closes a select with nothing chosen and leaves focus on its button', async () => {
  const view = await render(<D.Select label="Tint" placeholder="None" options={[{ id: 'amber', label: 'Amber' }]} value={null} />);
  const button = view.byRole('button', 'None Tint');
  await view.key(button, 'Enter');
  assert.is(document.activeElement?.textContent, 'Amber', 'the list opens on the first option');
  await view.key(document.activeElement as Element, 'Escape');
  assert.is(view.queryByRole('listbox'), null);
  assert.is(document.activeElement, button);
});

test('a select says what is wrong under itself, read as its description', async () => {
  const view = await render(<D.Select label="Type" isInvalid errorMessage="Pick a type" defaultValue="a" options={[{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]} />);
  const select = view.byRole('button', 'A Type');
  const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('Pick a type'), String(described));
  await view.type(select, 'B');
  assert.ok(view.byRole('button', 'B Type'), 'an uncontrolled select keeps the choice');
});

test('the search field clears with Escape and with its clear button', async () => {
  const seen: string[] = [];
  const view = await render(<D.SearchField label="Search flags" hideLabel onChange={(v) => seen.push(v)} />);
  const input = view.byRole('searchbox', 'Search flags') as HTMLInputElement;
  // The clear button is hidden by CSS while the placeholder shows (checked in test/e2e/lists.test.ts).
  assert.is(input.placeholder, 'Search');
  await view.type(input, 'beta');
  assert.is(input.value, 'beta');
  await view.key(input, 'Escape');
  assert.is(input.value, '');
  await view.type(input, 'gamma');
  await view.press(view.byRole('button', 'Clear search'));
  assert.is(input.value, '');
  assert.equal(seen, ['beta', '', 'gamma', '']);
});

test('checkbox and switch are native inputs; indeterminate shows as such', async () => {
  const changes: boolean[] = [];
  const view = await render(
    <>
      <D.Checkbox label="Select all" isIndeterminate onChange={(v) => changes.push(v)} />
      <D.Switch label="UTC Timezone" description="Display dates in UTC" defaultSelected />
    </>,
  );
  const box = view.byRole('checkbox', 'Select all') as HTMLInputElement;
  assert.ok(box.indeterminate);
  await view.press(box);
  assert.equal(changes, [true]);
  const toggle = view.byRole('switch', 'UTC Timezone') as HTMLInputElement;
  assert.ok(toggle.checked);
  assert.is(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent, 'Display dates in UTC');
  await view.press(toggle);
  assert.not.ok(toggle.checked);
});

test("a table row's switch is a native switch that reports the new state and follows its prop", async () => {
  const seen: boolean[] = [];
  function Row() {
    const [on, setOn] = useState(false);
    return <TableSwitch label="Enabled checkout" isSelected={on} onChange={(v) => (seen.push(v), setOn(v))} />;
  }
  const view = await render(
    <>
      <Row />
      <TableSwitch label="Enabled locked" isSelected isDisabled onChange={() => seen.push(false)} />
    </>,
  );
  const toggle = view.byRole('switch', 'Enabled checkout') as HTMLInputElement;
  assert.is(toggle.type, 'checkbox');
  assert.not.ok(toggle.checked);
  await view.press(toggle);
  assert.ok(toggle.checked);
  assert.ok(toggle.closest('label')?.hasAttribute('data-selected'), 'the track shows it on');
  const locked = view.byRole('switch', 'Enabled locked') as HTMLInputElement;
  assert.ok(locked.checked && locked.disabled);
  await view.press(locked);
  assert.equal(seen, [true]);
});

test('a tooltip describes its trigger, shows on keyboard focus and hides on Escape and blur', async () => {
  const view = await render(
    <D.Tooltip content="Not allowed in Read-Only mode" focusable>
      <D.Button isDisabled>New Flag</D.Button>
    </D.Tooltip>,
  );
  const target = view.byRole('button', 'New Flag').parentElement as HTMLElement;
  assert.is(target.tabIndex, 0);
  assert.is(view.queryByRole('tooltip'), null, 'hidden until asked for');
  assert.is(document.getElementById(target.getAttribute('aria-describedby') ?? '')?.textContent, 'Not allowed in Read-Only mode');
  await view.act(() => target.focus());
  assert.ok(view.byRole('tooltip', 'Not allowed in Read-Only mode'));
  await view.act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  assert.is(view.queryByRole('tooltip'), null);
  await view.act(() => target.blur());
  await view.act(() => target.focus());
  assert.ok(view.byRole('tooltip'));
  await view.act(() => target.blur());
  assert.is(view.queryByRole('tooltip'), null);
});

test('a tooltip on a plain button shows after hovering a moment', async () => {
  const view = await render(
    <D.Tooltip content="Copy the key">
      <D.IconButton icon={D.CopyIcon} label="Copy" />
    </D.Tooltip>,
  );
  const button = view.byRole('button', 'Copy');
  assert.ok(button.getAttribute('aria-describedby'));
  await view.act(() => button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' })));
  assert.is(view.queryByRole('tooltip'), null, 'not at once');
  await view.act(() => sleep(600));
  assert.ok(view.byRole('tooltip', 'Copy the key'));
});

test('toasts live in a named region; dismissing the focused toast moves focus to the next one', async () => {
  const view = await render(<button type="button">Save</button>);
  const save = view.byRole('button', 'Save');
  await view.act(() => save.focus());
  await view.act(() => {
    D.toast.error('first failure');
    D.toast.error('second failure');
  });
  assert.ok(view.byRole('region', '2 notifications.'));
  await view.act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', bubbles: true })));
  const newest = view.allByRole('alertdialog')[0] as HTMLElement;
  assert.is(document.activeElement, newest, 'F6 moves into the newest toast');
  assert.match(newest.textContent ?? '', 'second failure');
  await view.press(newest.querySelector('button') as HTMLElement);
  assert.is(view.allByRole('alertdialog').length, 1);
  assert.match((document.activeElement as HTMLElement).textContent ?? '', 'first failure');
  await view.press((document.activeElement as HTMLElement).querySelector('button') as HTMLElement);
  assert.is(view.queryByRole('region', /notification/), null);
  assert.is(document.activeElement, save, 'focus goes back where it was');
});

test('native validation: a failed constraint shows its message under the field, which gets focus', async () => {
  let submitted = 0;
  const view = await render(
    <D.Form onSubmit={(e) => (e.preventDefault(), submitted++)}>
      <D.TextField name="description" label="Description" />
      <D.TextField name="key" label="Key" isRequired />
      <D.Button type="submit">Create</D.Button>
    </D.Form>,
  );
  const key = view.byLabel('Key') as HTMLInputElement;
  assert.ok(key.required);
  await view.press(view.byRole('button', 'Create'));
  assert.is(submitted, 0);
  assert.is(key.getAttribute('aria-invalid'), 'true');
  const message = document.getElementById((key.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '')?.textContent ?? '';
  assert.ok(message.length > 0, 'the browser message shows under the field');
  assert.is(document.activeElement, key);
  await view.type(key, 'checkout');
  assert.is(key.getAttribute('aria-invalid'), null);
  await view.press(view.byRole('button', 'Create'));
  assert.is(submitted, 1);
});

test('aria validation: the form decides; required is announced, not enforced by the browser', async () => {
  const view = await render(
    <D.Form validationBehavior="aria">
      <D.TextArea name="notes" label="Notes" isRequired isInvalid errorMessage="Required" mono />
    </D.Form>,
  );
  const notes = view.byLabel('Notes') as HTMLTextAreaElement;
  assert.is(notes.tagName, 'TEXTAREA');
  assert.not.ok(notes.required);
  assert.is(notes.getAttribute('aria-required'), 'true');
  assert.is(notes.getAttribute('aria-invalid'), 'true');
  assert.is(document.getElementById(notes.getAttribute('aria-describedby') ?? '')?.textContent, 'Required');
});

test.run();
