// A listbox button named by its value ("Default"), with its caption ("Namespace") as description:
// how Flipt names its namespace pickers, which operators' scripts click by the namespace's name.
// It submits nothing; its list is non-modal, like Flipt's: a press elsewhere (another link of the
// sidebar) acts at once and closes it.
import { useId } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import * as field from '../recipes/field.css';
import { ListboxButton } from './ListboxButton';
import type { Option } from './options';

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

/** A single-choice listbox button whose accessible name is the chosen option's label. */
export function ValueSelect({ label, hideLabel, options, value, onChange, isDisabled, id, description }: ValueSelectProps) {
  const generated = useId();
  const buttonId = id ? `${id}-select-button` : generated;
  return (
    <div className={field.field}>
      <span id={`${buttonId}-caption`} className={hideLabel ? visuallyHidden : field.label}>
        {label}
      </span>
      <ListboxButton
        id={buttonId}
        listboxId={id ? `${id}-select-options` : undefined}
        listboxLabelledBy={buttonId}
        aria-describedby={`${buttonId}-caption${description ? ` ${buttonId}-note` : ''}`}
        options={options}
        value={value ?? null}
        onChoose={(key) => onChange?.(key)}
        isDisabled={isDisabled}
        isNonModal
      />
      {description && (
        <span id={`${buttonId}-note`} className={field.description}>
          {description}
        </span>
      )}
    </div>
  );
}
