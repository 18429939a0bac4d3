// A list whose items can be put in another order by dragging their grip with the pointer or with
// the keyboard (see useSortable), each step announced in a live region. The caller saves the order.
import { useId, type ReactNode } from 'react';
import { GripIcon } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { useSortable } from './useSortable';
import * as styles from './ranked.css';

/** Props of SortableList. */
export interface SortableListProps<T extends { id: string }> {
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
  /** Renders an item at its 1-based position; `handle` (null when disabled) goes in its header. */
  children: (item: T, position: number, handle: ReactNode) => ReactNode;
}

/** An ordered list of cards with drag handles. */
export function SortableList<T extends { id: string }>({ items, label, noun, itemName, isDisabled, onReorder, children }: SortableListProps<T>) {
  const sortable = useSortable(items, noun, onReorder);
  const hint = useId();
  // A native button: the design Button's press handling would take the pointer events a drag needs.
  const handle = (item: T, position: number) => (
    <button type="button" className={styles.handle} aria-label={`Reorder ${itemName ? itemName(item, position) : `${noun} ${position}`}`} aria-describedby={hint} {...sortable.handleProps(item.id)}>
      <GripIcon />
    </button>
  );
  return (
    <>
      <ol ref={sortable.list} aria-label={label} className={styles.list}>
        {sortable.shown.map((item, i) => (
          <li key={item.id} className={styles.item} data-dragging={sortable.drag?.id === item.id || undefined}>
            {children(item, i + 1, isDisabled ? null : handle(item, i + 1))}
          </li>
        ))}
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
