import { watch, type FSWatcher } from 'node:fs';

/** Quiet time after a file-system event before looking, so a burst of writes loads once. */
const DEBOUNCE_MS = 100;
/** The polling fallback's shortest interval. */
const POLL_MS = 1000;

/**
 * Calls `check` shortly after anything under `root` changes, and on a polling timer for file
 * systems where events are missed or unsupported (network mounts, editors that swap files,
 * a directory removed and made again). `check` must be cheap when nothing changed. Returns a
 * function that stops both.
 */
export function watchDirectory(root: string, check: () => void): () => void {
  let debounce: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  const soon = () => {
    clearTimeout(debounce);
    debounce = setTimeout(check, DEBOUNCE_MS).unref();
  };
  const watcher = openWatcher(root, soon);
  const tick = () => {
    const started = performance.now();
    check();
    // A huge tree (a default path of `.` in a project with node_modules) must not keep a core
    // busy: wait at least twenty times as long as the last look took.
    poll = setTimeout(tick, Math.max(POLL_MS, (performance.now() - started) * 20)).unref();
  };
  poll = setTimeout(tick, POLL_MS).unref();
  return () => {
    watcher?.close();
    clearTimeout(debounce);
    clearTimeout(poll);
  };
}

function openWatcher(root: string, onEvent: () => void): FSWatcher | undefined {
  for (const recursive of [true, false]) {
    try {
      const w = watch(root, { recursive, persistent: false }, onEvent);
      // Events are only a shortcut; polling still runs if the watcher dies.
      w.on('error', () => w.close());
      return w;
    } catch {
      // Recursive watching is unsupported here, or the directory is missing: try less, then poll.
    }
  }
  return undefined;
}
