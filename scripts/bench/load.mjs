// A bounded, closed-loop HTTP load generator: N keep-alive connections on loopback, each sending
// its next request as soon as the previous response has been read, for a fixed duration.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

function send(agent, target, path, body) {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request({ agent, host: target.hostname, port: target.port, method: 'POST', path, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The value at quantile `q` (0..1) of an ascending array. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Loads `url + path` with POST `bodies` (taken round-robin) from `connections` concurrent
 * keep-alive connections for `durationMs`. Only loopback targets are accepted.
 * Returns request count, non-200 count, elapsed seconds, throughput (req/s), p50/p99 latency (ms)
 * and the sorted latencies (to merge several runs).
 */
export async function runLoad({ url, path, bodies, connections = 16, durationMs = 5000 }) {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error(`refusing to load ${url}: loopback only`);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await send(agent, target, path, bodies[sent++ % bodies.length]).catch(() => 0);
      latencies.push(performance.now() - t0);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), latencies };
}

/** Several runs against one target as one: total requests over total time, quantiles over all latencies. */
export function mergeRuns(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), latencies };
}
