// The flags list's filter bar (Flipt #3739, #5667): type, status, with analytics evaluations
// (issue 41), and metadata chips (all must hold), next to the search; every change goes into the
// URL and back to page 1.
import { Button, IconButton, CloseIcon, Select } from '../../design/components';
import type { Counting } from '../evaluation-counts';
import { activeFilters, addChip, describeFilter, EVALUATED, NO_FILTERS, removeChip, type FilterableFlag, type FlagFilters } from '../flag-filters';
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

const EVALUATIONS = [{ id: 'any', label: 'Any' }, ...Object.entries(EVALUATED).map(([id, label]) => ({ id, label }))];

/** Props of FilterBar. */
export interface FilterBarProps {
  flags: readonly FilterableFlag[];
  filters: FlagFilters;
  onChange: (filters: FlagFilters) => void;
  /** The metadata input is in use: its suggestions want every flag. */
  onMetadataTyped?: () => void;
  /** The evaluated filter's counting; null without analytics (no such filter). */
  counting?: Counting | null;
}

/** Type, status and evaluated pickers, the counting's progress, the metadata input, its chips and "Clear filters". */
export function FilterBar({ flags, filters, onChange, onMetadataTyped, counting }: FilterBarProps) {
  // One picker per filter of a few values, 'any' for none.
  const picker = (name: 'type' | 'status' | 'evaluated', label: string, options: { id: string; label: string }[]) => (
    <div className={styles.select}>
      <Select label={label} options={options} value={filters[name] ?? 'any'} onChange={(id) => onChange({ ...filters, [name]: id === 'any' ? null : id })} />
    </div>
  );
  return (
    <div className={styles.bar} role="group" aria-label="Filters">
      {picker('type', 'Type', TYPES)}
      {picker('status', 'Status', STATUSES)}
      {counting && picker('evaluated', 'Evaluated', EVALUATIONS)}
      {counting && (
        <span role="status" className={styles.counting}>
          {counting.done < counting.total && `Counting evaluations: ${counting.done} of ${counting.total} flags`}
        </span>
      )}
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
