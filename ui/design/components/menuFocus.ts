// Keyboard helpers of Menu (WAI-ARIA menu button pattern), kept free of React.

/** Type-ahead keeps collecting characters until this long after the last one (SPEC §9). */
export const TYPEAHEAD_MS = 350;

/** Where a menu opens relative to its trigger. */
export type MenuPlacement = 'bottom start' | 'bottom end' | 'top start' | 'top end';

/** The items keyboard focus moves between (disabled items are skipped). */
export function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));
}

const textOf = (item: HTMLElement) => (item.dataset.text ?? item.textContent ?? '').trim().toLowerCase();

/**
 * The item type-ahead lands on: the first whose text starts with `search`, looking from the
 * current item on (from the next one when a new search starts), wrapping around.
 */
export function findByText(items: HTMLElement[], current: number, search: string, fresh: boolean): HTMLElement | undefined {
  const start = Math.max(current, 0) + (fresh ? 1 : 0);
  const ordered = [...items.slice(start), ...items.slice(0, start)];
  return ordered.find((item) => textOf(item).startsWith(search));
}

/** The item an arrow, Home or End key moves to (arrows wrap); undefined for other keys. */
export function itemForKey(items: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  const last = items.length - 1;
  if (key === 'ArrowDown') return items[current >= last ? 0 : current + 1];
  if (key === 'ArrowUp') return items[current <= 0 ? last : current - 1];
  if (key === 'Home' || key === 'PageUp') return items[0];
  if (key === 'End' || key === 'PageDown') return items[last];
  return undefined;
}
