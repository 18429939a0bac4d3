// What the flags table says when the filters (the search included) leave no row: which filter
// hid the last flags, and buttons to remove that one or every filter.
import { Button } from '../../design/components';
import { describeFilter, explainEmpty, NO_FILTERS, removeChip, type ActiveFilter, type FlagFilters } from '../flag-filters';
import { searchText } from '../lists';
import type { Flag } from './schema';
import * as styles from './ListTools.css';

/** Props of NoMatch. */
export interface NoMatchProps {
  flags: readonly Flag[];
  filters: FlagFilters;
  query: string;
  onFilters: (filters: FlagFilters) => void;
  onSearch: (text: string) => void;
}

const plural = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

/** The filters without `filter`. */
function without(filters: FlagFilters, filter: ActiveFilter): FlagFilters {
  if (filter.kind === 'type') return { ...filters, type: null };
  if (filter.kind === 'status') return { ...filters, status: null };
  if (filter.kind === 'metadata') return removeChip(filters, filter.chip);
  if (filter.kind === 'evaluated') return { ...filters, evaluated: null };
  return filters;
}

/** The explanation and the ways out; null when some flag matches. */
export function NoMatch({ flags, filters, query, onFilters, onSearch }: NoMatchProps) {
  const needle = query.trim().toLowerCase();
  const reason = explainEmpty(flags, filters, { text: query, matches: (flag) => searchText(flag).toLowerCase().includes(needle) });
  if (reason?.kind !== 'hidden') return null;
  const { by, matchedBefore, matchesAlone } = reason;
  const name = describeFilter(by);
  const remove = () => (by.kind === 'search' ? onSearch('') : onFilters(without(filters, by)));
  return (
    <div className={styles.noMatch}>
      <p>
        {matchedBefore === flags.length
          ? `None of the ${plural(flags.length)} matches ${name}.`
          : `No flags match: ${name} hides the ${plural(matchedBefore)} the filters before it leave (on its own it matches ${plural(matchesAlone)}).`}
      </p>
      <div className={styles.bar}>
        <Button onPress={remove}>{`Remove ${name}`}</Button>
        <Button
          onPress={() => {
            onSearch('');
            onFilters(NO_FILTERS);
          }}
        >
          Clear all filters
        </Button>
      </div>
    </div>
  );
}
