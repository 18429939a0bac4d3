// The list's search field (issue 15 item 4): it shows every key at once, hands the list the latest
// text once per frame, and keeps what was typed when the list shows an older text back; a text set
// elsewhere (a link, Back, "Clear") replaces it.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { ListSearch } from '../../../../ui/features/lists/ListSearch';
import { cleanup, render, setValue, waitFor } from '../../../helpers/render';

test.after.each(cleanup);

/** A list that shows a search text back only when the test says so. */
function harness() {
  const handed: string[] = [];
  let show: (value: string) => void = () => undefined;
  function List() {
    const [value, setValue] = useState('');
    show = setValue;
    return <ListSearch label="Search flags" value={value} onChange={(v) => handed.push(v)} />;
  }
  return { handed, List, show: (value: string) => show(value) };
}

test('keys typed in one frame reach the list once, with the latest text', async () => {
  const { handed, List } = harness();
  const view = await render(<List />);
  const input = view.byRole('searchbox', 'Search flags') as HTMLInputElement;
  await view.act(() => {
    for (const text of ['a', 'ab', 'abc']) setValue(input, text);
    assert.is(input.value, 'abc', 'the field shows every key');
    assert.equal(handed, [], 'the list waits for the next paint');
  });
  await waitFor(() => assert.equal(handed, ['abc'], 'once, with the latest text'));
});

test('an older text shown back keeps what was typed since; a text set elsewhere replaces it', async () => {
  const { handed, List, show } = harness();
  const view = await render(<List />);
  const input = view.byRole('searchbox', 'Search flags') as HTMLInputElement;
  await view.type(input, 'f');
  await waitFor(() => assert.equal(handed, ['f']));
  await view.type(input, 'fla');
  assert.is(input.value, 'fla');
  await view.act(() => show('f'));
  assert.is(input.value, 'fla', 'the echo of "f" does not undo "la"');
  await waitFor(() => assert.is(handed.at(-1), 'fla'));
  await view.act(() => show('fla'));
  assert.is(input.value, 'fla');
  await view.act(() => show('beta'));
  assert.is(input.value, 'beta', 'Back or a link sets the search');
  await view.act(() => show(''));
  assert.is(input.value, '', 'and clears it');
});

test.run();
