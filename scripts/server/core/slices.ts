import { performance } from 'node:perf_hooks';

/** Longest stretch of work a sliced task does before it lets other requests in. */
export const SLICE_MS = 8;

/** Sliced tasks waiting for their next slice, oldest first. */
const waiting: Array<() => void> = [];

/** Starts the oldest waiting task's slice; the next one waits for the next turn of the loop. */
function runNext() {
  const next = waiting.shift();
  if (waiting.length > 0) setImmediate(runNext);
  next?.();
}

/**
 * Resolves on a later turn of the event loop, after it has polled for I/O. Waiting tasks take
 * turns: one slice runs per turn, so twelve large lists at once hold the loop no longer than one
 * (a `setImmediate` each would run all twelve slices back to back before the next poll).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.push(resolve) === 1) setImmediate(runNext);
  });
}

/**
 * Cuts long work into slices: call `due()` often (it is cheap) and `await pause()` when it says
 * so. The pause is `nextTurn()`, after the event loop has polled for I/O, so every request
 * that arrived meanwhile is read and answered before the next slice starts.
 */
export class Slicer {
  private until = performance.now() + SLICE_MS;
  private steps = 0;

  /** True once the slice's time is up; looks at the clock every 64th call (for cheap steps). */
  due(): boolean {
    if (++this.steps & 63) return false;
    return performance.now() >= this.until;
  }

  /** `due()` that looks at the clock every time, for steps of a millisecond or more. */
  over(): boolean {
    return performance.now() >= this.until;
  }

  async pause(): Promise<void> {
    await nextTurn();
    this.until = performance.now() + SLICE_MS;
  }

  /** `pause()` when due: the one call a loop needs between items. */
  async turn(): Promise<void> {
    if (this.due()) await this.pause();
  }
}

/** `items.map(fn)`, pausing between items whenever a slice is used up. */
export async function mapSliced<T, U>(items: readonly T[], fn: (item: T, index: number) => U, slicer = new Slicer()): Promise<U[]> {
  const out: U[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i] as T, i);
    if (slicer.due()) await slicer.pause();
  }
  return out;
}
