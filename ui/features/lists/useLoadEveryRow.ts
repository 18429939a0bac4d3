// Asks for the rest of a list shown from its first page once the view needs it (issue 15).
import { useEffect } from 'react';
import type { ListRest } from './RestStatus';

/** Loads the rest of the list when `needed` (a search, sort, filter or later page) and it is not on its way. */
export function useLoadEveryRow(rest: ListRest, needed: boolean): void {
  const loadAll = rest && !rest.loading && needed ? rest.loadAll : null;
  useEffect(() => loadAll?.(), [loadAll]);
}
