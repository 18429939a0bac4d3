// The listbox button Select and ValueSelect share, built from the popover and listbox the pickers
// bring anyway (React Aria's own Select added its menu-trigger and hidden-select code): Enter,
// Space, a click or an arrow key opens the list on the chosen option (or the first); arrows,
// Home/End and type-ahead move; Enter or a click chooses; Escape or a press elsewhere closes; focus
// goes back to the button before onChoose runs, so a route change it causes leaves focus there.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button, DialogTrigger, ListBox, Popover, type Selection } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { ChevronDownIcon } from './Icon';
import * as menu from './Menu.css';
import { findByText, useTypeSearch } from './menuTypeahead';
import { usePopoverHost } from './PopoverHost';
import { VisibleText } from './VisibleText';
import { optionItem, type Option } from './options';
import * as styles from './Select.css';

/** Props of ListboxButton. */
export interface ListboxButtonProps {
  /** The button's id; its value is `<id>-value`. */
  id: string;
  listboxId?: string;
  options: readonly Option[];
  /** The chosen id, or null. */
  value: string | null;
  onChoose: (id: string) => void;
  /** What the button shows while nothing is chosen. */
  empty?: ReactNode;
  isDisabled?: boolean;
  autoFocus?: boolean;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Names the listbox (ids). */
  listboxLabelledBy: string;
  /**
   * A press elsewhere acts at once (and closes the list), as in Flipt's namespace picker; a modal
   * list instead keeps the page inert and open while it scrolls an option into view.
   */
  isNonModal?: boolean;
  /** Typing on the closed button chooses the matching option, as a native select does. */
  typeToChoose?: boolean;
}

/** Closes the list when a pointer goes down outside it and its button (the press still acts). */
function useCloseOnPressOutside(isOpen: boolean, setOpen: (open: boolean) => void, button: RefObject<Element | null>, popover: RefObject<Element | null>) {
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!button.current?.contains(target) && !popover.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [isOpen, setOpen, button, popover]);
}

/** A button showing the chosen option that opens a single-choice listbox. */
export function ListboxButton({ id, listboxId, options, value, onChoose, empty, isDisabled, autoFocus, listboxLabelledBy, isNonModal, typeToChoose, ...aria }: ListboxButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLElement>(null);
  useCloseOnPressOutside(isOpen, setOpen, button, popover);
  const host = usePopoverHost();
  const typeSearch = useTypeSearch();
  const chosen = options.find((o) => o.id === value);
  const listId = listboxId ?? `${id}-listbox`;
  // Closing is committed at once, so the page is no longer inert when focus goes back to the button.
  const close = () => flushSync(() => setOpen(false));
  const choose = (key: string) => {
    close();
    button.current?.focus();
    if (key !== value) onChoose(key);
  };
  // Escape (or the button) closes the list: focus goes back to the button unless it went elsewhere,
  // once the closing is committed (React Aria may ask to close while it renders).
  const refocus = useRef(false);
  useEffect(() => {
    if (!isOpen && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [isOpen]);
  const onOpenChange = (open: boolean) => {
    const active = document.activeElement;
    refocus.current = !open && (!active || active === document.body || !!popover.current?.contains(active));
    setOpen(open);
  };
  // Choosing the chosen option again empties the selection: that only closes the list.
  const onSelectionChange = (keys: Selection) => {
    const key = keys === 'all' ? undefined : keys.values().next().value;
    if (key === undefined) onOpenChange(false);
    else choose(String(key));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      return;
    }
    const typed = typeToChoose ? typeSearch(e) : null;
    if (!typed) return;
    const open = options.filter((o) => !o.isDisabled);
    const current = open.findIndex((o) => o.id === value);
    const found = open[findByText(open.map((o) => o.label.toLowerCase()), current, typed.search, typed.fresh && current >= 0)];
    if (found) choose(found.id);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button {...aria} ref={button} id={id} isDisabled={isDisabled} autoFocus={autoFocus} onKeyDown={onKeyDown} aria-haspopup="listbox" aria-controls={isOpen ? listId : undefined} className={`${field.control} ${field.ariaControl}`}>
        <span id={`${id}-value`} className={styles.value} data-placeholder={chosen ? undefined : true}>
          {chosen ? <VisibleText text={chosen.label} /> : empty}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      {/* A modal list is a dialog, named as its listbox is (the button may have no text). */}
      <Popover ref={popover} isNonModal={isNonModal} aria-labelledby={isNonModal ? undefined : listboxLabelledBy} placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
        <ListBox
          id={listId}
          aria-labelledby={listboxLabelledBy}
          items={options}
          selectionMode="single"
          selectedKeys={chosen ? [chosen.id] : []}
          disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
          onSelectionChange={onSelectionChange}
          autoFocus="first"
          className={`${menu.menu} ${styles.listbox}`}
        >
          {optionItem}
        </ListBox>
      </Popover>
    </DialogTrigger>
  );
}
