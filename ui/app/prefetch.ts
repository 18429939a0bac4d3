// Requests the shell is certain to wait for, started before React's first render: the bundle
// takes a few hundred milliseconds to evaluate and render, and these would otherwise start after.
import { preload } from 'swr';
import { fetchInfo, metaKeys } from '../features/meta/api';
import { fetchFlags, flagKeys } from '../features/flags/api';
import { fetchNamespaces, namespaceKeys } from '../features/namespaces/api';
import { prefetchSelf } from '../features/session/api';
import { storedNamespace } from '../stores/namespace';
import { sessionAllowsCalls } from '../stores/session';

/** The namespace whose flag list a hash opens (`#/namespaces/x/flags`, or `#/flags` in the stored one), if any. */
export function flagListNamespace(hash: string): string | null {
  const match = /^#\/(?:namespaces\/([^/?#]+)\/)?flags\/?(?:[?#]|$)/.exec(hash);
  if (!match) return null;
  return match[1] ?? storedNamespace();
}

/**
 * Warms SWR's global cache with meta/info and the current user (in parallel: the session start
 * needs both) and, when no sign-in is pending, the namespaces and the flag list the route opens.
 */
export function prefetchStart(): void {
  void preload(metaKeys.info(), fetchInfo).catch(() => undefined);
  prefetchSelf();
  if (!sessionAllowsCalls()) return;
  void preload(namespaceKeys.list(), fetchNamespaces).catch(() => undefined);
  const ns = flagListNamespace(location.hash);
  if (ns) void preload(flagKeys.list(ns), fetchFlags).catch(() => undefined);
}
