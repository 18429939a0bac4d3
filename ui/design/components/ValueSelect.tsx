// A listbox button named by its value ("Default"), with its caption ("Namespace") as description:
// how Flipt names its namespace pickers, which operators' scripts click by the namespace's name.
// React Aria's Select keeps a hidden native <select> beside the button for forms, whose options
// repeat every name on the page; this one submits nothing, so it is built from a popover and a
// listbox: Enter, Space or a click opens it, arrows and type-ahead move, Enter or a click
// chooses, Escape or moving focus elsewhere closes, and focus goes back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, DialogTrigger, ListBox, Popover, type Key, type Selection } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import { ChevronDownIcon } from './Icon';
import * as menu from './Menu.css';
import { usePopoverHost } from './PopoverHost';
import { optionItem, type Option } from './options';
import * as styles from './Select.css';

/** Props of ValueSelect. */
export interface ValueSelectProps {
  /** The caption that describes the button. */
  label: string;
  hideLabel?: boolean;
  options: readonly Option[];
  value: string | null | undefined;
  onChange?: (id: string) => void;
  isDisabled?: boolean;
  /** The button is `<id>-select-button`, the listbox `<id>-select-options`. */
  id?: string;
  /** A line under the button, read after the caption (why it is disabled). */
  description?: string;
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

const firstKey = (keys: Selection): Key | undefined => (keys === 'all' ? undefined : keys.values().next().value);

/** A single-choice listbox button whose accessible name is the chosen option's label. */
export function ValueSelect({ label, hideLabel, options, value, onChange, isDisabled, id, description }: ValueSelectProps) {
  const generated = useId();
  const buttonId = id ? `${id}-select-button` : generated;
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLElement>(null);
  useCloseOnPressOutside(isOpen, setOpen, button, popover);
  const host = usePopoverHost();
  const chosen = options.find((o) => o.id === value);
  // Choosing the chosen option again empties the selection: that only closes the list.
  const choose = (keys: Selection) => {
    const key = firstKey(keys);
    setOpen(false);
    // Focus goes back to the button before onChange, so a route change it causes leaves it there.
    button.current?.focus();
    if (key !== undefined) onChange?.(String(key));
  };
  // As on any listbox button, the arrow keys open the list too.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <div className={field.field}>
      <span id={`${buttonId}-caption`} className={hideLabel ? visuallyHidden : field.label}>
        {label}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button ref={button} id={buttonId} isDisabled={isDisabled} onKeyDown={onKeyDown} aria-haspopup="listbox" aria-describedby={`${buttonId}-caption${description ? ` ${buttonId}-note` : ''}`} className={`${field.control} ${field.ariaControl}`}>
          <span className={styles.value}>{chosen?.label ?? ''}</span>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </Button>
        {/* Non-modal, like Flipt's: a press elsewhere (another link of the sidebar) acts at once and closes it. */}
        <Popover ref={popover} isNonModal placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
          <ListBox
            id={id ? `${id}-select-options` : undefined}
            aria-labelledby={buttonId}
            items={options}
            selectionMode="single"
            selectedKeys={chosen ? [chosen.id] : []}
            onSelectionChange={choose}
            autoFocus
            className={`${menu.menu} ${styles.listbox}`}
          >
            {optionItem}
          </ListBox>
        </Popover>
      </DialogTrigger>
      {description && (
        <span id={`${buttonId}-note`} className={field.description}>
          {description}
        </span>
      )}
    </div>
  );
}
