// The metadata filter's input: type `key` (has the key) or `key=value`, with the namespace's keys
// (then that key's values) suggested as you type, most used first; Enter or "Add filter" adds the
// chip. The suggestions are a native <datalist>, so the input is a combobox the browser drives.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, TextField } from '../../design/components';
import { chipFromParam, metadataKeySuggestions, metadataValueSuggestions, type FilterableFlag, type MetadataChip } from '../flag-filters';
import * as styles from './ListTools.css';

/** Props of MetadataFilter. */
export interface MetadataFilterProps {
  /** The namespace's flags, whose metadata is suggested. */
  flags: readonly FilterableFlag[];
  chips: MetadataChip[];
  onAdd: (chip: MetadataChip) => void;
  /** Typing started: the suggestions want every flag of the namespace. */
  onType?: () => void;
}

/** What to suggest for the text typed so far: keys, or once a `=` is typed, that key's values. */
function suggestionsFor(flags: FilterableFlag[], typed: string, chips: MetadataChip[]): string[] {
  const at = typed.indexOf('=');
  if (at < 0) return metadataKeySuggestions(flags, typed, chips).map((s) => s.text);
  const key = typed.slice(0, at);
  return metadataValueSuggestions(flags, key, typed.slice(at + 1)).map((s) => `${key}=${s.text}`);
}

/** The metadata chip input with its suggestions and add button. */
export function MetadataFilter({ flags, chips, onAdd, onType }: MetadataFilterProps) {
  const [text, setText] = useState('');
  const listId = useId();
  const chip = chipFromParam(text.trim());
  const type = (next: string) => {
    setText(next);
    onType?.();
  };
  const add = () => {
    if (!chip) return;
    onAdd(chip);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className={styles.metadata}>
      <TextField label="Metadata" placeholder="key or key=value" mono list={listId} autoComplete="off" value={text} onChange={type} onKeyDown={onKeyDown} />
      <datalist id={listId}>
        {suggestionsFor([...flags], text, chips).map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <Button onPress={add} isDisabled={!chip}>
        Add filter
      </Button>
    </div>
  );
}
