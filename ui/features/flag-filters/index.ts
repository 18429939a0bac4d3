// Flags list filters: type, status, metadata chips and evaluations (AND), kept in the URL next to the search,
// with metadata suggestions and the empty state's explanation. Pure logic; the list wires it up.
export { addChip, applyFlagFilters, EVALUATED, evaluatedWindow, isFiltering, matchesFilters, metadataText, NO_FILTERS, removeChip } from './filters';
export type { Evaluated, FilterableFlag, FlagFilters, FlagStatus, FlagType, MetadataChip } from './filters';
export { chipFromParam, chipParam, FILTER_PARAMS, filtersFromParams, withFilters } from './url';
export { metadataKeySuggestions, metadataValueSuggestions, type Suggestion } from './suggestions';
export { activeFilters, describeFilter, explainEmpty, type ActiveFilter, type EmptyReason, type Search } from './empty';
