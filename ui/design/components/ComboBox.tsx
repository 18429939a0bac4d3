// A combobox on React Aria's ComboBox: a text input that filters a popover listbox as you type
// (arrows move, Enter or a click chooses, Escape closes); a click in the input or on its button
// shows every option. Used for pickers over long lists (flags, segments) where typing finds faster
// than scrolling. Text that matches nothing keeps the list open saying so, so ArrowDown and Enter
// cannot choose an option the operator never saw (issue 29).
import { useContext } from 'react';
import { Button, ComboBoxStateContext, ComboBox as RACComboBox, Input, ListBox, Popover, type Key } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { ChevronDownIcon } from './Icon';
import { asList, optionItem, type Option } from './options';
import * as menu from './Menu.css';
import { usePopoverHost } from './PopoverHost';
import * as select from './Select.css';
import * as styles from './ComboBox.css';

/** Props of ComboBox: single choice among `options`; `value`/`onChange` carry the option id. */
export interface ComboBoxProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen id (controlled); null or an unknown id leaves the input empty. */
  value?: string | null;
  onChange?: (id: string) => void;
  /** Shown in the empty input. */
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Names the chevron button `<id>-select-button`, the id Flipt's console gives it. */
  id?: string;
  /**
   * The listbox as a <ul> of <li> options, as Flipt's are (operators' scripts find an option as
   * an `li` inside the card that holds the picker); roles and keyboard use are unchanged.
   */
  listElements?: boolean;
  /**
   * Keep the listbox open through a scroll reported just after it opens. React Aria closes an open
   * combobox on any scroll of the page; a click that first scrolls the field into view (browser
   * automation does) reports that scroll a frame later, after the listbox opened, which then closed
   * at once. For pickers in long lists (rule and rollout cards).
   */
  ignoreOpeningScroll?: boolean;
  /** Said in the open list when the typed text matches no option ("No segments match"). */
  emptyText?: string;
  /** Runs each time the list opens: a picker refetches its options so they are current (issue 29). */
  onOpen?: () => void;
}

/** Swallows the scroll events of the next `ms` milliseconds, before React Aria's own listener sees them. */
function swallowScrolls(ms = 150) {
  const swallow = (e: Event) => e.stopImmediatePropagation();
  window.addEventListener('scroll', swallow, true);
  setTimeout(() => window.removeEventListener('scroll', swallow, true), ms);
}

/** The text input; a click in it opens the list with every option, as the button does. */
function ComboBoxInput({ placeholder }: { placeholder?: string }) {
  const state = useContext(ComboBoxStateContext);
  return <Input placeholder={placeholder} onClick={() => state?.isOpen || state?.open(null, 'manual')} className={`${field.control} ${field.nativeControl} ${styles.input}`} />;
}

/** A labelled text input with a filtered listbox of options. */
export function ComboBox({ options, value, onChange, placeholder, label, hideLabel, description, errorMessage, id, listElements, ignoreOpeningScroll, emptyText = 'No options match', onOpen, ...props }: ComboBoxProps) {
  const host = usePopoverHost();
  const known = value != null && options.some((o) => o.id === value) ? value : null;
  const choose = (key: Key | null) => {
    if (key !== null) onChange?.(String(key));
  };
  return (
    <RACComboBox
      {...props}
      selectedKey={value === undefined ? undefined : known}
      onSelectionChange={choose}
      onOpenChange={(open) => {
        if (!open) return;
        // Registered while the press opens the listbox, so it runs before React Aria's listener.
        if (ignoreOpeningScroll) swallowScrolls();
        onOpen?.();
      }}
      allowsEmptyCollection
      defaultItems={options}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      className={field.field}
    >
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <div className={styles.group}>
        <ComboBoxInput placeholder={placeholder} />
        <Button id={id ? `${id}-select-button` : undefined} className={`${styles.button} ${select.chevron}`}>
          <ChevronDownIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
        <ListBox className={`${menu.menu} ${select.listbox}`} render={listElements ? asList : undefined} renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}>
          {(o: Option) => optionItem(o, listElements)}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
