import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import * as field from '../recipes/field.css';
import * as overlay from '../recipes/overlay.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { CheckIcon, ChevronDownIcon } from './Icon';
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
export interface SelectProps
  extends Omit<RACSelectProps<Option, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldBaseProps {
  options: readonly Option[];
  placeholder?: string;
}

/** A labelled single-choice dropdown (button + listbox popover), submitted under `name` in forms. */
export function Select({ label, hideLabel, description, errorMessage, options, placeholder, ...props }: SelectProps) {
  const disabledKeys: Key[] = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <RACSelect {...props} placeholder={placeholder} disabledKeys={disabledKeys} className={field.field}>
      <FieldLabel label={label} hideLabel={hideLabel} isRequired={props.isRequired} />
      <Button className={`${field.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={overlay.popover}>
        <ListBox items={options} className={overlay.list}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={overlay.item}>
              {({ isSelected }) => (
                <>
                  <Text slot="label">{option.label}</Text>
                  {isSelected && (
                    <span className={styles.check}>
                      <CheckIcon />
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
