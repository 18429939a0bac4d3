// The current namespace key under 'namespace' (SPEC §3), a bare string as Flipt stores it.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decodeText, plainStorage } from '../lib/storage';

export const DEFAULT_NAMESPACE = 'default';

const StoredNamespaceSchema = v.object({ namespaceKey: v.pipe(v.string(), v.regex(/^[-_,A-Za-z0-9]+$/)) });

type NamespaceState = v.InferOutput<typeof StoredNamespaceSchema>;
type NamespaceActions = { setNamespaceKey(namespaceKey: string): void };

export const initialNamespace: NamespaceState = { namespaceKey: DEFAULT_NAMESPACE };

/** The key has only ever been stored as a bare string; anything else falls back to the default. */
export function migrateNamespace(stored: unknown, _version: number): NamespaceState {
  return v.is(StoredNamespaceSchema, stored) ? stored : initialNamespace;
}

export const useCurrentNamespace = create<NamespaceState & NamespaceActions>()(
  persist(
    (set) => ({
      ...initialNamespace,
      setNamespaceKey: (namespaceKey) => set({ namespaceKey }),
    }),
    {
      name: 'namespace',
      version: 1,
      storage: plainStorage<NamespaceState>('local', 1, {
        decode: (raw) => {
          const namespaceKey = decodeText(raw);
          return namespaceKey === undefined ? undefined : { namespaceKey };
        },
        encode: (state) => state.namespaceKey,
      }),
      partialize: ({ namespaceKey }) => ({ namespaceKey }),
      migrate: migrateNamespace,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredNamespaceSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
