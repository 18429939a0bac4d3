// The bundled local service as the reliability suite watches it: alive or not, and its memory.
import { readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { spawnListening } from '../bench/process.mjs';

/** The priority (nice value) a measured service and its ping run at: on a machine shared with
 *  other work, the scheduler then lets neighbours delay them far less, so what a ping waits is
 *  the service's own doing. The control ping shows what delay remains. */
export const MEASURED_PRIORITY = -10;

/** Raises the priority of `pid`'s main thread (0: the calling thread); false where not allowed. */
export function raisePriority(pid = 0) {
  try {
    setPriority(pid, MEASURED_PRIORITY);
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may raise priorities (it tries on its own thread and puts it back). */
export function canRaisePriority() {
  const before = getPriority(0);
  if (!raisePriority(0)) return false;
  setPriority(0, before);
  return true;
}

/**
 * Starts the service bundle with `args`; adds `alive()` and `rssMb()` to what spawnListening
 * gives. `measured` raises its main thread's priority (see MEASURED_PRIORITY).
 */
export async function startLocal(bundle, args, { measured = false } = {}) {
  // A declarative start parses 40,000 flags first: seconds on a quiet core, 20 s on a shared
  // machine at a load average of 16.
  const svc = await spawnListening(bundle, args, 60_000);
  if (measured) raisePriority(svc.proc.pid);
  return {
    ...svc,
    alive: () => svc.proc.exitCode === null && svc.proc.signalCode === null,
    rssMb: () => rssMb(svc.proc.pid),
  };
}

/** Resident set size of a Linux process in MB (VmRSS), or NaN when unreadable. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
