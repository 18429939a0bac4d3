// A listbox button on React Aria's Select: the button shows the current choice and opens a
// listbox (arrows move, Enter or a click chooses, Escape closes); nothing changes until a choice
// is made, so a route bound to it never moves on an arrow key. It submits under `name` in forms
// and shows the Form's validationErrors[name] under itself.
import { useId, useRef, type JSX } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select as RACSelect, SelectValue, type Key } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { visuallyHidden } from '../recipes/a11y.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { CheckIcon, ChevronDownIcon } from './Icon';
import * as menu from './Menu.css';
import { usePopoverHost } from './PopoverHost';
import * as styles from './Select.css';

/** One choice of a Select or RadioGroup. */
export interface Option {
  id: string;
  label: string;
  /** Shown under the label by RadioGroup (Select shows labels only). */
  description?: string;
  isDisabled?: boolean;
}

/** Props of Select: single choice; `value`/`defaultValue`/`onChange` carry the option id. */
export interface SelectProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen id (controlled); null or an unknown id shows the placeholder. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /** Submitted under this name; the Form's `validationErrors[name]` show under the field. */
  name?: string;
  /** Shown (and submitted as "") while nothing is chosen. */
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
  /**
   * Names the button `<id>-select-button` and the listbox `<id>-select-options`, the ids Flipt's
   * console gives its listboxes (operators' scripts click them by id).
   */
  id?: string;
  /**
   * Name the button by its value ("Default") and show `label` as a caption that describes it,
   * as Flipt's namespace pickers are named; the listbox is then labelled by the button.
   */
  nameByValue?: boolean;
  /**
   * Label the listbox by the button, as Flipt's listboxes are, and draw the placeholder with CSS:
   * while nothing is chosen the button's text (the listbox's label to scripts) is then empty, as
   * Flipt's is (operators' scripts find such options "within the element labelled ''"). The
   * placeholder is still read out, as part of the button's name.
   */
  labelOptionsByButton?: boolean;
}

type DivProps = JSX.IntrinsicElements['div'] | JSX.IntrinsicElements['a'];

/** Renders a listbox as a <ul> (its options then as <li>), the elements Flipt's listboxes use. */
export const asList = (props: DivProps) => <ul {...(props as unknown as JSX.IntrinsicElements['ul'])} />;
const asItem = (props: DivProps) => <li {...(props as unknown as JSX.IntrinsicElements['li'])} />;

/** One option of a Select's or ComboBox's listbox, with a check beside the chosen one; `li` for a `asList` listbox. */
export function optionItem(o: Option, li = false) {
  return (
    <ListBoxItem id={o.id} textValue={o.label} className={menu.item} render={li ? asItem : undefined}>
      <span className={styles.check} aria-hidden="true">
        <CheckIcon size={14} />
      </span>
      {o.label}
    </ListBoxItem>
  );
}

/** A labelled single-choice listbox button, submitted under `name` in forms. */
export function Select({ options, value, defaultValue, placeholder, onChange, label, hideLabel, description, errorMessage, id, nameByValue, labelOptionsByButton, ...props }: SelectProps) {
  const generated = useId();
  const buttonId = id ? `${id}-select-button` : generated;
  const captionId = `${buttonId}-caption`;
  const host = usePopoverHost();
  const known = (id: string | null | undefined) => (id != null && options.some((o) => o.id === id) ? id : null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button before onChange runs, so a route change it causes finds focus
  // on the button (and leaves it there) rather than in the closing listbox.
  const choose = (key: Key | null) => {
    if (key === null) return;
    button.current?.focus();
    onChange?.(String(key));
  };
  return (
    <RACSelect
      {...props}
      selectedKey={value === undefined ? undefined : known(value)}
      defaultSelectedKey={value === undefined ? known(defaultValue) : undefined}
      onSelectionChange={choose}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      placeholder={placeholder ?? ''}
      aria-labelledby={nameByValue ? buttonId : undefined}
      className={field.field}
    >
      {nameByValue ? (
        <span id={captionId} className={hideLabel ? visuallyHidden : field.label}>
          {label}
        </span>
      ) : (
        <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      )}
      <Button
        ref={button}
        id={buttonId}
        // An empty aria-labelledby leaves the name to the button's text (its value).
        {...(nameByValue ? { 'aria-labelledby': '', 'aria-describedby': captionId } : {})}
        className={`${field.control} ${field.ariaControl}`}
      >
        <SelectValue className={styles.value}>
          {({ isPlaceholder, defaultChildren }) => (labelOptionsByButton && isPlaceholder ? <span data-placeholder={placeholder} className={styles.drawnPlaceholder} /> : defaultChildren)}
        </SelectValue>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      {labelOptionsByButton && (
        <span id={captionId} hidden>
          {label}
        </span>
      )}
      <Popover placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
        <ListBox
          items={options}
          id={id ? `${id}-select-options` : undefined}
          // Labelled by the button (empty while nothing is chosen) and, so that it always has a name, by the label.
          {...(nameByValue ? { 'aria-labelledby': buttonId } : labelOptionsByButton ? { 'aria-labelledby': `${buttonId} ${captionId}` } : {})}
          className={`${menu.menu} ${styles.listbox}`}
        >
          {optionItem}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
