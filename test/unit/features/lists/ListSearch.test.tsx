// The list's search field (issue 15 item 4): it shows every key at once, hands the list the latest
// text once per frame, never takes the list's lagging text back while typed into, and starts
// afresh from a search set elsewhere (a link, Back, "Clear search").
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Profiler, useState } from 'react';
import { ListSearch } from '../../../../ui/features/lists/ListSearch';
import { cleanup, render, setValue, waitFor } from '../../../helpers/render';

test.after.each(cleanup);

/** A list whose search the test sets: `show` as the list catching up, `setElsewhere` as Back or a link. */
function harness() {
  const handed: string[] = [];
  let set: (search: { value: string; generation: number }) => void = () => undefined;
  let current = { value: '', generation: 0 };
  function List() {
    const [search, setSearch] = useState(current);
    set = (next) => setSearch((current = next));
    return <ListSearch label="Search flags" value={search.value} generation={search.generation} onChange={(v) => handed.push(v)} />;
  }
  return {
    handed,
    List,
    show: (value: string) => set({ value, generation: current.generation }),
    setElsewhere: (value: string) => set({ value, generation: current.generation + 1 }),
  };
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

test('typing renders nothing: the input keeps its text, the list hears of it after the paint', async () => {
  const { handed, List } = harness();
  let renders = 0;
  const view = await render(
    <Profiler id="search" onRender={() => (renders += 1)}>
      <List />
    </Profiler>,
  );
  const input = view.byRole('searchbox', 'Search flags') as HTMLInputElement;
  renders = 0;
  for (const text of ['b', 'be', 'bet', 'beta', 'bet', 'be', 'b', '']) await view.act(() => setValue(input, text));
  assert.is(renders, 0);
  assert.is(input.value, '');
  await waitFor(() => assert.equal(handed.at(-1), ''));
});

test('the list catching up never undoes typing; a search set elsewhere replaces it', async () => {
  const { handed, List, show, setElsewhere } = harness();
  const view = await render(<List />);
  const input = view.byRole('searchbox', 'Search flags') as HTMLInputElement;
  await view.type(input, 'f');
  await waitFor(() => assert.equal(handed, ['f']));
  await view.type(input, 'fla');
  for (const lagging of ['', 'f', 'fl']) {
    await view.act(() => show(lagging));
    assert.is(input.value, 'fla', `the list showing "${lagging}" leaves the typed text`);
  }
  await view.act(() => setElsewhere('beta'));
  assert.is((view.byRole('searchbox', 'Search flags') as HTMLInputElement).value, 'beta', 'Back or a link sets the search');
  await view.act(() => setElsewhere(''));
  assert.is((view.byRole('searchbox', 'Search flags') as HTMLInputElement).value, '', 'and clears it');
});

test.run();
