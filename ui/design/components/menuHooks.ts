// Menu's shared state and its dismissal, keyboard and type-ahead behaviour.
import { createContext, useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { findByText, itemForKey, menuItems, TYPEAHEAD_MS } from './menuFocus';

/** What a MenuTrigger shares with its Menu. */
export interface MenuState {
  isOpen: boolean;
  triggerId: string;
  menuId: string;
  trigger: RefObject<HTMLButtonElement | null>;
  /** Focus the first item on opening (else the last, after ArrowUp on the trigger). */
  focusFirst: boolean;
  /** Closes the menu; with `refocus`, focus returns to the trigger. */
  close: (refocus: boolean) => void;
}

export const MenuStateContext = createContext<MenuState | null>(null);

/** Runs after an item was activated: closes the menu and reports the item's id to Menu's onAction. */
export const MenuActionContext = createContext<(id: string | undefined, refocus: boolean) => void>(() => {});

/** Closes the menu on a press outside it and its trigger, or when focus moves elsewhere. */
export function useMenuDismiss(menu: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, close: (refocus: boolean) => void) {
  useEffect(() => {
    const outside = (e: Event) => {
      const target = e.target;
      if (target instanceof Node && !menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside);
    };
  }, [menu, trigger, close]);
}

/** Type-ahead: characters typed within TYPEAHEAD_MS of each other form one search. */
export function useTypeahead() {
  const state = useRef({ search: '', timer: 0 });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return useMemo(
    () => ({
      isActive: () => state.current.search !== '',
      find(items: HTMLElement[], current: number, char: string) {
        const s = state.current;
        const fresh = s.search === '';
        s.search += char.toLowerCase();
        clearTimeout(s.timer);
        s.timer = window.setTimeout(() => (s.search = ''), TYPEAHEAD_MS);
        return findByText(items, current, s.search, fresh);
      },
    }),
    [],
  );
}

/**
 * The menu's keys: arrows (wrapping), Home/End and type-ahead move focus; Enter and Space activate;
 * Escape closes and returns focus to the trigger; Tab closes and moves on from the trigger.
 */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, typeahead: ReturnType<typeof useTypeahead>, close: (refocus: boolean) => void) {
  return (e: KeyboardEvent) => {
    if (!menu.current || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Tab') return close(true);
    e.stopPropagation();
    const items = menuItems(menu.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const printable = e.key.length === 1 && (e.key !== ' ' || typeahead.isActive());
    const target = printable ? typeahead.find(items, current, e.key) : itemForKey(items, current, e.key);
    if (target || printable) {
      e.preventDefault();
      target?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      items[current]?.click();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };
}
