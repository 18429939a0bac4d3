// Requests the shell is certain to wait for, started before React's first render: the bundle
// takes a few hundred milliseconds to evaluate and render, and these would otherwise start after.
import { preload } from 'swr';
import { endStart } from '../lib/http';
import { fetchFirstFlags, flagKeys } from '../features/flags';
import { fetchConfig, fetchInfo, metaKeys } from '../features/meta';
import { fetchNamespaces, namespaceKeys } from '../features/namespaces';
import { prefetchSelf } from '../features/session';
import { isFlagList, namespaceOf } from '../lib/paths';
import { storedNamespace } from '../stores/namespace';
import { sessionAllowsCalls } from '../stores/session';

/** The namespace whose flag list a path opens (`/namespaces/x/flags`, or `/flags` in the stored one), if any. */
export function flagListNamespace(path: string): string | null {
  return isFlagList(path) ? (namespaceOf(path) ?? storedNamespace()) : null;
}

/**
 * Warms SWR's global cache with meta/info, meta/config and the current user (in parallel: the session start
 * needs both) and, when no sign-in is pending, the namespaces and the flag list the route opens
 * (its first page: the rest loads when the list needs it).
 */
export function prefetchStart(): void {
  preloadStart();
  // What index.html's script started and no call here took is not used later, when it may be stale.
  endStart();
}

function preloadStart(): void {
  void preload(metaKeys.info(), fetchInfo).catch(() => undefined);
  // Every screen reads the deprecated /meta/config too (read-only, default theme): asked at once, its
  // answer lands with the others instead of re-rendering the first list after it shows.
  void preload(metaKeys.config(), fetchConfig).catch(() => undefined);
  prefetchSelf();
  if (!sessionAllowsCalls()) return;
  void preload(namespaceKeys.list(), fetchNamespaces).catch(() => undefined);
  const ns = flagListNamespace(location.hash.slice(1));
  if (!ns) return;
  // The list shows its first page; the rest loads when a search, sort or later page needs it (issue 15).
  void preload(flagKeys.first(ns), fetchFirstFlags).catch(() => undefined);
}
