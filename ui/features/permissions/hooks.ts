// The permission hooks: probes run only when /meta/config says an authorization policy is in
// force, once per namespace and session (never revalidated: a policy changes with a restart).
import useSWR from 'swr';
import { useParams } from 'wouter';
import { useCurrentNamespace } from '../../stores/namespace';
import { READ_ONLY, metaKeys, useMeta, type Config } from '../meta';
import { fetchPermissions, permissionKeys } from './api';
import { refusal, type Action, type Permissions, type Resource } from './model';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false };

/** The operator's permissions in `ns`; undefined without a policy or while the probes run. */
export function usePermissions(ns: string): Permissions | undefined {
  // /meta/config from the cache only: the shell loads it, and a lone control fetches nothing more.
  const authorizationRequired = useSWR<Config | null>(metaKeys.config(), null).data?.authorization?.required ?? false;
  return useSWR(authorizationRequired ? permissionKeys.namespace(ns) : null, fetchPermissions, ONCE).data;
}

/** Why the policy refuses managing API tokens (not a namespace's: Flipt asks about `default`). */
export const useTokenBlock = (action: Action): string | undefined => refusal(usePermissions('default'), 'authentication', action, 'default');

/**
 * Why `action` on `resource` is not possible in the current namespace (or `ns`): read-only
 * storage, or the policy refusing it, in words; undefined when the control may be used.
 */
export function useWriteBlock(resource: Resource, action: Action, ns?: string): string | undefined {
  const meta = useMeta();
  // The route's namespace, else the remembered one (as the namespaces feature reads it).
  const { ns: routed } = useParams<{ ns?: string }>();
  const remembered = useCurrentNamespace((s) => s.namespaceKey);
  const namespace = ns ?? routed ?? remembered;
  const permissions = usePermissions(namespace);
  if (meta.readOnly && resource !== 'authentication') return READ_ONLY;
  return refusal(permissions, resource, action, namespace);
}
