// Section "evaluation": closed-loop throughput and latency of `POST /evaluate/v1/variant` on the
// local service against a bare node:http server in the same run (DESIGN.md §6: ≥ 0.7×).
// Targets alternate in short rounds so drift on a busy machine hits both alike; the ratio is the
// median of the per-round ratios.
import { fileURLToPath } from 'node:url';
import { spawnListening } from './process.mjs';
import { mergeRuns, runLoad } from './load.mjs';
import { checkoutRequests, seedCheckoutFlag } from './checkout-flag.mjs';
import { ms, perSecond } from './table.mjs';

const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 2000);
const ROUNDS = 5;
const WARMUP_MS = 1000;
const MIN_RATIO = 0.7;

async function checkEvaluation(url, body) {
  const res = await fetch(`${url}/evaluate/v1/variant`, { method: 'POST', body });
  const json = await res.json();
  if (res.status !== 200 || typeof json.variantKey !== 'string') throw new Error(`evaluation answered ${res.status}: ${JSON.stringify(json)}`);
}

async function measure(targets, bodies) {
  const runs = new Map(targets.map((t) => [t.name, []]));
  const load = (t, durationMs) => runLoad({ url: t.url, path: '/evaluate/v1/variant', bodies, connections: CONNECTIONS, durationMs });
  for (const t of targets) await load(t, WARMUP_MS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) runs.get(t.name).push(await load(t, ROUND_MS));
  }
  return runs;
}

function medianRatio(serviceRuns, bareRuns) {
  const ratios = serviceRuns.map((r, i) => r.rps / bareRuns[i].rps).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}

function rows(runs) {
  const section = 'evaluation';
  const ratio = medianRatio(runs.get('service'), runs.get('bare'));
  const service = mergeRuns(runs.get('service'));
  const bare = mergeRuns(runs.get('bare'));
  const out = [];
  for (const [label, r] of [['POST /evaluate/v1/variant', service], ['bare node:http (constant JSON)', bare]]) {
    out.push({ section, measure: `${label}: throughput`, value: perSecond(r.rps) });
    out.push({ section, measure: `${label}: latency p50 / p99`, value: `${ms(r.p50)} / ${ms(r.p99)}` });
  }
  out.push({ section, measure: `throughput, service ÷ bare (median of ${ROUNDS} rounds)`, value: `${ratio.toFixed(2)}×`, budget: `≥ ${MIN_RATIO}×`, ok: ratio >= MIN_RATIO });
  const errors = service.errors + bare.errors;
  out.push({ section, measure: `non-200 responses (of ${service.requests + bare.requests})`, value: String(errors), budget: '0', ok: errors === 0 });
  out.push({ section, measure: 'load', value: `${CONNECTIONS} keep-alive connections, ${ROUNDS} × ${ROUND_MS / 1000} s per target, alternating` });
  return out;
}

export async function run({ serverBundle }) {
  const service = await spawnListening(serverBundle, ['--port', '0', '--db', ':memory:']);
  const bare = await spawnListening(BARE).catch(async (err) => {
    await service.stop();
    throw err;
  });
  try {
    await seedCheckoutFlag(service.url);
    const bodies = checkoutRequests();
    await checkEvaluation(service.url, bodies[0]);
    return rows(await measure([{ name: 'service', url: service.url }, { name: 'bare', url: bare.url }], bodies));
  } finally {
    await Promise.all([service.stop(), bare.stop()]);
  }
}
