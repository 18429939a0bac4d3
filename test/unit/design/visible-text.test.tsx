// Issue 43 item 4: the one component that shows keys and names, and the warning of key and name
// fields, as an operator meets them.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import * as D from '../../../ui/design/components';
import { cleanup, render } from '../../helpers/render';

test.after.each(cleanup);

test('a key with hidden characters shows each as a titled marker, a plain one as it is', async () => {
  const view = await render(
    <ul>
      <li data-testid="spoof"><D.VisibleText text={'v\u200b1'} /></li>
      <li data-testid="plain"><D.VisibleText text="v1" /></li>
    </ul>,
  );
  const spoof = view.container.querySelector('[data-testid="spoof"]') as HTMLElement;
  assert.is(spoof.textContent, 'v⟨U+200B⟩1');
  assert.is(spoof.querySelector('[title]')?.getAttribute('title'), 'U+200B ZERO WIDTH SPACE, an invisible character');
  const plain = view.container.querySelector('[data-testid="plain"]') as HTMLElement;
  assert.is(plain.innerHTML, 'v1');
});

test('a picker lists look-alike options apart, by their markers', async () => {
  const view = await render(<D.Select label="Variant" options={[{ id: 'a', label: 'v1' }, { id: 'b', label: 'v1\u200b' }]} value="b" />);
  const button = view.byRole('button', /Variant/);
  assert.match(button.textContent ?? '', 'v1⟨U+200B⟩');
  await view.press(button);
  assert.equal(view.allByRole('option').map((o) => o.textContent), ['v1', 'v1⟨U+200B⟩']);
});

function NameField() {
  const [name, setName] = useState('');
  return <D.TextField label="Name" warnHidden value={name} onChange={setName} />;
}

test('a key or name field warns while its text holds hidden characters, as part of its description', async () => {
  const view = await render(<NameField />);
  const input = view.byLabel('Name') as HTMLInputElement;
  await view.type(input, 'Production');
  assert.is(view.queryByText(/invisible or direction-changing/), null);
  await view.type(input, 'Production\u200b');
  const warning = view.byText(/invisible or direction-changing/);
  assert.match(warning.textContent ?? '', 'characters: Production⟨U+200B⟩');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  assert.ok(described.some((el) => el?.contains(warning)), 'the warning describes the input');
  assert.is(input.value, 'Production\u200b', 'the text is kept as typed');
});

test.run();
