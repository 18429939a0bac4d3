// 200 clients evaluating for a minute on keep-alive connections: throughput, latency
// percentiles, errors, and the service's resident memory sampled every second.
import { runLoad, quantile } from '../bench/load.mjs';
import { checkoutRequests, seedCheckoutFlag } from '../bench/checkout-flag.mjs';
import { startLocal } from './service.mjs';

export async function runEvaluationLoad({ bundle, clients = 200, seconds = 60 }) {
  const svc = await startLocal(bundle, ['--port', '0', '--db', ':memory:']);
  try {
    await seedCheckoutFlag(svc.url);
    const rss = [svc.rssMb()];
    const sampler = setInterval(() => rss.push(svc.rssMb()), 1000);
    const run = await runLoad({ url: svc.url, path: '/evaluate/v1/variant', bodies: checkoutRequests(), connections: clients, durationMs: seconds * 1000 });
    clearInterval(sampler);
    rss.push(svc.rssMb());
    return {
      clients,
      seconds: run.seconds,
      requests: run.requests,
      errors: run.errors,
      rps: run.rps,
      p50: run.p50,
      p99: run.p99,
      p999: quantile(run.latencies, 0.999),
      rssStartMb: rss[0],
      // After the first tenth of the run: warmed up, so the rest shows whether memory stays flat.
      rssWarmMb: rss[Math.min(rss.length - 1, Math.ceil(seconds / 10))],
      rssPeakMb: Math.max(...rss),
      rssEndMb: rss[rss.length - 1],
      alive: svc.alive(),
    };
  } finally {
    await svc.stop();
  }
}
