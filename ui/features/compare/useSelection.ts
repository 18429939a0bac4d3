// What the operator chose to promote: per entry, the parts that differ (a whole flag is all of
// them; a flag or segment only in A is chosen whole, with no parts).
import { useState } from 'react';
import { entryId, partsOf, type Entry, type Part } from './model';
import type { Selection } from './promote';

/** Whether an entry can be promoted at all: only in A, or different. */
export const promotable = (e: Entry) => e.status === 'only-a' || e.status === 'different';

/** The selection with its toggles. */
export function useSelection() {
  const [chosen, setChosen] = useState<Selection>(new Map());
  const update = (entry: Entry, parts: readonly Part[] | null) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (parts === null) next.delete(entryId(entry));
      else next.set(entryId(entry), parts);
      return next;
    });
  return {
    chosen,
    /** The whole entry on or off. */
    toggleEntry: (entry: Entry, on: boolean) => update(entry, on ? (entry.status === 'only-a' ? [] : partsOf(entry)) : null),
    /** One part of a differing entry on or off. */
    togglePart: (entry: Entry, part: Part, on: boolean) => {
      const had = chosen.get(entryId(entry)) ?? [];
      const parts = partsOf(entry).filter((p) => (p === part ? on : had.includes(p)));
      update(entry, parts.length ? parts : null);
    },
    clear: () => setChosen(new Map()),
  };
}
