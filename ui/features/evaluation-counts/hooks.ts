// The list's, the flag page's and the filter's evaluation counts, through one counter (four
// reads at a time, a minute's memory per flag and window). Nothing is asked before the browser is
// idle after drawing, and an ask is taken back when its row, page or filter goes away.
import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../entity';
import { readTally, type CountWindow, type Tally } from './api';
import { createCounter } from './counter';

const counter = createCounter(readTally);

/** Whether the element is on screen (always, where the browser cannot tell). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver != 'function');
  useEffect(() => {
    if (typeof IntersectionObserver != 'function') return;
    const watch = new IntersectionObserver((entries) => setSeen(entries.some((e) => e.isIntersecting)));
    watch.observe(ref.current as Element);
    return () => watch.disconnect();
  }, [ref]);
  return seen;
}

/**
 * The flag's 24-hour tally, asked for while `on` once the browser is idle: undefined until
 * read, null without analytics, false when the read failed.
 */
export function useTally(ns: string, flagKey: string, on: boolean): Tally | false | undefined {
  const id = `${ns}\n${flagKey}`;
  const [heard, setHeard] = useState<[string, Tally | false]>();
  useEffect(() => {
    if (!on) return;
    let live = true;
    let cancel = () => {};
    whenIdle(() => live && (cancel = counter.want(ns, flagKey, '24h', (tally) => setHeard([id, tally ?? false]))));
    return () => {
      live = false;
      cancel();
    };
  }, [id, on]);
  return heard?.[0] === id ? heard[1] : undefined;
}

/** Progress of counting a list's flags in a window: the totals once all are in. */
export type Counting = { done: number; total: number; totals?: ReadonlyMap<string, number | null> };

/** Counts every flag of `keys` (one key a line) in `window`, null for none. */
export function useCounting(ns: string, keys: string, window: CountWindow | null): Counting {
  const [heard, setHeard] = useState<[string, Map<string, number | null>, number]>();
  const of = `${ns}\n${window}\n${keys}`;
  useEffect(() => {
    if (!window || !keys) return;
    const totals = new Map<string, number | null>();
    let live = true;
    // A failed read counts as unknown (null): the filter keeps the flag.
    const cancels = keys.split('\n').map((key) => counter.want(ns, key, window, (tally) => live && setHeard([of, totals.set(key, tally?.total ?? null), totals.size])));
    return () => {
      live = false;
      // After the next keys' asks: a read both want carries on instead of starting again.
      queueMicrotask(() => cancels.forEach((cancel) => cancel()));
    };
  }, [of]);
  const total = window && keys ? keys.split('\n').length : 0;
  const done = heard?.[0] === of ? heard[2] : 0;
  return { done, total, totals: done === total && heard ? heard[1] : undefined };
}
