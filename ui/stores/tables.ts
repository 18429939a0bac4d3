// Table sorting for the flags and segments lists (SPEC §3), initially empty. Kept under 'tables';
// Flipt's console did not persist it, so there is no older format to read.
import * as v from 'valibot';
import { envelopeStorage } from '../lib/storage';
import { parseOr, persistedStore } from './persisted';

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

export const initialTableSorting: TableSortingState = { flags: null, segments: null };

/** Version 0 never existed for this key: anything unversioned is dropped. */
export function migrateTableSorting(stored: unknown, version: number): TableSortingState {
  return version === 0 ? initialTableSorting : parseOr(StoredSortingSchema, stored, initialTableSorting);
}

export const useTableSorting = persistedStore(
  'tables',
  StoredSortingSchema,
  initialTableSorting,
  (set) => ({ setSorting: (table: SortedTable, sorting: Sorting | null) => set({ [table]: sorting }) }),
  envelopeStorage('local'),
  migrateTableSorting,
);
