// Namespace hooks: the only SWR callers for namespaces. Writes follow STYLE §3.
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useParams } from 'wouter';
import { isApiError } from '../../lib/http';
import { resetUnder, underKey } from '../../lib/swr';
import { DEFAULT_NAMESPACE, useCurrentNamespace } from '../../stores/namespace';
import { metaKeys, type Config } from '../meta';
import { createNamespace, deleteNamespace, fetchNamespace, fetchNamespaces, fetchViewable, namespaceKeys, updateNamespace } from './api';
import { FALLBACK_NAMESPACE, type Namespace, type NamespaceInput } from './schema';

/**
 * The namespace the page is in: the `ns` parameter of the namespaced routes (lib/paths
 * NAMESPACE_SCOPE), or on a bare route (`/flags`) and outside them the remembered one, which the
 * shell keeps equal to the URL's (app/shell useNamespaceSync).
 */
export function useNamespaceKey(): string {
  const { ns } = useParams<{ ns?: string }>();
  const remembered = useCurrentNamespace((s) => s.namespaceKey);
  return ns ?? remembered;
}

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false };

/**
 * Every namespace (the server returns all of them without a limit), as SWR returns it; under an
 * authorization policy only those the operator may view (docs/SERVICE.md "Permissions").
 */
export function useNamespaces() {
  const list = useSWR(namespaceKeys.list(), fetchNamespaces);
  // Read from the cache only: the shell loads /meta/config, and lone namespace uses fetch nothing more.
  const authorizationRequired = useSWR<Config | null>(metaKeys.config(), null).data?.authorization?.required ?? false;
  const keys = list.data?.namespaces.map((n) => n.key);
  const viewable = useSWR(authorizationRequired && keys ? ['permissions', 'viewable', ...keys] : null, fetchViewable, ONCE).data;
  return useMemo(() => {
    if (!viewable || !list.data) return list;
    const namespaces = list.data.namespaces.filter((n) => viewable.includes(n.key));
    // SWR's answer reads its fields through getters: a new object that keeps them, with the data filtered.
    return Object.create(list, { data: { value: { ...list.data, namespaces }, enumerable: true } }) as typeof list;
  }, [list, viewable]);
}

/**
 * The namespace with this key from the list; while the list loads or when the key is unknown,
 * the 'default' stand-in of SPEC §3.
 */
export function useNamespace(key: string): Namespace {
  const { data } = useNamespaces();
  return useMemo(() => data?.namespaces.find((n) => n.key === key) ?? FALLBACK_NAMESPACE, [data, key]);
}

/** Creates a namespace, then refreshes the list. Resolves to the created namespace. */
export function useCreateNamespace(): (input: NamespaceInput) => Promise<Namespace> {
  const { mutate } = useSWRConfig();
  return async (input) => {
    const created = await createNamespace(input);
    await mutate(underKey(namespaceKeys.all));
    return created;
  };
}

/** Reads a namespace as the server holds it now (null when gone) and refreshes the list: the conflict guard's read (issue 26). */
export function useReadNamespace(): (key: string) => Promise<Namespace | null> {
  const { mutate } = useSWRConfig();
  return async (key) => {
    try {
      return await fetchNamespace(key);
    } catch (error) {
      if (isApiError(error, 404)) return null;
      throw error;
    } finally {
      void mutate(namespaceKeys.list());
    }
  };
}

/** Updates a namespace's name and description, then refreshes the list. */
export function useUpdateNamespace(): (key: string, input: Pick<NamespaceInput, 'name' | 'description'>) => Promise<Namespace> {
  const { mutate } = useSWRConfig();
  return async (key, input) => {
    const updated = await updateNamespace(key, input);
    await mutate(underKey(namespaceKeys.all));
    return updated;
  };
}

/**
 * Deletes a namespace, then refreshes the list and drops every cached segment (SPEC §4). When the
 * deleted namespace was the current one, the current namespace falls back to 'default'.
 */
export function useDeleteNamespace(): (key: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (key) => {
    await deleteNamespace(key);
    const current = useCurrentNamespace.getState();
    if (current.namespaceKey === key) current.setNamespaceKey(DEFAULT_NAMESPACE);
    await Promise.all([mutate(underKey(namespaceKeys.all)), resetUnder(mutate, ['segments'])]);
  };
}
