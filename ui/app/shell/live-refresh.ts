// Live refresh (issue 26): while a namespace's screens are open and the tab is visible, the
// console asks every few seconds whether the namespace changed, by its snapshot's ETag (Flipt
// v1.46+ answers a matching If-None-Match with 304 and no body; every write in the namespace moves
// it). On a change it revalidates the namespace's SWR keys, which refetches only those a mounted
// screen uses; forms keep their edits (design's useForm). Hidden tabs do not ask; failures back
// off. A refused snapshot (403: a policy may deny it) is said once, and screens then refresh when
// the tab regains focus (SWR's revalidateOnFocus).
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components/Toast';
import { probeEtag } from '../../lib/probe';
import { readRaw } from '../../lib/storage';
import { underKey } from '../../lib/swr';

/** The interval between probes, in ms; localStorage `live_refresh_ms` overrides it (tests). */
export const LIVE_REFRESH_MS = 5000;
const MAX_BACKOFF_MS = 60_000;
const refused = new Set<string>();

/** The interval: the stored override when it is a positive number, else the default. */
export function liveInterval(): number {
  const stored = Number(readRaw('local', 'live_refresh_ms'));
  return Number.isFinite(stored) && stored > 0 ? stored : LIVE_REFRESH_MS;
}

/** The keys of namespace `ns` that a change there may touch. */
const touchedBy = (ns: string) => {
  const under = [underKey(['flags', ns]), underKey(['segments', ns]), underKey(['transfer', ns]), underKey(['namespaces'])];
  return (key: unknown) => under.some((test) => test(key));
};

/** Polls namespace `ns` (null: none open) while the tab is visible. */
export function useLiveRefresh(ns: string | null): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
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
        if (probe.status === 403) return stop(true);
        failures = probe.status === 304 || (probe.status >= 200 && probe.status < 300) ? 0 : failures + 1;
        // A namespace never written to has no ETag yet; its first write gives it one.
        if (probe.status === 200) {
          if (seen && probe.etag !== etag) void mutate(touchedBy(ns));
          [etag, seen] = [probe.etag, true];
        }
      } catch {
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
