// The current namespace key under 'namespace' (SPEC §3), a bare string as Flipt stores it.
import * as v from 'valibot';
import { textStorage } from '../lib/storage';
import { migrateTo, persistedStore } from './persisted';

export const DEFAULT_NAMESPACE = 'default';

const StoredNamespaceSchema = v.object({ namespaceKey: v.pipe(v.string(), v.regex(/^[-_,A-Za-z0-9]+$/)) });

type NamespaceState = v.InferOutput<typeof StoredNamespaceSchema>;

export const initialNamespace: NamespaceState = { namespaceKey: DEFAULT_NAMESPACE };

/** The key has only ever been stored as a bare string; anything else falls back to the default. */
export const migrateNamespace = migrateTo(StoredNamespaceSchema, initialNamespace);

export const useCurrentNamespace = persistedStore(
  'namespace',
  StoredNamespaceSchema,
  initialNamespace,
  (set) => ({ setNamespaceKey: (namespaceKey: string) => set({ namespaceKey }) }),
  textStorage<NamespaceState>('namespaceKey'),
  migrateNamespace,
);

/** The remembered namespace key, read at once (before React renders: the start-up prefetch). */
export const storedNamespace = (): string => useCurrentNamespace.getState().namespaceKey;
