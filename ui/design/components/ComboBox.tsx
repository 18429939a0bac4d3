// A combobox on React Aria's ComboBox: a text input that filters a popover listbox as you type
// (arrows move, Enter or a click chooses, Escape closes) with a button that shows every option.
// Used for pickers over long lists (flags, segments) where typing finds faster than scrolling.
import { Button, ComboBox as RACComboBox, Input, ListBox, Popover, type Key } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { ChevronDownIcon } from './Icon';
import { optionItem, type Option } from './options';
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
}

/** A labelled text input with a filtered listbox of options. */
export function ComboBox({ options, value, onChange, placeholder, label, hideLabel, description, errorMessage, id, ...props }: ComboBoxProps) {
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
      defaultItems={options}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      className={field.field}
    >
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <div className={styles.group}>
        <Input placeholder={placeholder} className={`${field.control} ${field.nativeControl} ${styles.input}`} />
        <Button id={id ? `${id}-select-button` : undefined} className={`${styles.button} ${select.chevron}`}>
          <ChevronDownIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" offset={4} className={menu.popover} UNSTABLE_portalContainer={host}>
        <ListBox className={`${menu.menu} ${select.listbox}`}>{(o: Option) => optionItem(o)}</ListBox>
      </Popover>
    </RACComboBox>
  );
}
