// What the operator chose to promote: per entry, the parts that differ (a whole flag is all of
// them; a flag or segment only in A is chosen whole, with no parts).
import { useCallback, useMemo, useState } from 'react';
import { entryId, partsOf, type Entry, type Part } from './model';
import type { Selection } from './promote';

/** Whether an entry can be promoted at all: only in A, or different. */
export const promotable = (e: Entry) => e.status === 'only-a' || e.status === 'different';

/** The entry's parts after `change` (null: not chosen). */
function apply(prev: Selection, entry: Entry, change: (had: readonly Part[] | undefined) => readonly Part[] | null): Selection {
  const next = new Map(prev);
  const parts = change(prev.get(entryId(entry)));
  if (parts === null) next.delete(entryId(entry));
  else next.set(entryId(entry), parts);
  return next;
}

/** The selection with its toggles (stable, so memoised cards keep still while others change). */
export function useSelection() {
  const [chosen, setChosen] = useState<Selection>(new Map());
  /** The whole entry on or off. */
  const toggleEntry = useCallback((entry: Entry, on: boolean) => setChosen((prev) => apply(prev, entry, () => (on ? (entry.status === 'only-a' ? [] : partsOf(entry)) : null))), []);
  /** One part of a differing entry on or off. */
  const togglePart = useCallback((entry: Entry, part: Part, on: boolean) =>
    setChosen((prev) =>
      apply(prev, entry, (had = []) => {
        const parts = partsOf(entry).filter((p) => (p === part ? on : had.includes(p)));
        return parts.length ? parts : null;
      }),
    ), []);
  const clear = useCallback(() => setChosen(new Map()), []);
  return useMemo(() => ({ chosen, toggleEntry, togglePart, clear }), [chosen, toggleEntry, togglePart, clear]);
}
