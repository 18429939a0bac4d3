// The control ping of the stall measurements: a worker thread that asks /health every 10 ms on a
// keep-alive connection and keeps each answer's [start, end] in wall-clock ms, and the CPU time
// the service's main thread (its event loop) spent meanwhile, from Linux's schedstat: on a
// machine shared with other work a ping also waits while the scheduler runs other programs,
// which the wall clock counts and the CPU time does not. It runs on a thread of its own, so the
// suite's own work (building and reading multi-megabyte bodies) never delays a ping. The
// thread's code is inline, so the suite also works when a test bundles it.
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { loopback } from './send.mjs';
import { MEASURED_PRIORITY } from './service.mjs';

const EVERY_MS = 10;

const PING_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { performance } = require('node:perf_hooks');
const { readFileSync } = require('node:fs');
/** Nanoseconds the service's main thread has run, or NaN where Linux does not say. */
const cpuNs = () => {
  try {
    return Number(readFileSync('/proc/' + workerData.pid + '/task/' + workerData.pid + '/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return NaN;
  }
};
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
// This thread's own priority, as the measured service's (service.mjs MEASURED_PRIORITY).
try { require('node:os').setPriority(0, workerData.priority); } catch {}
const now = () => performance.timeOrigin + performance.now();
const spans = [];
let running = true;
parentPort.on('message', (m) => {
  if (m === 'stop') running = false;
  if (m === 'take') parentPort.postMessage(spans.splice(0));
});
const ping = () => new Promise((done) => {
  const req = request({ agent, host: workerData.host, port: workerData.port, path: '/health', timeout: 10000 }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode === 200));
    res.on('error', () => done(false));
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => done(false));
  req.end();
});
(async () => {
  while (running) {
    const start = now();
    const cpu = cpuNs();
    const ok = await ping();
    spans.push([start, now(), ok, (cpuNs() - cpu) / 1e6]);
    await new Promise((r) => setTimeout(r, workerData.every));
  }
  agent.destroy();
  parentPort.postMessage(spans.splice(0));
})();
`;

/**
 * Starts pinging `base`, served by process `pid`; `take()` hands over (and forgets) the spans so
 * far: `[start, end, ok, cpuMs]`, cpuMs being the service's main-thread CPU time during the wait.
 */
export function startPing(base, pid) {
  const { hostname, port } = loopback(base);
  const worker = new Worker(PING_THREAD, { eval: true, workerData: { host: hostname, port: Number(port), every: EVERY_MS, priority: MEASURED_PRIORITY, pid } });
  // One question at a time, so each answer reaches the call that asked for it.
  let chain = Promise.resolve();
  const ask = (m) => (chain = chain.then(() => new Promise((r) => (worker.once('message', r), worker.postMessage(m)))));
  return {
    take: () => ask('take'),
    stop: async () => {
      await ask('stop');
      await worker.terminate();
    },
  };
}

/** Wall-clock now, on the same scale as the ping's spans. */
export const wallNow = () => performance.timeOrigin + performance.now();
