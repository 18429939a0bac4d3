// The current reference (git branch, tag or commit) under 'refs' (UI-INVENTORY §2.16), a bare
// string. When set, api/v1 and evaluate/v1 calls carry `?reference=`; see lib/http.ts.
// Changing it must also reset cached data: use `useSetReference` from features/meta.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decodeText, plainStorage } from '../lib/storage';

const StoredReferenceSchema = v.object({ ref: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty())) });

type ReferenceState = { ref: string | null };
type ReferenceActions = { setRef(ref: string | null): void };

export const initialReference: ReferenceState = { ref: null };

/** The ref has only ever been stored as a bare string. */
export function migrateReference(stored: unknown, _version: number): ReferenceState {
  const parsed = v.safeParse(StoredReferenceSchema, stored);
  return parsed.success ? parsed.output : initialReference;
}

export const useReference = create<ReferenceState & ReferenceActions>()(
  persist(
    (set) => ({
      ...initialReference,
      setRef: (ref) => set({ ref: ref?.trim() || null }),
    }),
    {
      name: 'refs',
      version: 1,
      storage: plainStorage<ReferenceState>('local', 1, {
        decode: (raw) => {
          const ref = decodeText(raw);
          return ref === undefined ? undefined : { ref };
        },
        encode: (state) => state.ref,
      }),
      partialize: ({ ref }) => ({ ref }),
      migrate: migrateReference,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredReferenceSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
