// Requests the shell is certain to wait for, started before React's first render: the bundle
// takes a few hundred milliseconds to evaluate and render, and these would otherwise start after.
import { preload } from 'swr';
import { fetchInfo, metaKeys } from '../features/meta/api';
import { fetchNamespaces, namespaceKeys } from '../features/namespaces/api';

/** True when the stored session says API calls will not be refused for lack of a sign-in. */
function sessionLooksUsable(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem('session') ?? 'null')?.state?.session;
    return stored?.required === false || stored?.authenticated === true;
  } catch {
    return false; // Unreadable storage: let the session start decide.
  }
}

/** Warms SWR's global cache with meta/info and, when no sign-in is pending, the namespaces. */
export function prefetchStart(): void {
  void preload(metaKeys.info(), fetchInfo).catch(() => undefined);
  if (sessionLooksUsable()) void preload(namespaceKeys.list(), fetchNamespaces).catch(() => undefined);
}
