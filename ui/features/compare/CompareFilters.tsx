// The compare screen's filters: only the differences (the default), one kind, keys containing a text.
import { Checkbox, Select } from '../../design/components';
import { ListSearch, type ListView } from '../lists';
import type { Kind } from './model';
import * as styles from './compare.css';

/** Props of CompareFilters. */
export interface CompareFiltersProps {
  all: boolean;
  kind: Kind | null;
  onChange: (name: 'all' | 'kind', value: string | null) => void;
  /** The key search, as the list view gives it. */
  search: ListView<unknown>['search'];
}

const KINDS = [
  { id: 'both', label: 'Flags and segments' },
  { id: 'flag', label: 'Flags' },
  { id: 'segment', label: 'Segments' },
];

/** The filter row. */
export function CompareFilters({ all, kind, onChange, search }: CompareFiltersProps) {
  return (
    <div className={styles.row}>
      <Checkbox label="Only differences" isSelected={!all} onChange={(on) => onChange('all', on ? null : '1')} />
      <Select label="Kind" options={KINDS} value={kind ?? 'both'} onChange={(id) => onChange('kind', id === 'both' ? null : (id as Kind))} />
      <ListSearch label="Filter by key" value={search.value} generation={search.generation} onChange={search.onChange} />
    </div>
  );
}
