// The flags list's filters as the URL holds them (flag-filters' `type`, `status` and `meta`
// parameters, next to the list's search, sort and page), so a link or a reload keeps them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { FILTER_PARAMS, filtersFromParams, withFilters, type FlagFilters } from '../flag-filters';

/** The filters the URL names, and a setter that writes them there (back on page 1). */
export function useFlagFilters() {
  const [params, setParams] = useSearchParams();
  const text = FILTER_PARAMS.map((name) => params.getAll(name).join('\n')).join('\n\n');
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(params)), [text]);
  const setFilters = useCallback((next: FlagFilters) => setParams((p) => withFilters(p, next), { replace: true }), [setParams]);
  return { filters, setFilters };
}
