// Why the flags list is empty, for its empty state: no flags at all, or which filter (the search
// included) left nothing. Filters are applied in the order they appear (search, type, status,
// then the chips); the first one after which no flag is left is the one named, with how many
// flags matched before it and how many it matches on its own.
import { chipMatches, EVALUATED, evaluatedMatches, statusMatches, typeMatches, type Evaluated, type FilterableFlag, type FlagFilters, type FlagStatus, type FlagType, type MetadataChip } from './filters';

export type ActiveFilter =
  | { kind: 'search'; text: string }
  | { kind: 'type'; type: FlagType }
  | { kind: 'status'; status: FlagStatus }
  | { kind: 'metadata'; chip: MetadataChip }
  | { kind: 'evaluated'; evaluated: Evaluated };

/** The list's search: its text and the test the list applies. */
export type Search<T> = { text: string; matches: (flag: T) => boolean };

export type EmptyReason =
  | { kind: 'no-flags' }
  | { kind: 'hidden'; by: ActiveFilter; matchedBefore: number; matchesAlone: number };

/** The filters in effect, in the order they apply. */
export function activeFilters(filters: FlagFilters, searchText = ''): ActiveFilter[] {
  return [
    ...(searchText.trim() ? [{ kind: 'search' as const, text: searchText.trim() }] : []),
    ...(filters.type ? [{ kind: 'type' as const, type: filters.type }] : []),
    ...(filters.status ? [{ kind: 'status' as const, status: filters.status }] : []),
    ...filters.metadata.map((chip) => ({ kind: 'metadata' as const, chip })),
    ...(filters.evaluated ? [{ kind: 'evaluated' as const, evaluated: filters.evaluated }] : []),
  ];
}

function test<T extends FilterableFlag>(filter: ActiveFilter, search?: Search<T>): (flag: T) => boolean {
  if (filter.kind === 'search') return (flag) => search?.matches(flag) ?? true;
  if (filter.kind === 'type') return (flag) => typeMatches(filter.type, flag);
  if (filter.kind === 'status') return (flag) => statusMatches(filter.status, flag);
  if (filter.kind === 'evaluated') return (flag) => evaluatedMatches(filter.evaluated, flag);
  return (flag) => chipMatches(filter.chip, flag);
}

/** Why nothing is listed; null when some flag passes. */
export function explainEmpty<T extends FilterableFlag>(flags: readonly T[], filters: FlagFilters, search?: Search<T>): EmptyReason | null {
  if (!flags.length) return { kind: 'no-flags' };
  let left = flags;
  for (const filter of activeFilters(filters, search?.text)) {
    const passes = test(filter, search);
    const next = left.filter(passes);
    if (!next.length) return { kind: 'hidden', by: filter, matchedBefore: left.length, matchesAlone: flags.filter(passes).length };
    left = next;
  }
  return null;
}

/** A filter in words, for chips and the empty state: `type Boolean`, `team = payments`. */
export function describeFilter(filter: ActiveFilter): string {
  if (filter.kind === 'search') return `search "${filter.text}"`;
  if (filter.kind === 'type') return `type ${filter.type === 'BOOLEAN_FLAG_TYPE' ? 'Boolean' : 'Variant'}`;
  if (filter.kind === 'status') return `status ${filter.status}`;
  if (filter.kind === 'evaluated') return EVALUATED[filter.evaluated].toLowerCase().replace(/^(not )?/, '$1evaluated ');
  return filter.chip.value === null ? `has ${filter.chip.key}` : `${filter.chip.key} = ${filter.chip.value}`;
}
