// The toast queue behind `toast` (no React): newest first, auto-dismiss timers that pause while
// the user hovers or focuses the region, and the last few toasts, closed or not (`recent`).

/** One queued toast. */
export interface QueuedToast<T> {
  key: string;
  content: T;
}

interface Timer {
  remaining: number;
  started: number;
  id: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A queue showing at most `max` toasts and remembering the last `keep`; `visible()` and `recent()`
 * are stable snapshots for useSyncExternalStore.
 */
export function createToastQueue<T>(max: number, keep = max) {
  let toasts: QueuedToast<T>[] = [];
  let visible: QueuedToast<T>[] = [];
  let recent: QueuedToast<T>[] = [];
  let paused = false;
  let count = 0;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();
  const emit = () => {
    visible = toasts.slice(0, max);
    for (const listener of listeners) listener();
  };
  const run = (key: string, timer: Timer) => {
    timer.started = Date.now();
    timer.id = setTimeout(() => close(key), timer.remaining);
  };
  function close(key: string) {
    clearTimeout(timers.get(key)?.id);
    timers.delete(key);
    toasts = toasts.filter((t) => t.key !== key);
    emit();
  }
  return {
    add(content: T, timeout?: number): string {
      const key = `toast-${++count}`;
      toasts = [{ key, content }, ...toasts];
      recent = [{ key, content }, ...recent].slice(0, keep);
      if (timeout) {
        const timer: Timer = { remaining: timeout, started: 0, id: undefined };
        timers.set(key, timer);
        if (!paused) run(key, timer);
      }
      emit();
      return key;
    },
    close,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer.id);
      timers.clear();
      toasts = recent = [];
      emit();
    },
    /** Changes what the remembered toast `key` holds (an action taken). */
    update(key: string, change: (content: T) => T) {
      recent = recent.map((t) => (t.key === key ? { key, content: change(t.content) } : t));
      emit();
    },
    /** Stops (true) or restarts (false) every auto-dismiss timer, keeping the time left. */
    pause(on: boolean) {
      if (on === paused) return;
      paused = on;
      for (const [key, timer] of timers) {
        if (!on) run(key, timer);
        else {
          clearTimeout(timer.id);
          timer.remaining -= Date.now() - timer.started;
        }
      }
    },
    visible: () => visible,
    recent: () => recent,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
