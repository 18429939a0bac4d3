// The compare screen's filters: only the differences (the default), one kind, keys containing a text.
// Memoised: a keystroke in the key field renders nothing here (the field keeps its own text).
import { memo } from 'react';
import { Checkbox, Select, SearchField } from '../../design/components';
import type { Kind } from './model';
import * as styles from './compare.css';

/** Props of CompareFilters. */
export interface CompareFiltersProps {
  all: boolean;
  kind: Kind | null;
  /** The key field's text when it (re)starts. */
  keyText: string;
  onChange: (name: 'all' | 'kind', value: string | null) => void;
  onKey: (text: string) => void;
  /** A new value starts the key field afresh (the URL changed it). */
  keyGeneration: number;
}

const KINDS = [
  { id: 'both', label: 'Flags and segments' },
  { id: 'flag', label: 'Flags' },
  { id: 'segment', label: 'Segments' },
];

/** The filter row. */
export const CompareFilters = memo(function CompareFilters({ all, kind, keyText, onChange, onKey, keyGeneration }: CompareFiltersProps) {
  return (
    <div className={styles.row}>
      <Checkbox label="Only differences" isSelected={!all} onChange={(on) => onChange('all', on ? null : '1')} />
      <Select label="Kind" options={KINDS} value={kind ?? 'both'} onChange={(id) => onChange('kind', id === 'both' ? null : (id as Kind))} />
      <SearchField key={keyGeneration} label="Filter by key" placeholder="Key contains" defaultValue={keyText} onChange={onKey} />
    </div>
  );
});
