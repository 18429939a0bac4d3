// A listbox button on React Aria's Select: the button shows the current choice and opens a
// listbox (arrows move, Enter or a click chooses, Escape closes); nothing changes until a choice
// is made, so a route bound to it never moves on an arrow key. It submits under `name` in forms
// and shows the Form's validationErrors[name] under itself.
import { useId, useRef } from 'react';
import { Button, ListBox, Popover, Select as RACSelect, SelectValue, type Key } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { ChevronDownIcon } from './Icon';
import * as menu from './Menu.css';
import { usePopoverHost } from './PopoverHost';
import { optionItem, type Option } from './options';
import * as styles from './Select.css';
import { ValueSelect } from './ValueSelect';

export { optionItem, type Option } from './options';

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
   * while nothing is chosen the button's text is then empty, as Flipt's is (operators' scripts find
   * such options "within the element labelled ''"). The listbox is also labelled by a hidden copy
   * of the field label, so it always has a name; the placeholder is read as part of the button's.
   */
  labelOptionsByButton?: boolean;
}

/** A labelled single-choice listbox button, submitted under `name` in forms. */
export function Select(props: SelectProps) {
  if (props.nameByValue) return <ValueSelect {...props} description={typeof props.description === 'string' ? props.description : undefined} value={props.value ?? props.defaultValue} />;
  return <ListboxSelect {...props} />;
}

function ListboxSelect({ options, value, defaultValue, placeholder, onChange, label, hideLabel, description, errorMessage, id, nameByValue: _, labelOptionsByButton, ...props }: SelectProps) {
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
      className={field.field}
    >
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <Button
        ref={button}
        id={buttonId}
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
          {...(labelOptionsByButton ? { 'aria-labelledby': `${buttonId} ${captionId}` } : {})}
          className={`${menu.menu} ${styles.listbox}`}
        >
          {optionItem}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
