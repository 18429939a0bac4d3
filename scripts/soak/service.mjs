// The bundled local service as the reliability suite watches it: alive or not, and its memory.
import { readFileSync } from 'node:fs';
import { spawnListening } from '../bench/process.mjs';

/** Starts the service bundle with `args`; adds `alive()` and `rssMb()` to what spawnListening gives. */
export async function startLocal(bundle, args) {
  const svc = await spawnListening(bundle, args, 15_000);
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
