// The app's providers (STYLE §1): SWR with the global error handling, wouter on the hash and the
// toast region, over a data layer connected to the stores. Tests pass seams for the cache,
// location and transport.
import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { navigate as hashNavigate, useHashLocation } from 'wouter/use-hash-location';
import { ToastRegion, toast } from '../design/components/Toast';
import { UnsavedChanges } from '../design/components/UnsavedChanges';
import { errorText, isApiError, transport, type Transport } from '../lib/http';
import { confirmLeave, leaveLosesEdits } from '../lib/unsaved';
import { connectRequests } from './requests';

connectRequests();

const pathOf = (route: string) => route.split('?')[0] || '/';

/**
 * wouter's hash navigation leaves the page's `?query` in place when the target has none, so a
 * filter from one list would follow the user to the next page. Always pass a query (maybe empty).
 * Going to another page while a form there holds edits asks first (lib/unsaved); a query change
 * (a list's search) or a redirect (`replace`) does not.
 */
const navigateHash = (to: string, options?: { replace?: boolean; state?: unknown }) => {
  const path = pathOf(to);
  const leaves = !options?.replace && path !== pathOf(window.location.hash.slice(1)) && leaveLosesEdits(path);
  confirmLeave(() => hashNavigate(to.includes('?') ? to : `${to}?`, options), leaves);
};

/** Hash location (DESIGN §2): `/#/namespaces/default/flags`. */
export const useConsoleHashLocation: BaseLocationHook & { hrefs: (href: string) => string } = Object.assign(
  () => [useHashLocation()[0], navigateHash] as [string, typeof navigateHash],
  { hrefs: (href: string) => `#${href}` },
);

/**
 * Shows every failed SWR call in the sticky error toast (SPEC §8). A 401 is skipped: request()
 * has already reset the session and is leaving the page (SPEC §4).
 */
export function reportError(error: unknown): void {
  if (isApiError(error, 401)) return;
  toast.error(errorText(error));
}

/** Client errors will fail the same way again; only network and server errors are retried. */
export function shouldRetry(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export type LocationSeam = { hook: BaseLocationHook; searchHook?: BaseSearchHook };

export type ProvidersProps = {
  children?: ReactNode;
  /** SWR options over the defaults; tests pass `{ provider: () => new Map(), dedupingInterval: 0 }`. */
  swr?: Partial<SWRConfiguration> & { provider?: (cache: Readonly<Cache>) => Cache };
  /** The location hook; tests pass wouter's `memoryLocation()`. Defaults to the hash. */
  location?: LocationSeam;
  /** Replaces members of lib/http's `transport` (fetch, reload, assign). */
  transport?: Partial<Transport>;
};

const HASH: LocationSeam = { hook: useConsoleHashLocation };

/** Wraps the app (or `children`) in every provider. */
export function Providers({ children, swr, location = HASH, transport: seam }: ProvidersProps) {
  // Applied during render so the first fetch of any child already goes through the seam.
  useMemo(() => seam && Object.assign(transport, seam), [seam]);
  const config = useMemo<SWRConfiguration>(
    () => ({ onError: reportError, shouldRetryOnError: shouldRetry, ...swr }),
    [swr],
  );
  return (
    <SWRConfig value={config}>
      <Router hook={location.hook} {...(location.searchHook ? { searchHook: location.searchHook } : {})}>
        {children}
        <ToastRegion />
        <UnsavedChanges />
      </Router>
    </SWRConfig>
  );
}
