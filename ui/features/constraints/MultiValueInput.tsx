// The value of 'is one of' / 'is not one of': entries typed one at a time (Enter or Add) and shown
// as removable chips; the list is stored as JSON array text (SPEC §4).
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, TextField } from '../../design/components';
import { Chips } from './Chips';
import { addItem, parseList, removeItem, serialiseList } from './list';
import * as styles from './constraints.css';

/** Props of MultiValueInput. */
export interface MultiValueInputProps {
  /** The stored value: a JSON array text, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Entries must be numbers (Number constraints). */
  numeric: boolean;
  /** The form's message for the list (e.g. 'Value is required'), shown once touched. */
  errorMessage?: string | undefined;
  onBlur?: () => void;
}

/** A list input: a text field, an Add button and the chips of what was added. */
export function MultiValueInput({ value, onChange, numeric, errorMessage, onBlur }: MultiValueInputProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const items = parseList(value) ?? [];
  const add = () => {
    const next = addItem(items, draft, numeric);
    setProblem(next.error);
    if (next.error) return;
    if (next.items !== items) onChange(serialiseList(next.items));
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter adds the entry instead of submitting the form
    add();
  };
  const remove = (index: number) => {
    onChange(serialiseList(removeItem(items, index)));
    field.current?.querySelector('input')?.focus(); // the pressed chip is gone; keep focus in the field
  };
  const message = problem ?? errorMessage;
  return (
    <>
      <div className={styles.entry} ref={field}>
        <TextField
          label="Values"
          description={`Press Enter or Add after each ${numeric ? 'number' : 'value'}.`}
          inputMode={numeric ? 'decimal' : undefined}
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          isInvalid={!!message}
          errorMessage={message}
        />
        <span className={styles.entryButton}>
          <Button onPress={add}>Add</Button>
        </span>
      </div>
      {items.length > 0 && <Chips items={items} label="Added values" onRemove={remove} />}
    </>
  );
}
