// The columns of the flags list (UI-INVENTORY §2.7): key, name, type, fallback (the default value:
// no "Default" in its name, which operators' scripts use for the namespace picker), status (a
// switch, Flipt #3618), with analytics the last day's evaluations, and times.
import { EvaluationsCell, type Tally } from '../evaluation-counts';
import { FILTER_PARAMS, filtersFromParams, isFiltering, matchesFilters } from '../flag-filters';
import { keyColumn, nameColumn, searchText, shortText, timeColumn, type ListColumn, type ListOptions, type RowFilter } from '../lists';
import { defaultValueText, EnabledSwitch } from './EnabledSwitch';
import { flagTypeLabel, type Flag } from './schema';

/** The fallback on one line, whole in its title (a long variant key is cut). */
function fallbackCell(flag: Flag) {
  const text = defaultValueText(flag);
  return (
    <code className={shortText} title={text}>
      {text}
    </code>
  );
}

/** The flags table's columns, in order; each sorts. A narrow list drops Updated, Created, then Fallback (`drop`). */
export const flagColumns: ListColumn<Flag>[] = [
  keyColumn,
  nameColumn,
  { id: 'type', label: 'Type', cell: (flag) => flagTypeLabel(flag.type), sort: (flag) => flagTypeLabel(flag.type), width: '5.5rem' },
  { id: 'default', label: 'Fallback', cell: fallbackCell, sort: defaultValueText, width: '7rem', drop: 3 },
  // A card keeps the switch beside the key, where it stays whatever the row's other values.
  { id: 'enabled', label: 'Status', cell: (flag) => <EnabledSwitch flag={flag} />, sort: (flag) => (flag.enabled ? 1 : 0), width: '6rem', stack: 'pin' },
  timeColumn('createdAt', 'Created'),
  timeColumn('updatedAt', 'Updated'),
];

/** With analytics on (issue 41): each row's last 24 hours of evaluations, read once on screen. */
const evaluationsColumn: ListColumn<Flag> = { id: 'evaluations', label: 'Evaluations (24 h)', cell: (flag) => <EvaluationsCell flagKey={flag.key} />, sort: () => 0, unsorted: true, width: '8.5rem', drop: 2 };

export const flagColumnsWithEvaluations = [...flagColumns.slice(0, 5), evaluationsColumn, ...flagColumns.slice(5)];

/** The type, status, metadata and evaluated filters the address names, as the list pipeline's filter; null when none. */
function flagFilter(params: URLSearchParams): RowFilter<Flag> | null {
  const filters = filtersFromParams(params);
  if (!isFiltering(filters)) return null;
  const key = FILTER_PARAMS.map((name) => params.getAll(name).join('\n')).join('\n\n');
  return { key, test: (flag) => matchesFilters(flag, filters) };
}

/** The flags with their counts in the evaluated filter's window, once every one is counted. */
export const withEvaluations = <T extends { key: string }>(flags: T[], tallies: ReadonlyMap<string, Tally | false> | undefined): T[] =>
  tallies ? flags.map((f) => ({ ...f, evaluations: tallyTotal(tallies.get(f.key)) })) : flags;

const tallyTotal = (tally: Tally | false | undefined): number | null => (tally ? tally.total : null);

/** How the flags list filters, searches, sorts (remembered per browser, SPEC §3) and pages. */
export const flagList: ListOptions<Flag> = { columns: flagColumns, searchText, remember: 'flags', filter: flagFilter };
