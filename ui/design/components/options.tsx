// The options of the design's listboxes (Select, ValueSelect, ComboBox): a choice and how it is drawn.
import type { JSX } from 'react';
import { ListBoxItem } from 'react-aria-components';
import { visibleControls } from '../../lib/text';
import { CheckIcon } from './Icon';
import { VisibleText } from './VisibleText';
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

type DivProps = JSX.IntrinsicElements['div'] | JSX.IntrinsicElements['a'];

/** Renders a listbox as a <ul> (its options then as <li>, see optionItem), the elements Flipt's listboxes use. */
export const asList = (props: DivProps) => <ul {...(props as unknown as JSX.IntrinsicElements['ul'])} />;
const asItem = (props: DivProps) => <li {...(props as unknown as JSX.IntrinsicElements['li'])} />;

/**
 * One option of a Select's or ComboBox's listbox, with a check beside the chosen one; `li` for an
 * `asList` listbox. Its label's hidden characters show as markers (VisibleText), and the text a
 * combobox puts in its input and type-ahead reads holds them as text.
 */
export function optionItem(o: Option, li = false) {
  return (
    <ListBoxItem id={o.id} textValue={visibleControls(o.label)} className={menu.item} render={li ? asItem : undefined}>
      <span className={styles.check} aria-hidden="true">
        <CheckIcon size={14} />
      </span>
      <VisibleText text={o.label} />
    </ListBoxItem>
  );
}
