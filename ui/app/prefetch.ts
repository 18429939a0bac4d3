// Requests the shell is certain to wait for, started before React's first render: the bundle
// takes a few hundred milliseconds to evaluate and render, and these would otherwise start after.
import { preload } from 'swr';
import { fetchInfo, metaKeys } from '../features/meta/api';
import { fetchFlags, flagKeys } from '../features/flags/api';
import { fetchNamespaces, namespaceKeys } from '../features/namespaces/api';
import { prefetchSelf } from '../features/session/api';

/** True when the stored session says API calls will not be refused for lack of a sign-in. */
function sessionLooksUsable(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem('session') ?? 'null')?.state?.session;
    return stored?.required === false || stored?.authenticated === true;
  } catch {
    return false; // Unreadable storage: let the session start decide.
  }
}

/** The namespace whose flag list the opening route shows (`#/namespaces/x/flags`, `#/flags`), if any. */
export function flagListNamespace(hash: string, stored: string | null): string | null {
  const match = /^#\/(?:namespaces\/([^/?#]+)\/)?flags\/?(?:[?#]|$)/.exec(hash);
  if (!match) return null;
  if (match[1]) return match[1];
  try {
    return JSON.parse(stored ?? 'null')?.state?.namespaceKey ?? 'default';
  } catch {
    return 'default';
  }
}

/**
 * Warms SWR's global cache with meta/info and the current user (in parallel: the session start
 * needs both) and, when no sign-in is pending, the namespaces and the flag list the route opens.
 */
export function prefetchStart(): void {
  void preload(metaKeys.info(), fetchInfo).catch(() => undefined);
  prefetchSelf();
  if (!sessionLooksUsable()) return;
  void preload(namespaceKeys.list(), fetchNamespaces).catch(() => undefined);
  const ns = flagListNamespace(location.hash, localStorage.getItem('namespace'));
  if (ns) void preload(flagKeys.list(ns), fetchFlags).catch(() => undefined);
}
