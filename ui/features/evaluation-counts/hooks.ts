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
  const [seen, setSeen] = useState(!window.IntersectionObserver);
  useEffect(() => {
    if (seen) return;
    const watch = new IntersectionObserver((entries) => setSeen(entries.some((e) => e.isIntersecting)));
    watch.observe(ref.current as Element);
    return () => watch.disconnect();
  }, [ref]);
  return seen;
}

/** Counting flags in a window: how many are in of how many, and their tallies (false: the read failed). */
export type Counting = { done: number; total: number; tallies?: ReadonlyMap<string, Tally | false> };

/**
 * The tallies of `keys` (one key a line) in `window` (null: none), asked once the browser is
 * idle; the list's cell asks for its one flag, the evaluated filter for every flag.
 */
export function useCounting(ns: string, keys: string, window: CountWindow | null): Counting {
  const [heard, setHeard] = useState<[string, Map<string, Tally | false>]>();
  const of = `${ns}\n${window}\n${keys}`;
  useEffect(() => {
    if (!window || !keys) return;
    const tallies = new Map<string, Tally | false>();
    let live = true;
    let cancels: (() => void)[] = [];
    whenIdle(() => live && (cancels = keys.split('\n').map((key) => counter.want(ns, key, window, (tally) => live && setHeard([of, tallies.set(key, tally ?? false)])))));
    return () => {
      live = false;
      // After the next keys' asks: a read both want carries on instead of starting again.
      whenIdle(() => cancels.forEach((cancel) => cancel()));
    };
  }, [of]);
  const tallies = heard?.[0] === of ? heard[1] : undefined;
  return { done: tallies?.size ?? 0, total: window && keys ? keys.split('\n').length : 0, tallies };
}
