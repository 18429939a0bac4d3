// The options of the design's listboxes (Select, ValueSelect, ComboBox): a choice and how it is drawn.
import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from './Icon';
import * as menu from './Menu.css';
import * as styles from './Select.css';

/** One choice of a Select or RadioGroup. */
export interface Option {
  id: string;
  label: string;
  /** Shown under the label by RadioGroup (Select shows labels only). */
  description?: string;
  isDisabled?: boolean;
}

/** One option of a Select's or ComboBox's listbox, with a check beside the chosen one. */
export function optionItem(o: Option) {
  return (
    <ListBoxItem id={o.id} textValue={o.label} className={menu.item}>
      <span className={styles.check} aria-hidden="true">
        <CheckIcon size={14} />
      </span>
      {o.label}
    </ListBoxItem>
  );
}
