// The listbox button Select and ValueSelect share, built from the popover and listbox the pickers
// bring anyway (React Aria's own Select added its menu-trigger and hidden-select code): Enter,
// Space, a click or an arrow key opens the list on the chosen option (or the first); arrows,
// Home/End and type-ahead move; Enter or a click chooses; Escape or a press elsewhere closes; focus
// goes back to the button before onChoose runs, so a route change it causes leaves focus there.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button, DialogTrigger, ListBox, Popover, type Selection } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { ChevronDownIcon } from './Icon';
import * as menu from './Menu.css';
import { findByText, useTypeSearch } from './menuTypeahead';
import { usePopoverHost } from './PopoverHost';
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
export function ListboxButton({ id, listboxId, options, value, onChoose, empty, isDisabled, autoFocus, listboxLabelledBy, typeToChoose, ...aria }: ListboxButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLElement>(null);
  useCloseOnPressOutside(isOpen, setOpen, button, popover);
  const host = usePopoverHost();
  const typeSearch = useTypeSearch();
  const chosen = options.find((o) => o.id === value);
  const listId = listboxId ?? `${id}-listbox`;
  const choose = (key: string) => {
    setOpen(false);
    button.current?.focus();
    if (key !== value) onChoose(key);
  };
  // Escape (or the button) closes the list: focus goes back to the button unless it went elsewhere.
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    const active = document.activeElement;
    if (!open && (!active || active === document.body || popover.current?.contains(active))) button.current?.focus();
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
          {chosen ? chosen.label : empty}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      {/* Non-modal, like Flipt's: a press elsewhere (another link of the sidebar) acts at once and
          closes it, and the page stays focusable, so focus can go back to the button before onChoose. */}
      <Popover ref={popover} isNonModal placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
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
