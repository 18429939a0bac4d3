// The current reference (git branch, tag or commit) under 'refs' (UI-INVENTORY §2.16), a bare
// string. When set, api/v1 and evaluate/v1 calls carry `?reference=`; see lib/http.ts.
// Changing it must also reset cached data: use `useSetReference` from features/meta.
import * as v from 'valibot';
import { textStorage } from '../lib/storage';
import { migrateTo, persistedStore } from './persisted';

const StoredReferenceSchema = v.object({ ref: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty())) });

type ReferenceState = { ref: string | null };

export const initialReference: ReferenceState = { ref: null };

/** The ref has only ever been stored as a bare string. */
export const migrateReference = migrateTo(StoredReferenceSchema, initialReference);

export const useReference = persistedStore(
  'refs',
  StoredReferenceSchema,
  initialReference,
  (set) => ({ setRef: (ref: string | null) => set({ ref: ref?.trim() || null }) }),
  textStorage<ReferenceState>('ref'),
  migrateReference,
);
