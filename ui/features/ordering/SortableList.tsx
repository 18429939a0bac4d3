// A list whose items can be put in another order by dragging their grip with the pointer or with
// the keyboard (see useSortable), each step announced in a live region. The caller saves the order.
// An item deleted elsewhere while its card holds edits stays in place, without a handle or a
// position of its own (kept.ts).
import { useId, type ReactNode } from 'react';
import { GripIcon } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { keepGone } from '../../lib/gone';
import { KeptItem, useKeptItems } from './kept';
import { useSortable } from './useSortable';
import * as styles from '../../design/recipes/ranked.css';

/** Props of SortableList. */
export interface SortableListProps<T extends { id: string; rank: number }> {
  items: readonly T[];
  /** The list's accessible name ("Rules"). */
  label: string;
  /** What one item is called in labels and announcements ("rule"). */
  noun: string;
  /** An item's name in its handle's label ("Threshold Rollout 2"; default: noun and position). */
  itemName?: (item: T, position: number) => string;
  /** No handles (read-only mode). */
  isDisabled?: boolean;
  /** Receives the items in their new order after a drop that changed it. */
  onReorder: (items: T[]) => void;
  /**
   * Renders an item at its 1-based position; `handle` (null when disabled or kept) goes in its
   * header. A kept item has the position of the item after it.
   */
  children: (item: T, position: number, handle: ReactNode) => ReactNode;
}

/** An ordered list of cards with drag handles (nothing when there are none). */
export function SortableList<T extends { id: string; rank: number }>({ items, label, noun, itemName, isDisabled, onReorder, children }: SortableListProps<T>) {
  const sortable = useSortable(items, noun, onReorder);
  const kept = useKeptItems(items, sortable.list);
  const hint = useId();
  const shown = keepGone(kept.shown, sortable.shown, kept.isGone);
  // Nothing listed and nothing kept: the tab shows its empty state instead.
  if (!shown.length) return null;
  let position = 0;
  // A native button: the design Button's press handling would take the pointer events a drag needs.
  const handle = (item: T, position: number) => (
    <button type="button" className={styles.handle} aria-label={`Reorder ${itemName ? itemName(item, position) : `${noun} ${position}`}`} aria-describedby={hint} {...sortable.handleProps(item.id)}>
      <GripIcon />
    </button>
  );
  return (
    <>
      <ol ref={sortable.list} aria-label={label} className={styles.list}>
        {shown.map((item) => {
          const gone = kept.isGone(item.id);
          const at = gone ? position + 1 : ++position;
          return (
            <li key={item.id} className={styles.item} data-gone={gone ? item.id : undefined} data-dragging={sortable.drag?.id === item.id || undefined}>
              <KeptItem value={kept.of(item.id)}>{children(item, at, isDisabled || gone ? null : handle(item, at))}</KeptItem>
            </li>
          );
        })}
      </ol>
      <p id={hint} hidden>
        Drag to reorder, or press Space to pick up, the arrow keys to move, Space to drop and Escape to cancel.
      </p>
      <p role="status" className={visuallyHidden}>
        {sortable.message}
      </p>
    </>
  );
}
