// Menu type-ahead with SPEC §9's 350 ms reset. React Aria's own type-select waits a fixed second
// before a new search starts, so the Menu wrapper answers printable keys itself (in the capture
// phase, before React Aria sees them) and focuses the item, which React Aria then tracks as usual.
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Type-ahead keeps collecting characters until this long after the last one (SPEC §9). */
export const TYPEAHEAD_MS = 350;

const textOf = (item: HTMLElement) => (item.textContent ?? '').trim().toLowerCase();

/**
 * The item a search lands on: the first whose text starts with `search`, looking from the current
 * item on (from the next one when a new search starts), wrapping around.
 */
export function findByText(items: HTMLElement[], current: number, search: string, fresh: boolean): HTMLElement | undefined {
  const start = Math.max(current, 0) + (fresh ? 1 : 0);
  return [...items.slice(start), ...items.slice(0, start)].find((item) => textOf(item).startsWith(search));
}

/** A capture-phase key handler for the element around a menu. */
export function useMenuTypeahead() {
  const state = useRef({ search: '', timer: 0 });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return (e: KeyboardEvent<HTMLElement>) => {
    const s = state.current;
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || (e.key === ' ' && !s.search)) return;
    e.preventDefault();
    e.stopPropagation();
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'));
    const fresh = s.search === '';
    s.search += e.key.toLowerCase();
    clearTimeout(s.timer);
    s.timer = window.setTimeout(() => (s.search = ''), TYPEAHEAD_MS);
    findByText(items, items.indexOf(document.activeElement as HTMLElement), s.search, fresh)?.focus();
  };
}
