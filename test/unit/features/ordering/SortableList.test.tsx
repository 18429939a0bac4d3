import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useEffect, useState } from 'react';
import { useKept } from '../../../../ui/features/ordering/kept';
import { SortableList } from '../../../../ui/features/ordering/SortableList';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

type Item = { id: string; rank: number; name: string };
const ITEMS: Item[] = ['alpha', 'bravo', 'charlie', 'delta'].map((name, i) => ({ id: name[0] ?? '', rank: i + 1, name }));

async function mount(onReorder: (items: Item[]) => void, isDisabled = false) {
  const view = await render(
    <SortableList items={ITEMS} label="Things" noun="thing" isDisabled={isDisabled} onReorder={onReorder}>
      {(item, position, handle) => (
        <p>
          {handle}
          {position}. {item.name}
        </p>
      )}
    </SortableList>,
  );
  // happy-dom lays nothing out: give each item a 100 px tall box, one under the other.
  view.container.querySelectorAll('li').forEach((li, i) => {
    li.getBoundingClientRect = () => ({ top: i * 100, height: 100, bottom: i * 100 + 100, left: 0, right: 100, width: 100, x: 0, y: i * 100, toJSON: () => ({}) });
  });
  return view;
}

const shown = (view: View) => Array.from(view.container.querySelectorAll('li')).map((li) => li.textContent);
const pointer = (view: View, target: EventTarget, type: string, clientY: number) =>
  view.act(() => target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, button: 0, clientY })));

test('each item gets a labelled handle described by the instructions, in a named ordered list', async () => {
  const view = await mount(() => {});
  assert.ok(view.byRole('list', 'Things'));
  const handle = view.byRole('button', 'Reorder thing 2');
  const hint = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
  assert.match(hint?.textContent ?? '', /press Space to pick up, the arrow keys to move, Space to drop and Escape to cancel/);
  assert.equal(shown(view), ['1. alpha', '2. bravo', '3. charlie', '4. delta']);
});

test('dragging a handle past the middle of another item moves it there and reports the order once', async () => {
  const orders: string[][] = [];
  const view = await mount((items) => orders.push(items.map((i) => i.name)));
  await pointer(view, view.byRole('button', 'Reorder thing 1'), 'pointerdown', 50);
  await pointer(view, window, 'pointermove', 160);
  assert.equal(shown(view), ['1. bravo', '2. alpha', '3. charlie', '4. delta'], 'the order follows the pointer');
  await pointer(view, window, 'pointermove', 260);
  assert.equal(orders, [], 'nothing is saved before the drop');
  await pointer(view, window, 'pointerup', 260);
  assert.equal(orders, [['bravo', 'charlie', 'alpha', 'delta']]);
});

test('a press on a handle without moving it saves nothing', async () => {
  const orders: unknown[] = [];
  const view = await mount((items) => orders.push(items));
  await pointer(view, view.byRole('button', 'Reorder thing 2'), 'pointerdown', 150);
  await pointer(view, window, 'pointerup', 150);
  assert.equal(orders, []);
});

test('a cancelled pointer puts the item back', async () => {
  const orders: unknown[] = [];
  const view = await mount((items) => orders.push(items));
  await pointer(view, view.byRole('button', 'Reorder thing 4'), 'pointerdown', 350);
  await pointer(view, window, 'pointermove', 20);
  assert.is(shown(view)[0], '1. delta');
  await pointer(view, window, 'pointercancel', 20);
  assert.is(shown(view)[0], '1. alpha');
  assert.equal(orders, []);
});

test('the keyboard moves a picked-up item and drops it with Enter', async () => {
  const orders: string[][] = [];
  const view = await mount((items) => orders.push(items.map((i) => i.name)));
  const handle = view.byRole('button', 'Reorder thing 3');
  await view.key(handle, 'Enter');
  await view.key(handle, 'ArrowUp');
  await view.key(handle, 'ArrowUp');
  await view.key(handle, 'ArrowUp');
  assert.match(view.byRole('status').textContent ?? '', /Thing moved to position 1 of 4\./);
  await view.key(handle, 'Enter');
  assert.equal(orders, [['charlie', 'alpha', 'bravo', 'delta']]);
  assert.match(view.byRole('status').textContent ?? '', /Thing dropped at position 1 of 4\./);
});

test('arrow keys do nothing until the item is picked up', async () => {
  const orders: unknown[] = [];
  const view = await mount((items) => orders.push(items));
  await view.key(view.byRole('button', 'Reorder thing 1'), 'ArrowDown');
  assert.equal(shown(view), ['1. alpha', '2. bravo', '3. charlie', '4. delta']);
  assert.equal(orders, []);
});

test('a disabled list has no handles', async () => {
  const view = await mount(() => {}, true);
  assert.is(view.allByRole('button').length, 0);
  assert.equal(shown(view), ['1. alpha', '2. bravo', '3. charlie', '4. delta']);
});

/** An item's card: `edited` ones hold edits; a kept one says so and offers Discard. */
function Card({ item, position, edited }: { item: Item; position: number; edited: boolean }) {
  const kept = useKept();
  useEffect(() => kept?.editing(edited), [edited]);
  return (
    <p>
      {position}. {item.name}
      {kept?.gone && ' (deleted)'}
      {kept?.gone && <button onClick={kept.discard}>Discard {item.name}</button>}
    </p>
  );
}

/** The list over items a button takes away (deleted elsewhere), with `edited` cards holding edits. */
function Live({ edited, removed, onReorder }: { edited: string[]; removed: string[]; onReorder: (items: Item[]) => void }) {
  const [items, setItems] = useState(ITEMS);
  return (
    <>
      <SortableList items={items} label="Things" noun="thing" onReorder={onReorder}>
        {(item, position, handle) => (
          <>
            {handle}
            <Card item={item} position={position} edited={edited.includes(item.name)} />
          </>
        )}
      </SortableList>
      <button onClick={() => setItems(ITEMS.filter((i) => !removed.includes(i.name)).map((i, n) => ({ ...i, rank: n + 1 })))}>Deleted elsewhere</button>
    </>
  );
}

test('an item deleted elsewhere while its card holds edits stays in place, out of the order, until discarded; others go', async () => {
  const orders: string[][] = [];
  const view = await render(<Live edited={['bravo']} removed={['bravo', 'charlie']} onReorder={(items) => orders.push(items.map((i) => i.name))} />);
  await view.press(view.byRole('button', 'Deleted elsewhere'));
  assert.equal(shown(view), ['1. alpha', '2. bravo (deleted)Discard bravo', '2. delta']);
  assert.equal(view.allByRole('button', /^Reorder/).map((b) => b.getAttribute('aria-label')), ['Reorder thing 1', 'Reorder thing 2'], 'no handle of its own');
  const handle = view.byRole('button', 'Reorder thing 2');
  await view.key(handle, 'Enter');
  await view.key(handle, 'ArrowUp');
  await view.key(handle, 'Enter');
  assert.equal(orders, [['delta', 'alpha']], 'the order leaves it out');
  await view.press(view.byRole('button', 'Discard bravo'));
  assert.equal(shown(view), ['1. alpha', '2. delta']);
});

test('an item deleted elsewhere while its card holds no edits goes at once', async () => {
  const view = await render(<Live edited={[]} removed={['bravo']} onReorder={() => {}} />);
  await view.press(view.byRole('button', 'Deleted elsewhere'));
  assert.equal(shown(view), ['1. alpha', '2. charlie', '3. delta']);
});

test.run();
