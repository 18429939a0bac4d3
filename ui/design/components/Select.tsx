// A labelled listbox button (see ListboxButton): the button shows the current choice and opens a
// listbox; nothing changes until a choice is made, so a route bound to it never moves on an arrow
// key. Typing on the closed button chooses the matching option. It submits nothing (no caller
// posts a form by it); errorMessage and isInvalid show under it.
import { useId, useState } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import { FieldMessages, useNativeField, WithRequiredMark, type FieldBaseProps } from './Field';
import { ListboxButton } from './ListboxButton';
import type { Option } from './options';
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
  /** Shown while nothing is chosen. */
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

function ListboxSelect({ options, value, defaultValue, placeholder, onChange, label, hideLabel, description, errorMessage, id, isInvalid, isRequired, labelOptionsByButton, ...props }: SelectProps) {
  const generated = useId();
  const buttonId = id ? `${id}-select-button` : generated;
  const captionId = `${buttonId}-caption`;
  const state = useNativeField({ id: buttonId, description, errorMessage, isInvalid });
  const known = (key: string | null | undefined) => (key != null && options.some((o) => o.id === key) ? key : null);
  const [own, setOwn] = useState(() => known(defaultValue));
  return (
    <div className={field.field} data-invalid={state.isInvalid || undefined}>
      <WithRequiredMark isRequired={isRequired && !hideLabel}>
        <span id={`${buttonId}-l`} className={hideLabel ? visuallyHidden : field.label}>
          {label}
        </span>
      </WithRequiredMark>
      <ListboxButton
        id={buttonId}
        listboxId={id ? `${id}-select-options` : undefined}
        // Named as React Aria's Select named it: the value, then the label ("Dark Theme").
        aria-labelledby={`${buttonId}-value ${buttonId}-l`}
        aria-describedby={state.describedBy}
        listboxLabelledBy={labelOptionsByButton ? `${buttonId} ${captionId}` : `${buttonId}-l`}
        options={options}
        value={value === undefined ? own : known(value)}
        onChoose={(key) => {
          setOwn(key);
          onChange?.(key);
        }}
        empty={labelOptionsByButton ? <span data-placeholder={placeholder} className={styles.drawnPlaceholder} /> : placeholder}
        isDisabled={props.isDisabled}
        autoFocus={props.autoFocus}
        typeToChoose
      />
      <FieldMessages state={state} description={description} />
      {labelOptionsByButton && (
        <span id={captionId} hidden>
          {label}
        </span>
      )}
    </div>
  );
}
