// Button, IconButton, Link, LinkButton and ActionLink on native elements: presses, disabled and
// pending states, keyboard activation, and links that route client-side with a real href.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Route } from 'wouter';
import * as D from '../../../ui/design/components';
import { cleanup, render } from '../../helpers/render';

test.after.each(cleanup);

function Counter({ isDisabled, isPending }: { isDisabled?: boolean; isPending?: boolean }) {
  const [count, setCount] = useState(0);
  return (
    <D.Button isDisabled={isDisabled} isPending={isPending} onPress={() => setCount(count + 1)}>
      {`Pressed ${count}`}
    </D.Button>
  );
}

test('a press, Enter and Space each press the button once', async () => {
  const view = await render(<Counter />);
  const button = view.byRole('button', 'Pressed 0');
  assert.is(button.getAttribute('type'), 'button');
  await view.press(button);
  await view.key(button, 'Enter');
  await view.key(button, ' ');
  assert.is(button.textContent, 'Pressed 3');
});

test('a disabled button is natively disabled and ignores presses', async () => {
  const view = await render(<Counter isDisabled />);
  const button = view.byRole('button', 'Pressed 0');
  assert.ok((button as HTMLButtonElement).disabled);
  await view.press(button);
  assert.is(button.textContent, 'Pressed 0');
});

test('a pending button stays focusable, shows "Working", is busy and ignores presses', async () => {
  const submits: string[] = [];
  const view = await render(
    <form onSubmit={(e) => (e.preventDefault(), submits.push('submit'))}>
      <D.Button type="submit" isPending>
        Save
      </D.Button>
    </form>,
  );
  const button = view.byRole('button', /Save/);
  assert.not.ok((button as HTMLButtonElement).disabled);
  assert.is(button.getAttribute('aria-disabled'), 'true');
  assert.ok(view.byRole('progressbar', 'Working'));
  await view.press(button);
  await view.key(button, 'Enter');
  assert.equal(submits, [], 'no submit while pending');
  assert.is(document.activeElement, button);
});

test('an icon button is named by its label; excludeFromTabOrder takes it out of the tab order', async () => {
  const view = await render(<D.IconButton icon={D.CloseIcon} label="Clear search" excludeFromTabOrder />);
  const button = view.byRole('button', 'Clear search');
  assert.is(button.getAttribute('aria-label'), 'Clear search');
  assert.is(button.tabIndex, -1);
});

test('an app link inside a nested route keeps its absolute href and routes client-side', async () => {
  const view = await render(
    <Route path="/namespaces/:ns" nest>
      <D.Link href="/namespaces/default/segments">Segments</D.Link>
    </Route>,
    { path: '/namespaces/default/flags' },
  );
  const link = view.byRole('link', 'Segments');
  assert.is(link.getAttribute('href'), '/namespaces/default/segments');
  await view.press(link);
  assert.is(view.path(), '/namespaces/default/segments');
});

test('an external link opens a new tab and says so; a disabled link button goes nowhere', async () => {
  const view = await render(
    <>
      <D.Link href="https://docs.flipt.io" external>
        Documentation
      </D.Link>
      <D.LinkButton href="/flags/new" isDisabled>
        New Flag
      </D.LinkButton>
    </>,
    { path: '/flags' },
  );
  const docs = view.byRole('link', /Documentation/);
  assert.is(docs.getAttribute('href'), 'https://docs.flipt.io');
  assert.is(docs.getAttribute('target'), '_blank');
  assert.is(docs.getAttribute('rel'), 'noopener noreferrer');
  assert.match(docs.textContent ?? '', '(opens in a new tab)');
  const create = view.byRole('link', 'New Flag');
  assert.is(create.getAttribute('href'), null);
  assert.is(create.getAttribute('aria-disabled'), 'true');
  await view.press(create);
  assert.is(view.path(), '/flags');
});

test('a link whose address is not http(s) stays in place going nowhere (issue 43)', async () => {
  const view = await render(
    <>
      <D.Link href={'java\tscript:alert(1)'} external>
        Release
      </D.Link>
      <D.LinkButton href="data:text/html,<script>alert(1)</script>">Notes</D.LinkButton>
      <D.Link href="#main">Skip</D.Link>
      <D.Link href="mailto:dev@flipt.io">Email</D.Link>
    </>,
  );
  for (const name of [/Release/, 'Notes']) {
    const link = view.byRole('link', name);
    assert.is(link.getAttribute('href'), null);
    assert.is(link.getAttribute('aria-disabled'), 'true');
  }
  assert.is(view.byRole('link', 'Skip').getAttribute('href'), '#main');
  assert.is(view.byRole('link', 'Email').getAttribute('href'), 'mailto:dev@flipt.io');
});

test("a row action link is named verb then row, takes Tab, and a click or Enter (not Space) presses it", async () => {
  const pressed: string[] = [];
  const view = await render(
    <>
      <D.ActionLink suffix=", staging" tone="danger" onPress={() => pressed.push('staging')}>
        Delete
      </D.ActionLink>
      <D.ActionLink suffix=", Default" isDisabled onPress={() => pressed.push('default')}>
        Delete
      </D.ActionLink>
    </>,
  );
  // Browsers read the hidden suffix as its own block: "Delete , staging", as Flipt names it.
  const link = view.byRole('link', /^Delete ?, staging$/);
  assert.is(link.tabIndex, 0);
  await view.press(link);
  await view.key(link, 'Enter');
  await view.key(link, ' ');
  assert.equal(pressed, ['staging', 'staging']);
  assert.is(view.queryByRole('link', /Default/), null, 'a disabled action is plain text');
});

test.run();
