// Namespace keys, fetchers and writes (SPEC §7). No React here.
import { isApiError, request } from '../../lib/http';
import { NamespaceListSchema, NamespaceSchema, type NamespaceInput } from './schema';

export const namespaceKeys = {
  all: ['namespaces'] as const,
  list: () => ['namespaces', 'list'] as const,
};

export const fetchNamespaces = (_key?: ReturnType<typeof namespaceKeys.list>) =>
  request('api/v1/namespaces', { schema: NamespaceListSchema });

/** One namespace, as the server holds it now. */
export const fetchNamespace = (key: string) => request(`api/v1/namespaces/${key}`, { schema: NamespaceSchema });

export const createNamespace = (input: NamespaceInput) =>
  request('api/v1/namespaces', {
    method: 'POST',
    body: { key: input.key, name: input.name, description: input.description },
    schema: NamespaceSchema,
  });

export const updateNamespace = (key: string, input: Pick<NamespaceInput, 'name' | 'description'>) =>
  request(`api/v1/namespaces/${key}`, {
    method: 'PUT',
    body: { name: input.name, description: input.description },
    schema: NamespaceSchema,
  });

export const deleteNamespace = (key: string) => request(`api/v1/namespaces/${key}`, { method: 'DELETE' });

/**
 * The keys of the namespaces an authorization policy lets the operator read: each is read once,
 * and one answering 403 is left out (Flipt filters the list itself only when the policy names
 * its viewable namespaces).
 */
export async function fetchViewable([, , ...keys]: readonly string[]): Promise<string[]> {
  const refused = await Promise.all(
    keys.map((key) => request(`api/v1/namespaces/${encodeURIComponent(key)}`).then(() => false, (error: unknown) => isApiError(error, 403))),
  );
  return keys.filter((_, i) => !refused[i]);
}
