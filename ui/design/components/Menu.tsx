// Menu buttons on React Aria's MenuTrigger, Popover and Menu: roving focus, Escape back to the
// trigger, dismissal and placement that flips to stay on screen. Type-ahead is ours (SPEC §9 timing).
import { useId, type ReactNode } from 'react';
import { Menu as RACMenu, MenuTrigger as RACMenuTrigger, Popover, type Key } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import { useMenuTypeahead } from './menuTypeahead';
import * as styles from './Menu.css';

export { MenuItem, MenuSection, Separator, type MenuItemProps, type MenuSectionProps } from './MenuItem';
export { TYPEAHEAD_MS } from './menuTypeahead';

/** Where a menu opens relative to its trigger. */
export type MenuPlacement = 'bottom start' | 'bottom end' | 'top start' | 'top end';

/** Props of MenuTrigger: the trigger Button/IconButton first, then the Menu. */
export interface MenuTriggerProps {
  children: ReactNode;
}

/**
 * Wraps a design Button/IconButton and a Menu: the button gets aria-haspopup/expanded and opens
 * the menu on press, Enter or Space (first item focused), ArrowDown (first) or ArrowUp (last).
 */
export function MenuTrigger({ children }: MenuTriggerProps) {
  return <RACMenuTrigger>{children}</RACMenuTrigger>;
}

/** Props of Menu. */
export interface MenuProps {
  children: ReactNode;
  /** Where it opens relative to the trigger (default "bottom end"); it flips to stay on screen. */
  placement?: MenuPlacement;
  /** Runs with the `id` of the activated item (after the item's own onAction). */
  onAction?: (id: string) => void;
  /** A name of its own; otherwise the trigger labels the menu. */
  'aria-label'?: string;
}

/** The list of MenuItems, shown while its trigger has it open. Destructive items go last, after a Separator. */
export function Menu({ children, placement = 'bottom end', onAction, 'aria-label': label }: MenuProps) {
  const id = useId();
  const onKeyDownCapture = useMenuTypeahead();
  // React Aria names the menu after its trigger; a name of its own must win over that reference.
  return (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <div onKeyDownCapture={onKeyDownCapture}>
        {label && (
          <span id={id} className={visuallyHidden}>
            {label}
          </span>
        )}
        <RACMenu aria-labelledby={label ? id : undefined} onAction={onAction && ((key: Key) => onAction(String(key)))} className={styles.menu}>
          {children}
        </RACMenu>
      </div>
    </Popover>
  );
}
