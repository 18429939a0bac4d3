// The flags list's filter bar (Flipt #3739, #5667): type, status and metadata chips (all must
// hold), next to the search; every change goes into the URL and back to page 1.
import { Button, IconButton, CloseIcon, Select } from '../../design/components';
import { activeFilters, addChip, describeFilter, NO_FILTERS, removeChip, type FilterableFlag, type FlagFilters } from '../flag-filters';
import { MetadataFilter } from './MetadataFilter';
import * as styles from './ListTools.css';

const TYPES = [
  { id: 'any', label: 'All types' },
  { id: 'BOOLEAN_FLAG_TYPE', label: 'Boolean' },
  { id: 'VARIANT_FLAG_TYPE', label: 'Variant' },
];

const STATUSES = [
  { id: 'any', label: 'All statuses' },
  { id: 'enabled', label: 'Enabled' },
  { id: 'disabled', label: 'Disabled' },
];

/** Props of FilterBar. */
export interface FilterBarProps {
  flags: readonly FilterableFlag[];
  filters: FlagFilters;
  onChange: (filters: FlagFilters) => void;
  /** The metadata input is in use: its suggestions want every flag. */
  onMetadataTyped?: () => void;
}

/** Type and status pickers, the metadata input, its chips and "Clear filters". */
export function FilterBar({ flags, filters, onChange, onMetadataTyped }: FilterBarProps) {
  const pick = (id: string) => (id === 'any' ? null : id);
  return (
    <div className={styles.bar} role="group" aria-label="Filters">
      <div className={styles.select}>
        <Select label="Type" options={TYPES} value={filters.type ?? 'any'} onChange={(id) => onChange({ ...filters, type: pick(id) as FlagFilters['type'] })} />
      </div>
      <div className={styles.select}>
        <Select label="Status" options={STATUSES} value={filters.status ?? 'any'} onChange={(id) => onChange({ ...filters, status: pick(id) as FlagFilters['status'] })} />
      </div>
      <MetadataFilter flags={flags} chips={filters.metadata} onAdd={(chip) => onChange(addChip(filters, chip))} onType={onMetadataTyped} />
      {filters.metadata.length > 0 && (
        <ul className={styles.chips} aria-label="Metadata filters">
          {filters.metadata.map((chip) => {
            const text = describeFilter({ kind: 'metadata', chip });
            return (
              <li key={text} className={styles.chip}>
                {text}
                <IconButton icon={CloseIcon} size="sm" label={`Remove filter ${text}`} onPress={() => onChange(removeChip(filters, chip))} />
              </li>
            );
          })}
        </ul>
      )}
      {activeFilters(filters).length > 0 && <Button onPress={() => onChange(NO_FILTERS)}>Clear filters</Button>}
    </div>
  );
}
