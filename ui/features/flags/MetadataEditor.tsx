// A flag's metadata, one row an entry (UI-INVENTORY §2.8, as in Flipt's console): key, value type
// and value, with "Add Metadata" under them. Saved entries are locked (shown, sent back as saved)
// until "Edit" unlocks one; "Remove metadata entry" drops one. A repeated or missing key, or a
// value not of its type, shows beside the entry and keeps the form from saving. The test ids
// (metadata-key-N, metadata-type-N, metadata-value-N) are the ones operators' scripts use. A saved
// text shows bidi controls as their escapes, as the JSON editors do (issue 13).
import { useId } from 'react';
import { escapedControls } from '../../lib/text';
import { Button, EditIcon, IconButton, JsonEditor, NativeSelect, PlusIcon, TextField, TrashIcon } from '../../design/components';
import { entryProblems, newEntry, withType, type MetadataEntry } from './metadata';
import { MetadataTypeMenu } from './MetadataTypeMenu';
import * as styles from './MetadataEditor.css';

/** Props of MetadataEditor. */
export interface MetadataEditorProps {
  entries: readonly MetadataEntry[];
  onChange: (entries: MetadataEntry[]) => void;
  isDisabled?: boolean;
  /** Show every entry's problems (after a submit), not only those of entries changed. */
  showAll?: boolean;
}

const BOOLEANS = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

/** The metadata rows. */
export function MetadataEditor({ entries, onChange, isDisabled, showAll }: MetadataEditorProps) {
  const headingId = useId();
  const problems = entryProblems(entries);
  const update = (index: number, next: MetadataEntry) => onChange(entries.map((e, i) => (i === index ? next : e)));
  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <span id={headingId} className={styles.heading}>
        Metadata
      </span>
      <span className={styles.help}>Optional. Key and value pairs kept with the flag.</span>
      {entries.map((entry, index) => {
        const n = index + 1;
        const shown = (showAll || entry.touched ? problems[index] : undefined) ?? {};
        const locked = entry.locked || !!isDisabled;
        const set = (patch: Partial<MetadataEntry>) => update(index, { ...entry, ...patch, touched: true });
        const valueField = { label: `Metadata value ${n}`, hideLabel: true, isDisabled: locked, isInvalid: !!shown.value, errorMessage: shown.value };
        return (
          <div key={index} className={styles.row}>
            <TextField
              label={`Metadata key ${n}`}
              hideLabel
              placeholder="Key"
              mono
              data-testid={`metadata-key-${index}`}
              value={entry.key}
              isDisabled={locked}
              isInvalid={!!shown.key}
              errorMessage={shown.key}
              onChange={(key) => set({ key })}
            />
            <MetadataTypeMenu n={n} testId={`metadata-type-${index}`} value={entry.type} isDisabled={locked} onChange={(type) => update(index, withType(entry, type))} />
            <div className={styles.value}>
              {entry.type === 'object' || entry.type === 'array' ? (
                <div data-testid={`metadata-value-${index}`}>
                  <JsonEditor {...valueField} rows={3} value={entry.text} onChange={(text) => set({ text })} />
                </div>
              ) : entry.type === 'boolean' ? (
                <NativeSelect {...valueField} data-testid={`metadata-value-${index}`} options={BOOLEANS} value={entry.text} onChange={(text) => set({ text })} />
              ) : (
                <TextField {...valueField} placeholder="Value" type={entry.type === 'number' ? 'number' : 'text'} data-testid={`metadata-value-${index}`} value={entry.locked ? escapedControls(entry.text) : entry.text} onChange={(text) => set({ text })} />
              )}
            </div>
            <div className={styles.buttons}>
              {entry.locked && (
                <IconButton icon={EditIcon} label={`Edit metadata entry ${entry.key}`} isDisabled={isDisabled} onPress={() => update(index, { ...entry, locked: false })} />
              )}
              <IconButton
                icon={TrashIcon}
                label={`Remove metadata entry ${entry.key}`.trim()}
                isDisabled={isDisabled}
                onPress={() => onChange(entries.filter((_, i) => i !== index))}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button icon={PlusIcon} isDisabled={isDisabled} onPress={() => onChange([...entries, newEntry()])}>
          Add Metadata
        </Button>
      </div>
    </div>
  );
}
