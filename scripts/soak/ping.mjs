// The control ping of the stall cases: a worker thread that asks /health every 10 ms on a
// keep-alive connection and keeps each answer's [start, end]. It runs on a thread of its own, so
// the suite's own work (building and reading multi-megabyte bodies) never delays a ping and
// every wait it records is the service's.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { keepAlive, send } from './send.mjs';

const EVERY_MS = 10;

async function pingLoop(base) {
  const agent = keepAlive();
  let running = true;
  const spans = [];
  parentPort.on('message', (m) => {
    if (m === 'stop') running = false;
    if (m === 'take') parentPort.postMessage(spans.splice(0));
  });
  while (running) {
    const start = performance.timeOrigin + performance.now();
    const res = await send(agent, base, { method: 'GET', path: '/health' }, 10_000);
    spans.push([start, performance.timeOrigin + performance.now(), res.status === 200]);
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
  agent.destroy();
  parentPort.postMessage(spans);
}

if (!isMainThread && workerData?.pingBase) await pingLoop(workerData.pingBase);

/** Starts pinging `base`; `take()` hands over (and forgets) the spans so far, in wall-clock ms. */
export function startPing(base) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { pingBase: base } });
  const next = () => new Promise((r) => worker.once('message', r));
  return {
    take: () => (worker.postMessage('take'), next()),
    stop: async () => {
      worker.postMessage('stop');
      await next();
      await worker.terminate();
    },
  };
}

/** Wall-clock now, on the same scale as the ping's spans. */
export const wallNow = () => performance.timeOrigin + performance.now();
