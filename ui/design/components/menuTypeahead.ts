// Menu type-ahead with SPEC §9's 350 ms reset. React Aria's own type-select waits a fixed second
// before a new search starts, so the Menu wrapper answers printable keys itself (in the capture
// phase, before React Aria sees them) and focuses the item, which React Aria then tracks as usual.
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Type-ahead keeps collecting characters until this long after the last one (SPEC §9). */
export const TYPEAHEAD_MS = 350;

const textOf = (item: HTMLElement) => (item.textContent ?? '').trim().toLowerCase();

/**
 * The index of the text a search lands on (-1 for none): the first that starts with `search`,
 * looking from the current one on (from the next one when a new search starts), wrapping around.
 */
export function findByText(texts: string[], current: number, search: string, fresh: boolean): number {
  const start = Math.max(current, 0) + (fresh ? 1 : 0);
  return texts.map((_, i) => (start + i) % texts.length).find((i) => texts[i]?.startsWith(search)) ?? -1;
}

/**
 * Collects printable keys into a search that starts over TYPEAHEAD_MS after the last one: returns
 * it (and whether this key started it) and takes the key, or null for other keys.
 */
export function useTypeSearch() {
  const state = useRef({ search: '', timer: 0 });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return (e: KeyboardEvent) => {
    const s = state.current;
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || (e.key === ' ' && !s.search)) return null;
    e.preventDefault();
    const fresh = s.search === '';
    s.search += e.key.toLowerCase();
    clearTimeout(s.timer);
    s.timer = window.setTimeout(() => (s.search = ''), TYPEAHEAD_MS);
    return { search: s.search, fresh };
  };
}

/** A capture-phase key handler for the element around a menu. */
export function useMenuTypeahead() {
  const typeSearch = useTypeSearch();
  return (e: KeyboardEvent<HTMLElement>) => {
    const typed = typeSearch(e);
    if (!typed) return;
    e.stopPropagation();
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'));
    items[findByText(items.map(textOf), items.indexOf(document.activeElement as HTMLElement), typed.search, typed.fresh)]?.focus();
  };
}
