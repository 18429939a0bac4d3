// A menu button of our own (WAI-ARIA menu button pattern). React Aria's Menu brings its collection,
// selection and popover machinery (~9 kB gzip) into a bundle with a tight budget; this is ~1.5 kB.
import { setElementVars } from '@vanilla-extract/dynamic';
import { useContext, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { ButtonContext } from './Button';
import { menuItems, type MenuPlacement } from './menuFocus';
import { MenuActionContext, MenuStateContext, useMenuDismiss, useMenuKeys, useTypeahead, type MenuState } from './menuHooks';
import { placeBeside, type Side } from './place';
import * as styles from './Menu.css';

export { TYPEAHEAD_MS, type MenuPlacement } from './menuFocus';
export { MenuItem, MenuSection, Separator, type MenuItemProps, type MenuSectionProps } from './MenuItem';

/** Props of MenuTrigger: the trigger Button/IconButton first, then the Menu. */
export interface MenuTriggerProps {
  children: ReactNode;
}

/**
 * Wraps a design Button/IconButton and a Menu. The button (through ButtonContext)
 * gets aria-haspopup/expanded/controls and opens the menu on press, Enter or Space (first item
 * focused), ArrowDown (first) or ArrowUp (last).
 */
export function MenuTrigger({ children }: MenuTriggerProps) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const state = useMemo<MenuState>(
    () => ({
      isOpen: open !== null,
      triggerId: `${id}t`,
      menuId: `${id}m`,
      trigger,
      focusFirst: open !== 'last',
      close: (refocus) => {
        setOpen(null);
        if (refocus) trigger.current?.focus();
      },
    }),
    [open, id],
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    e.stopPropagation();
    setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
  };
  const triggerProps = {
    ref: trigger,
    id: state.triggerId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? state.menuId : undefined,
    onPress: () => setOpen(state.isOpen ? null : 'first'),
    onKeyDown,
  };
  return (
    <ButtonContext.Provider value={triggerProps}>
      <MenuStateContext.Provider value={state}>{children}</MenuStateContext.Provider>
    </ButtonContext.Provider>
  );
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

/**
 * Keeps the open menu next to its trigger with fixed coordinates (no scrolling container clips
 * it) and focuses the first or last item once it is placed.
 */
function usePlacement(menu: RefObject<HTMLDivElement | null>, state: MenuState, placement: MenuPlacement) {
  const { trigger, focusFirst } = state;
  useLayoutEffect(() => {
    const place = () => {
      if (!menu.current || !trigger.current) return;
      const [side, align] = placement.split(' ') as [Side, 'start' | 'end'];
      const { top, left } = placeBeside(trigger.current.getBoundingClientRect(), menu.current.getBoundingClientRect(), side, align, 4);
      setElementVars(menu.current, { [styles.top]: `${top}px`, [styles.left]: `${left}px` });
    };
    place();
    const items = menu.current ? menuItems(menu.current) : [];
    (focusFirst ? items[0] : items.at(-1))?.focus({ preventScroll: true });
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [menu, trigger, focusFirst, placement]);
}

function OpenMenu({ children, placement = 'bottom end', onAction, state, ...props }: MenuProps & { state: MenuState }) {
  const menu = useRef<HTMLDivElement>(null);
  const { close } = state;
  usePlacement(menu, state, placement);
  useMenuDismiss(menu, state.trigger, close);
  const onKeyDown = useMenuKeys(menu, useTypeahead(), close);
  const done = (id: string | undefined, refocus: boolean) => {
    close(refocus);
    if (id !== undefined) onAction?.(id);
  };
  const label = props['aria-label'];
  return (
    <div
      ref={menu}
      id={state.menuId}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      aria-labelledby={label ? undefined : state.triggerId}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      <ButtonContext.Provider value={null}>
        <MenuActionContext.Provider value={done}>{children}</MenuActionContext.Provider>
      </ButtonContext.Provider>
    </div>
  );
}

/** The list of MenuItems, shown while its trigger has it open. Destructive items go last, after a Separator. */
export function Menu(props: MenuProps) {
  const state = useContext(MenuStateContext);
  return state?.isOpen ? <OpenMenu {...props} state={state} /> : null;
}
