// The pure steps behind a client-side list of up to ~10,000 rows (DESIGN.md §6: a keystroke must
// cost ≤ 16 ms). Work is split by how often it must be redone: lowercasing the search text at the
// first search after a data change, sorting on data or sort change, and only a substring scan per
// keystroke.
import type { Sorting } from '../../stores/tables';

/**
 * A row with its lowercased search text, made from the row by `of` at its first search and kept
 * while the data stays: a list never searched holds no copy of its rows' text (issue 28: heap).
 */
export type Indexed<T> = { row: T; of: (row: T) => string; text?: string };

/** A value a column sorts by. */
export type SortValue = string | number;

// One collator for every comparison (localeCompare with options builds one per call), made at the
// first sort: building it loads the browser's locale data, which a list drawn unsorted does not
// need before its first rows (issue 38).
let collator: Intl.Collator | undefined;

const compare = (a: SortValue, b: SortValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })).compare(String(a), String(b));

/** Each row, to be searched in `searchText`. */
export function indexRows<T>(rows: readonly T[], searchText: (row: T) => string): Indexed<T>[] {
  return rows.map((row) => ({ row, of: searchText }));
}

/** The rows ordered by `value` (stable), each value read once; descending reverses the order. */
export function sortRows<T>(rows: Indexed<T>[], value: (row: T) => SortValue, direction: Sorting['direction']): Indexed<T>[] {
  const sign = direction === 'descending' ? -1 : 1;
  const keyed = rows.map((entry) => ({ entry, value: value(entry.row) }));
  keyed.sort((a, b) => sign * compare(a.value, b.value));
  return keyed.map((k) => k.entry);
}

/** The rows whose search text holds `query` (trimmed, case-insensitive), in their order. */
export function filterRows<T>(rows: Indexed<T>[], query: string): Indexed<T>[] {
  const needle = query.trim().toLowerCase();
  return needle ? rows.filter((entry) => (entry.text ??= entry.of(entry.row).toLowerCase()).includes(needle)) : rows;
}

/**
 * filterRows with a memory of earlier searches over the same rows: a search whose text contains an
 * earlier one only scans that one's matches, and going back (Backspace) costs nothing.
 */
export function searcher<T>(rows: Indexed<T>[]): (query: string) => Indexed<T>[] {
  const found = new Map<string, Indexed<T>[]>([['', rows]]);
  return (query) => {
    const needle = query.trim().toLowerCase();
    let result = found.get(needle);
    if (result) return result;
    let from = rows;
    for (const [earlier, matches] of found) if (needle.includes(earlier) && matches.length < from.length) from = matches;
    result = filterRows(from, needle);
    if (found.size > 50) found.clear();
    found.set(needle, result);
    return result;
  };
}

/** Milliseconds since the epoch of an ISO time, 0 when missing, so times sort as numbers. */
export const timeValue = (value: string | undefined) => (value ? Date.parse(value) || 0 : 0);

/** The sort the URL names (`sort`, `dir=desc`), or null. */
export function sortFromParams(params: URLSearchParams): Sorting | null {
  const column = params.get('sort');
  return column ? { column, direction: params.get('dir') === 'desc' ? 'descending' : 'ascending' } : null;
}

/** A copy of `params` with `changes` applied (null deletes). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The URL changes that express a sort. */
export const sortParams = (sort: Sorting): Record<string, string | null> => ({
  sort: sort.column,
  dir: sort.direction === 'descending' ? 'desc' : null,
});
