// Live refresh (issue 26): while a namespace's screens are open and the tab is visible, the
// console asks every few seconds whether the namespace changed, by its snapshot's ETag (Flipt
// v1.46+ answers a matching If-None-Match with 304 and no body; every write in the namespace moves
// it). On a change it revalidates the namespace's SWR keys, which refetches only those a mounted
// screen uses; forms keep their edits (design's useForm). Hidden tabs do not ask; failures back
// off. A refused snapshot (403: a policy may deny it) is said once, and screens then refresh when
// the tab regains focus (SWR's revalidateOnFocus).
import { useLayoutEffect } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { flagKeys } from '../../features/flags';
import { namespaceKeys } from '../../features/namespaces';
import { segmentKeys } from '../../features/segments';
import { transferKeys } from '../../features/transfer-screens';
import { isApiError } from '../../lib/http';
import { probeEtag } from '../../lib/probe';
import { underAny, type Key } from '../../lib/swr';
import { storedLiveInterval } from '../../stores/live-refresh';

/** The interval between probes, in ms; stores/live-refresh's stored value overrides it (tests). */
export const LIVE_REFRESH_MS = 5000;
const MAX_BACKOFF_MS = 60_000;
const refused = new Set<string>();

/** The interval: the stored override, else the default. */
export const liveInterval = (): number => storedLiveInterval() ?? LIVE_REFRESH_MS;

/**
 * The one list of what live refresh revalidates when namespace `ns` changes, from the key
 * factories: its flags (with their rules, rollouts, counts and compare's reads), its segments, the
 * transfer screens' reads of it, and the namespaces.
 */
export const liveKeys = (ns: string): Key[] => [flagKeys.namespace(ns), segmentKeys.namespace(ns), transferKeys.namespace(ns), namespaceKeys.all];

/**
 * Polls namespace `ns` (null: none open) while the tab is visible. The first probe's ETag is the
 * one later probes are compared with, so it is asked during the commit that shows the screens (a
 * layout effect), not a task later: the first render is a transition, whose effects wait for one,
 * and a change made in between would be taken as already shown.
 */
export function useLiveRefresh(ns: string | null): void {
  const { mutate } = useSWRConfig();
  useLayoutEffect(() => {
    if (ns === null || refused.has(ns)) return;
    const path = `internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`;
    let etag: string | null = null;
    let seen = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let busy = false;
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState === 'hidden') return;
      timer = setTimeout(() => void poll(), Math.min(liveInterval() * 2 ** failures, MAX_BACKOFF_MS));
    };
    const poll = async () => {
      if (busy || stopped || document.visibilityState === 'hidden') return;
      busy = true;
      try {
        const probe = await probeEtag(path, etag);
        failures = 0;
        // A namespace never written to has no ETag yet; its first write gives it one.
        if (probe.status === 200) {
          if (seen && probe.etag !== etag) void mutate(underAny(liveKeys(ns)));
          [etag, seen] = [probe.etag, true];
        }
      } catch (error) {
        if (isApiError(error, 403)) return stop(true);
        failures += 1;
      }
      busy = false;
      schedule();
    };
    const stop = (denied: boolean) => {
      stopped = true;
      clearTimeout(timer);
      if (!denied || refused.has(ns)) return;
      refused.add(ns);
      toast.error(`Live refresh is off in namespace ${ns}: the service refuses its snapshot. Screens refresh when you come back to this tab.`);
    };
    // Back to a visible tab: ask at once (a hidden tab asks nothing).
    const onVisibility = () => (document.visibilityState === 'hidden' ? clearTimeout(timer) : void poll());
    document.addEventListener('visibilitychange', onVisibility);
    void poll();
    return () => {
      stop(false);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ns, mutate]);
}
