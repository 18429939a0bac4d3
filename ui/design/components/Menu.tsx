// Menu buttons: our own menu (roles menu and menuitem, arrows that wrap, Home/End, type-ahead with
// SPEC §9's timing, Enter/Space, Escape and Tab close) inside React Aria's Popover, which the
// pickers bring anyway: placement that flips to stay on screen, the page behind inert, dismissal
// by a press outside, and focus back on the trigger. React Aria's own Menu cost 3 kB gzip more.
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ButtonContext, OverlayTriggerStateContext, Popover, PopoverContext, type PressEvent } from 'react-aria-components';
import { OpenMenuContext, type Focus } from './MenuItem';
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

const KEY_FOCUS: Record<string, Focus> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * Wraps a design Button/IconButton and a Menu: the button gets aria-haspopup/expanded and opens
 * the menu on press, Enter or Space (first item focused), ArrowDown (first) or ArrowUp (last).
 */
export function MenuTrigger({ children }: MenuTriggerProps) {
  // undefined while closed; else where focus starts.
  const [open, setOpen] = useState<Focus | undefined>();
  const isOpen = open !== undefined;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pressedInside = useRef(false);
  const ids = { trigger: useId(), menu: useId() };
  const close = () => setOpen(undefined);
  const show = (focus: Focus) => {
    pressedInside.current = false;
    setOpen(focus);
  };
  const state = { isOpen, setOpen: (o: boolean) => (o ? show(null) : close()), open: () => show(null), close, toggle: () => (isOpen ? close() : show(null)), point: null, setPoint() {} };
  // A pointer opens on press start, as a native menu button does (focus stays on the trigger, for
  // its return); a screen reader's virtual click focuses the first item.
  const trigger = {
    ref: triggerRef,
    id: ids.trigger,
    'aria-haspopup': 'true' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? ids.menu : undefined,
    isPressed: isOpen,
    preventFocusOnPress: true,
    onPressStart: (e: PressEvent) => {
      if (e.pointerType === 'touch' || e.pointerType === 'keyboard') return;
      triggerRef.current?.focus({ preventScroll: true });
      show(e.pointerType === 'virtual' ? 'first' : null);
    },
    onPress: (e: PressEvent) => e.pointerType === 'touch' && (triggerRef.current?.focus({ preventScroll: true }), isOpen ? close() : show(null)),
    onKeyDown: (e: KeyboardEvent) => {
      const focus = KEY_FOCUS[e.key];
      if (focus === undefined) return;
      e.preventDefault();
      if (isOpen) close();
      else show(focus);
    },
  };
  return (
    <ButtonContext.Provider value={trigger}>
      <OverlayTriggerStateContext.Provider value={state}>
        <PopoverContext.Provider value={{ trigger: 'MenuTrigger', triggerRef, 'aria-labelledby': ids.trigger }}>
          <OpenMenuContext.Provider value={isOpen ? { focus: open, ids, close, pressedInside } : null}>{children}</OpenMenuContext.Provider>
        </PopoverContext.Provider>
      </OverlayTriggerStateContext.Provider>
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

/** The items arrows can reach: every one, a disabled one too (it says why it is disabled, and does nothing). */
const reachableItems = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'));

/**
 * Arrow keys move through the items and wrap; Home and End jump. Tab closes the menu, as
 * Escape does (the page behind is inert while it is open, so focus goes back to the trigger).
 */
function moveFocus(e: KeyboardEvent<HTMLElement>, close: () => void) {
  const items = reachableItems(e.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: items[(at + 1) % items.length], ArrowUp: items.at(at > 0 ? at - 1 : -1), Home: items[0], End: items.at(-1), Tab: e.currentTarget }[e.key];
  if (next) {
    e.preventDefault();
    if (next === e.currentTarget) close();
    else next.focus();
  }
}

/** The list of MenuItems, shown while its trigger has it open. Destructive items go last, after a Separator. */
export function Menu({ children, placement = 'bottom end', onAction, 'aria-label': label }: MenuProps) {
  const open = useContext(OpenMenuContext);
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDownCapture = useMenuTypeahead();
  const focus = open?.focus;
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const items = reachableItems(menu);
    (focus === 'first' ? items[0] : focus === 'last' ? items.at(-1) : menu)?.focus();
  }, [focus]);
  if (!open) return null;
  return (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <OpenMenuContext.Provider value={{ ...open, onAction }}>
        <div
          ref={ref}
          id={open.ids.menu}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          aria-labelledby={label ? undefined : open.ids.trigger}
          onKeyDownCapture={(e) => {
            delete e.currentTarget.dataset.pointer;
            onKeyDownCapture(e);
          }}
          onKeyDown={(e) => moveFocus(e, open.close)}
          onPointerMove={(e) => (e.currentTarget.dataset.pointer = '')}
          onPointerDown={() => (open.pressedInside.current = true)}
          className={styles.menu}
        >
          {children}
        </div>
      </OpenMenuContext.Provider>
    </Popover>
  );
}
