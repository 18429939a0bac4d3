// The design ComboBox (React Aria's): typing filters the options, a choice reports its id and
// shows in the input, and an error message sits under the field.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as D from '../../../ui/design/components';
import { cleanup, comboBoxButton, render } from '../../helpers/render';

test.after.each(cleanup);

const options = [
  { id: 'beta', label: 'Beta testers (beta)' },
  { id: 'staff', label: 'Staff (staff)' },
  { id: 'pro', label: 'Pro plan (pro)' },
];

/** Types `text` into the input as a user does: the input event React Aria listens to. */
function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

test('typing filters the listbox; choosing reports the id and shows the label', async () => {
  let chosen = '';
  const view = await render(<D.ComboBox label="Segment" placeholder="Select or search for a segment" options={options} onChange={(id) => (chosen = id)} />);
  const input = view.byRole('combobox', 'Segment') as HTMLInputElement;
  assert.is(input.placeholder, 'Select or search for a segment');
  await view.act(() => typeInto(input, 'st'));
  await view.waitFor(() => assert.equal(view.allByRole('option').map((o) => o.textContent), ['Beta testers (beta)', 'Staff (staff)']));
  await view.press(view.byRole('option', 'Staff (staff)'));
  assert.is(chosen, 'staff');
  await view.waitFor(() => assert.is(input.value, 'Staff (staff)'));
  assert.is(view.queryByRole('listbox'), null, 'the listbox closes');
});

test('the button opens every option; an error shows under the field', async () => {
  const view = await render(<D.ComboBox label="Flag" options={options} value="pro" isInvalid errorMessage="Flag is required" />);
  const input = view.byRole('combobox', 'Flag') as HTMLInputElement;
  assert.is(input.value, 'Pro plan (pro)');
  assert.ok(view.byText('Flag is required'));
  await view.press(comboBoxButton(input) as HTMLElement);
  assert.is(view.allByRole('option').length, 3);
});

test.run();
