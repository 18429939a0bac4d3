// The app's providers (STYLE §1): SWR with the global error handling, wouter on the hash route
// and the toast region, over a data layer connected to the stores. Tests pass seams for the cache,
// location and transport.
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ConflictDialog, toast, ToastRegion, UnsavedChanges } from '../design/components';
import { errorText, isApiError, transport, type Transport } from '../lib/http';
import { createHashRoute } from './hash-route';
import { compareAnswers, keepAnswer, lastVisitFallback } from './last-visit';
import { connectRequests } from './requests';

connectRequests();

/**
 * Shows every failed SWR call in the sticky error toast (SPEC §8). A 401 is skipped: request()
 * has already reset the session and is leaving the page (SPEC §4); a load the operator left
 * (AbortError) is no failure.
 */
export function reportError(error: unknown): void {
  if (isApiError(error, 401) || (error instanceof Error && error.name === 'AbortError')) return;
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
  /** The location hook; tests pass wouter's `memoryLocation()` or a hash route of their own. Defaults to the window's hash. */
  location?: LocationSeam;
  /** Replaces members of lib/http's `transport` (fetch, reload, assign). */
  transport?: Partial<Transport>;
};

/** `seam`, else the window's hash route: created with the app and listening while it is mounted. */
function useLocationSeam(seam: LocationSeam | undefined): LocationSeam {
  const [route] = useState(() => (seam ? null : createHashRoute(window)));
  // From the commit that draws the page (a layout effect; the first render is a transition, whose
  // effects run a task later): Back, Forward and edited addresses are followed from then on.
  useLayoutEffect(() => route?.start(), [route]);
  return seam ?? (route as LocationSeam);
}

/** Wraps the app (or `children`) in every provider. */
export function Providers({ children, swr, location: seamLocation, transport: seam }: ProvidersProps) {
  const location = useLocationSeam(seamLocation);
  // Applied during render so the first fetch of any child already goes through the seam.
  useMemo(() => seam && Object.assign(transport, seam), [seam]);
  const config = useMemo<SWRConfiguration>(
    () => ({ onError: reportError, shouldRetryOnError: shouldRetry, onSuccess: keepAnswer, fallback: lastVisitFallback(), compare: compareAnswers, ...swr }),
    [swr],
  );
  return (
    <SWRConfig value={config}>
      <Router hook={location.hook} {...(location.searchHook ? { searchHook: location.searchHook } : {})}>
        {children}
        <ToastRegion />
        <UnsavedChanges />
        <ConflictDialog />
      </Router>
    </SWRConfig>
  );
}
