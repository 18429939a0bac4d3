// A list value as chips: five, then '...' to show the rest and 'show less' to fold them (SPEC §9).
import { useState } from 'react';
import { CloseIcon } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { CHIPS_SHOWN, visibleItems, type ListItem } from './list';
import * as styles from './constraints.css';

/** Props of Chips. */
export interface ChipsProps {
  items: readonly ListItem[];
  /** Names the list for screen readers. */
  label: string;
  /** Adds a 'Remove <item>' button to each chip. */
  onRemove?: (index: number) => void;
}

/** The items as chips, folded after five. */
export function Chips({ items, label, onRemove }: ChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleItems(items, expanded);
  return (
    <div className={styles.chips}>
      <ul aria-label={label} className={styles.chipList}>
        {shown.map((item, index) => (
          <li key={index} className={styles.chip}>
            {String(item)}
            {onRemove && (
              <button type="button" className={styles.chipRemove} aria-label={`Remove ${item}`} onClick={() => onRemove(index)}>
                <CloseIcon size={12} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {items.length > CHIPS_SHOWN && (
        <button type="button" className={styles.textButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'show less' : '...'}
          {!expanded && <span className={visuallyHidden}> show {hidden} more</span>}
        </button>
      )}
    </div>
  );
}
