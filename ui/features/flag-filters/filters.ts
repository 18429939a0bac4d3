// Filters of the flags list (Flipt #3739, #5667): by type, by status, and by metadata chips that
// must all hold (AND). A chip is `key=value`, or a bare `key` for "has this key". With analytics,
// by evaluations: in the last 24 hours, none in the last 24 hours, none in 7 days (issue 41).

export type FlagType = 'VARIANT_FLAG_TYPE' | 'BOOLEAN_FLAG_TYPE';
export type FlagStatus = 'enabled' | 'disabled';
/** A metadata condition: the key holds the value (as text), or with `value: null`, the key is set. */
export type MetadataChip = { key: string; value: string | null };

/** Evaluated in the last 24 hours, not in the last 24 hours, not in the last 7 days. */
export const EVALUATED = { '24h': 'In the last 24 h', 'not-24h': 'Not in the last 24 h', 'not-7d': 'Not in 7 days' } as const;
export type Evaluated = keyof typeof EVALUATED;

export type FlagFilters = { type: FlagType | null; status: FlagStatus | null; metadata: MetadataChip[]; evaluated: Evaluated | null };

export const NO_FILTERS: FlagFilters = { type: null, status: null, metadata: [], evaluated: null };

/**
 * What the filters read of a flag (the flags list's items have it); `evaluations` is its count in
 * the evaluated filter's window, once counted (null: the server counts none).
 */
export type FilterableFlag = { type: string; enabled: boolean; metadata?: Record<string, unknown>; evaluations?: number | null };

/** The window the evaluated filter counts in. */
export const evaluatedWindow = (evaluated: Evaluated) => (evaluated === 'not-7d' ? '7d' : '24h');

/** A flag not counted yet, or that could not be, stays listed. */
export const evaluatedMatches = (evaluated: Evaluated, { evaluations: n }: FilterableFlag) => n == null || (evaluated === '24h' ? n > 0 : n === 0);

/** A metadata value as a chip compares it: text as it is, anything else as JSON. */
export function metadataText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

export const chipMatches = (chip: MetadataChip, flag: FilterableFlag) => {
  const metadata = flag.metadata ?? {};
  if (!Object.hasOwn(metadata, chip.key)) return false;
  return chip.value === null || metadataText(metadata[chip.key]) === chip.value;
};

export const typeMatches = (type: FlagType, flag: FilterableFlag) => flag.type === type;
export const statusMatches = (status: FlagStatus, flag: FilterableFlag) => flag.enabled === (status === 'enabled');

/** Whether a flag passes every filter. */
export function matchesFilters(flag: FilterableFlag, filters: FlagFilters): boolean {
  return (
    (filters.type === null || typeMatches(filters.type, flag)) &&
    (filters.status === null || statusMatches(filters.status, flag)) &&
    filters.metadata.every((chip) => chipMatches(chip, flag)) &&
    (filters.evaluated === null || evaluatedMatches(filters.evaluated, flag))
  );
}

/** Whether any filter is set. */
export const isFiltering = (f: FlagFilters) => f.type !== null || f.status !== null || f.metadata.length > 0 || f.evaluated !== null;

/** The flags that pass every filter, in their order (the same array when no filter is set). */
export function applyFlagFilters<T extends FilterableFlag>(flags: readonly T[], filters: FlagFilters): readonly T[] {
  return isFiltering(filters) ? flags.filter((flag) => matchesFilters(flag, filters)) : flags;
}

const sameChip = (a: MetadataChip, b: MetadataChip) => a.key === b.key && a.value === b.value;

/** The filters with a chip added (once). */
export function addChip(filters: FlagFilters, chip: MetadataChip): FlagFilters {
  return filters.metadata.some((c) => sameChip(c, chip)) ? filters : { ...filters, metadata: [...filters.metadata, chip] };
}

/** The filters without a chip. */
export function removeChip(filters: FlagFilters, chip: MetadataChip): FlagFilters {
  return { ...filters, metadata: filters.metadata.filter((c) => !sameChip(c, chip)) };
}
