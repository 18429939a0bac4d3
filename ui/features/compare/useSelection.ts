// What the operator chose to promote: per entry, the parts that differ (a whole flag is all of
// them; a flag or segment only in A is chosen whole, with no parts).
import { useCallback, useMemo, useState } from 'react';
import { entryId, partsOf, type Entry, type Part } from './model';
import type { Selection } from './promote';

/** The selection with its toggles (stable, so memoised cards keep still while others change). */
export function useSelection() {
  const [chosen, setChosen] = useState<Selection>(new Map());
  // The entry's parts after `change` (none left: not chosen).
  const apply = useCallback((entry: Entry, change: (had: readonly Part[]) => readonly Part[] | null) =>
    setChosen((prev) => {
      const next = new Map(prev);
      const parts = change(prev.get(entryId(entry)) ?? []);
      if (parts) next.set(entryId(entry), parts);
      else next.delete(entryId(entry));
      return next;
    }), []);
  const toggles = useMemo(() => ({
    /** The whole entry on or off. */
    toggleEntry: (entry: Entry, on: boolean) => apply(entry, () => (on ? (entry.status === 'only-a' ? [] : partsOf(entry)) : null)),
    /** One part of a differing entry on or off. */
    togglePart: (entry: Entry, part: Part, on: boolean) => apply(entry, (had) => {
      const parts = partsOf(entry).filter((p) => (p === part ? on : had.includes(p)));
      return parts.length ? parts : null;
    }),
    clear: () => setChosen(new Map()),
  }), [apply]);
  return useMemo(() => ({ chosen, ...toggles }), [chosen, toggles]);
}
