// The SWR caller of the cleanup report, and its settings in the URL: `days` (the N of "unchanged
// for N days", default 30) and `window` (the evaluations window when analytics is on, default 7
// days). A new setting keeps the last report on screen while the next one is read.
import useSWR from 'swr';
import { useSearchParams } from 'wouter';
import { readReport } from './api';
import { DAY_MS } from './report';

export const DEFAULT_DAYS = 30;

export const WINDOWS = [
  { id: '1d', label: '1 day', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
] as const;
export type WindowId = (typeof WINDOWS)[number]['id'];

export const cleanupKeys = {
  report: (ns: string, days: number, window: WindowId, analytics: boolean) => ['flags', ns, 'cleanup', days, window, analytics] as const,
};

function fetchReport([, ns, , days, id, analytics]: ReturnType<typeof cleanupKeys.report>) {
  const window = WINDOWS.find((w) => w.id === id) ?? WINDOWS[1];
  return readReport(ns, { days, now: Date.now(), windowLabel: window.label, windowMs: window.days * DAY_MS, analytics });
}

/** The report of namespace `ns`, as SWR returns it. */
export const useCleanupReport = (ns: string, days: number, window: WindowId, analytics: boolean) =>
  useSWR(cleanupKeys.report(ns, days, window, analytics), fetchReport, { keepPreviousData: true, revalidateOnFocus: false });

/** The report's settings from the URL, with setters. */
export function useReportSettings() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('days');
  const days = raw !== null && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_DAYS;
  const window = WINDOWS.find((w) => w.id === params.get('window'))?.id ?? '7d';
  const set = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    }, { replace: true });
  return {
    days,
    window,
    setDays: (n: number) => set('days', n === DEFAULT_DAYS ? null : String(n)),
    setWindow: (id: string) => set('window', id === '7d' ? null : id),
  };
}
