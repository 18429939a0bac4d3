// The drag state of a SortableList: a pointer drag on an item's handle, or the keyboard pattern of
// sortable lists (Space or Enter picks the item up, arrows move it, Space or Enter drops it, Escape
// puts it back), with a message for the list's live region after each step.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { capitalized } from '../../lib/text';
import { moveItem, sameOrder } from './reorder';

type Drag = { id: string; from: number; keyboard: boolean; mids: number[] };

const PICK = [' ', 'Enter'];

/** Vertical middles of the list's items (not the kept ones), where a dragged item passes its neighbours. */
const middles = (list: HTMLElement | null) =>
  Array.from(list?.querySelectorAll(':scope > :not([data-gone])') ?? [], (el) => {
    const rect = el.getBoundingClientRect();
    return rect.top + rect.height / 2;
  });

/**
 * Follows a pointer drag on the window, not on the handle: React moves the dragged item in the
 * DOM on the way, and a moved element loses its pointer capture.
 */
function usePointerDrag<T>(drag: Drag | null, items: readonly T[], setPreview: (order: T[]) => void, finish: (order: T[] | null) => void) {
  useEffect(() => {
    if (!drag || drag.keyboard) return;
    const at = (e: globalThis.PointerEvent) => moveItem(items, drag.from, drag.mids.filter((mid, i) => i !== drag.from && mid < e.clientY).length);
    const listening = new AbortController();
    const options = { signal: listening.signal };
    window.addEventListener('pointermove', (e) => setPreview(at(e)), options);
    window.addEventListener('pointerup', (e) => finish(at(e)), options);
    window.addEventListener('pointercancel', () => finish(null), options);
    return () => listening.abort();
  });
}

/** Keeps focus on the keyboard user's handle: moving items in the DOM can drop it. */
function useKeptFocus(list: RefObject<HTMLOListElement | null>, shown: unknown) {
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const handle = focused.current && list.current?.querySelector<HTMLElement>(`[data-handle="${focused.current}"]`);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [list, shown]);
  return focused;
}

/** Drag state, handle props and announcements for a list of `items`. */
export function useSortable<T extends { id: string }>(items: readonly T[], noun: string, onReorder: (items: T[]) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [preview, setPreview] = useState<T[] | null>(null);
  const [message, setMessage] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const shown = preview ?? items;
  const focused = useKeptFocus(list, shown);
  const Noun = capitalized(noun);
  const where = (order: readonly T[], id: string) => order.findIndex((item) => item.id === id);

  const start = (id: string, keyboard: boolean) => {
    setDrag({ id, from: where(items, id), keyboard, mids: keyboard ? [] : middles(list.current) });
    setPreview([...items]);
  };
  /** Ends the drag: saves `order` when it differs, or puts the item back when it is null. */
  const finish = (order: T[] | null) => {
    if (!drag) return;
    if (order && !sameOrder(order, items)) onReorder(order);
    const at = order ? where(order, drag.id) + 1 : drag.from + 1;
    setMessage(order ? `${Noun} dropped at position ${at} of ${items.length}.` : `Reordering cancelled. ${Noun} returned to position ${at}.`);
    setDrag(null);
    setPreview(null);
  };
  usePointerDrag(drag, items, setPreview, finish);

  const step = (id: string, order: T[], by: number) => {
    const at = where(order, id);
    const to = Math.max(0, Math.min(order.length - 1, at + by));
    setPreview(moveItem(order, at, to));
    setMessage(`${Noun} moved to position ${to + 1} of ${order.length}.`);
  };
  const onKeyDown = (id: string, e: KeyboardEvent) => {
    const picked = drag?.keyboard && drag.id === id ? preview : null;
    const arrow = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
    if (!PICK.includes(e.key) && !(picked && (arrow || e.key === 'Escape'))) return;
    e.preventDefault();
    if (arrow && picked) return step(id, picked, arrow);
    if (e.key === 'Escape') {
      e.stopPropagation();
      return finish(null);
    }
    if (picked) return finish(picked);
    focused.current = id;
    start(id, true);
    setMessage(`Picked up ${noun} ${where(items, id) + 1}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`);
  };
  const handleProps = (id: string) => ({
    'data-handle': id,
    onKeyDown: (e: KeyboardEvent) => onKeyDown(id, e),
    // Checked once the DOM has settled: a handle that React moved may blur and get focus back.
    onBlur: () =>
      setTimeout(() => {
        if (document.activeElement?.getAttribute('data-handle') === id) return;
        focused.current = null;
        if (drag?.keyboard && drag.id === id) finish(null);
      }),
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      // Keeps focus where it is and stops text selection while dragging.
      e.preventDefault();
      start(id, false);
    },
  });
  return { list, shown, drag, message, handleProps };
}
