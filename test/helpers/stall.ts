import { performance } from 'node:perf_hooks';

/**
 * Runs `work` while a probe sends `GET /health` back to back, and returns how long the work took
 * and the slowest probe answer: how long the service stopped answering anyone else meanwhile.
 */
export async function probeWhile<T>(base: string, work: () => Promise<T>): Promise<{ result: T; workMs: number; worstProbeMs: number }> {
  let done = false;
  let worstProbeMs = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      worstProbeMs = Math.max(worstProbeMs, performance.now() - started);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, workMs: performance.now() - started, worstProbeMs };
  } finally {
    done = true;
    await probe.catch(() => undefined);
  }
}

/**
 * Runs a test body against a local service and kills the service when the body fails: a service
 * that a request has stalled would otherwise hang every later request of the suite.
 */
export async function killOnFailure(proc: { kill(signal: NodeJS.Signals): unknown } | undefined, body: () => Promise<void>) {
  try {
    await body();
  } catch (err) {
    proc?.kill('SIGKILL');
    throw err;
  }
}
