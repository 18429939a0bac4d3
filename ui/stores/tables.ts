// Table sorting for the flags and segments lists (SPEC §3), initially empty. Kept under 'tables';
// Flipt's console did not persist it, so there is no older format to read.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { envelopeStorage } from '../lib/storage';

/** Same shape as React Aria's SortDescriptor, so a Table can take it directly. */
export const SortingSchema = v.object({
  column: v.pipe(v.string(), v.nonEmpty()),
  direction: v.picklist(['ascending', 'descending']),
});
export type Sorting = v.InferOutput<typeof SortingSchema>;
export type SortedTable = 'flags' | 'segments';

const StoredSortingSchema = v.object({
  flags: v.fallback(v.nullable(SortingSchema), null),
  segments: v.fallback(v.nullable(SortingSchema), null),
});

type TableSortingState = v.InferOutput<typeof StoredSortingSchema>;
type TableSortingActions = { setSorting(table: SortedTable, sorting: Sorting | null): void };

export const initialTableSorting: TableSortingState = { flags: null, segments: null };

/** Version 0 never existed for this key: anything unversioned is dropped. */
export function migrateTableSorting(stored: unknown, version: number): TableSortingState {
  if (version === 0) return initialTableSorting;
  const parsed = v.safeParse(StoredSortingSchema, stored);
  return parsed.success ? parsed.output : initialTableSorting;
}

export const useTableSorting = create<TableSortingState & TableSortingActions>()(
  persist(
    (set) => ({
      ...initialTableSorting,
      setSorting: (table, sorting) => set(table === 'flags' ? { flags: sorting } : { segments: sorting }),
    }),
    {
      name: 'tables',
      version: 1,
      storage: envelopeStorage<TableSortingState>('local'),
      partialize: ({ flags, segments }) => ({ flags, segments }),
      migrate: migrateTableSorting,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredSortingSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
