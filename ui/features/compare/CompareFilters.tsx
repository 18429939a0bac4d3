// The compare screen's filters: only the differences (the default), one kind, keys containing a text.
import { Checkbox, Select, SearchField } from '../../design/components';
import type { Kind } from './model';
import type { CompareFilters as Filters } from './view';
import * as styles from './compare.css';

/** Props of CompareFilters. */
export interface CompareFiltersProps {
  filters: Filters;
  onChange: (name: 'all' | 'kind' | 'key', value: string | null) => void;
}

const KINDS = [
  { id: 'both', label: 'Flags and segments' },
  { id: 'flag', label: 'Flags' },
  { id: 'segment', label: 'Segments' },
];

/** The filter row. */
export function CompareFilters({ filters, onChange }: CompareFiltersProps) {
  return (
    <div className={styles.row}>
      <Checkbox label="Only differences" isSelected={!filters.all} onChange={(on) => onChange('all', on ? null : '1')} />
      <Select label="Kind" options={KINDS} value={filters.kind ?? 'both'} onChange={(id) => onChange('kind', id === 'both' ? null : (id as Kind))} />
      <SearchField label="Filter by key" placeholder="Key contains" defaultValue={filters.key} onChange={(text) => onChange('key', text)} />
    </div>
  );
}
