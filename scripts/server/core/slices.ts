import { performance } from 'node:perf_hooks';

/** Longest stretch of work a sliced task does before it lets other requests in. */
export const SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Cuts long work into slices: call `due()` often (it is cheap) and `await pause()` when it says
 * so. The pause is a `setImmediate`, after the event loop has polled for I/O, so every request
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
