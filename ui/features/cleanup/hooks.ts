// The SWR caller of the cleanup report, and its settings in the URL: `days` (the N of "unchanged
// for N days", default 30) and `window` (the evaluations window when analytics is on, default 7
// days). A new setting keeps the last report on screen while the next one is read.
import useSWR from 'swr';
import { useQueryParam } from '../lists';
import { readReport } from './api';
import { DAY_MS } from './report';
import { daysOf } from './schema';

/** The evaluation windows, in days. */
export const WINDOWS = [1, 7, 30];
const label = (days: number) => `${days} day${days === 1 ? '' : 's'}`;
export const WINDOW_OPTIONS = WINDOWS.map((d) => ({ id: `${d}d`, label: label(d) }));

type Key = readonly [string, string, 'cleanup', number, number, boolean, string];
const fetchReport = ([, ns, , days, window, analytics, others]: Key) =>
  readReport(ns, { days, now: Date.now(), windowLabel: label(window), windowMs: window * DAY_MS, analytics, others: others ? others.split(' ') : [] });

/** The report of namespace `ns` (`others`: the other namespaces' keys) and its settings from the URL, with setters. */
export function useCleanupReport(ns: string, analytics: boolean, others: readonly string[] | undefined) {
  const [daysText, setDays] = useQueryParam('days', '30');
  const [windowId, setWindow] = useQueryParam('window', '7d');
  const days = daysOf(daysText, 30);
  const window = WINDOWS.find((d) => `${d}d` === windowId) ?? 7;
  const key: Key | null = others ? ['flags', ns, 'cleanup', days, window, analytics, others.join(' ')] : null;
  const report = useSWR<Awaited<ReturnType<typeof readReport>>, unknown, Key | null>(key, fetchReport, { keepPreviousData: true, revalidateOnFocus: false });
  return {
    ...report,
    days,
    window: `${window}d`,
    setDays: (n: number) => setDays(String(n)),
    setWindow,
  };
}
