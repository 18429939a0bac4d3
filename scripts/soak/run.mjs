// `npm run soak`: the local service's reliability suite (issues 13 and 30), kept out of
// `npm test` because it runs for minutes. Four sections, each printing its figures:
//   stall the requests that used to hold the event loop longest (big lists, orders, batches,
//         metadata, contexts, segment lists, wide rules, declarative loads), each several times
//         while a 10 ms ping runs on a thread of its own: median and slowest stall per case;
//   fuzz  hostile requests across every route family, one at a time, while a probe measures how
//         long /health waits (the longest stall any single request causes);
//   kill  kill -9 under write load, then every acknowledged write checked in the file, which
//         must pass integrity_check;
//   load  200 clients evaluating for 60 s: throughput, p50/p99, errors, memory.
// SOAK_SEED, SOAK_TRIALS (7), SOAK_REQUESTS (28000), SOAK_KILL_CYCLES (25), SOAK_CLIENTS (200),
// SOAK_SECONDS (60) change the sizes; `npm run soak -- fuzz kill` runs only those sections, and
// SOAK_ONLY=list only the stall cases whose name holds that text. Exits 1 when a stall case's
// median or the fuzz's confirmed worst stall is over 100 ms, and on any crash, unexpected 5xx,
// non-JSON error, lost write, failed integrity check or load error.
import { buildServer } from '../build-server.mjs';
import { runFuzz } from './fuzz.mjs';
import { runKillCycles } from './kill.mjs';
import { runEvaluationLoad } from './load.mjs';
import { canRaisePriority, startLocal, MEASURED_PRIORITY } from './service.mjs';
import { runStalls, STALL_GOAL_MS } from './stalls.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const seed = env('SOAK_SEED', Date.now() % 100_000);
const wanted = process.argv.slice(2);
const runs = (name) => wanted.length === 0 || wanted.includes(name);
const log = (line) => process.stderr.write(`soak: ${line}\n`);
const ms = (n) => `${n.toFixed(1)} ms`;
let failed = false;
const check = (ok, what) => {
  if (!ok) failed = true;
  return ok ? what : `${what}  ← FAILED`;
};

async function stallSection(bundle) {
  const trials = env('SOAK_TRIALS', 7);
  const r = await runStalls({ bundle, trials, only: process.env.SOAK_ONLY ?? '', log });
  console.log(`stalls: the slowest 10 ms ping while one request runs, ${trials} trials, ${priority}`);
  console.log(`  (loop: the service's event-loop CPU time during that ping's wait, goal median ≤ ${STALL_GOAL_MS} ms; wall: the wait)`);
  const row = (name, c) => `${name.padEnd(46)} ${ms(c.median).padStart(9)} ${ms(c.max).padStart(9)} ${ms(c.wallMedian).padStart(9)} ${ms(c.wallMax).padStart(9)}`;
  console.log(`  ${'case'.padEnd(46)} ${'loop med'.padStart(9)} ${'loop max'.padStart(9)} ${'wall med'.padStart(9)} ${'wall max'.padStart(9)}`);
  console.log(`  ${row('control: the ping alone (over its pings)', r.control)}`);
  for (const c of r.cases) {
    const failedNote = c.failed ? `  (${c.failed} requests failed)` : '';
    console.log(`  ${check(c.median <= STALL_GOAL_MS && c.failed === 0, row(c.name, c) + failedNote)}`);
  }
}

async function fuzzSection(bundle) {
  const start = () => startLocal(bundle, ['--port', '0', '--db', ':memory:'], { measured: true });
  let svc = await start();
  const service = { url: svc.url, alive: () => svc.alive(), pid: () => svc.proc.pid, restart: async () => (svc = await start()).url };
  const r = await runFuzz({ service, seed, count: env('SOAK_REQUESTS', 28_000) });
  await svc.stop();
  console.log(`fuzz (seed ${seed}, ${priority})`);
  console.log(`  requests              ${r.requests} (${Object.entries(r.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')})`);
  console.log(`  ${check(r.crashes === 0, `crashes               ${r.crashes}`)}`);
  console.log(`  ${check(r.unexpected5xx === 0, `unexpected 5xx        ${r.unexpected5xx}`)}`);
  console.log(`  ${check(r.nonJsonErrors === 0, `non-JSON errors       ${r.nonJsonErrors}`)}`);
  console.log(`  ${check(r.connectionErrors === 0, `connection errors     ${r.connectionErrors}`)}`);
  const stall = r.confirmedStallMs ?? r.worstStallMs;
  const replayed = r.confirmedStallMs === undefined ? '' : `; sent again 3 times: median ${ms(r.confirmedStallMs)}`;
  console.log(`  ${check(stall <= STALL_GOAL_MS, `longest stall         ${ms(r.worstStallMs)} of event-loop time (wall ${ms(r.worstWaitMs)})${replayed} (goal ≤ ${STALL_GOAL_MS} ms), during: ${r.worstStallDuring.join(' | ')}`)}`);
  console.log(`  slowest requests      ${r.slowestRequests.join(' | ')}`);
  for (const s of r.samples) console.log(`  sample: ${s}`);
}

async function killSection(bundle) {
  const r = await runKillCycles({ bundle, cycles: env('SOAK_KILL_CYCLES', 25), seed, log });
  console.log('kill -9 under write load');
  console.log(`  cycles                ${r.cycles}, ${r.acknowledged} acknowledged writes`);
  console.log(`  ${check(r.lost === 0, `acknowledged lost     ${r.lost}${r.lostSamples.length ? ` (${r.lostSamples.join(', ')})` : ''}`)}`);
  console.log(`  ${check(r.integrityFailures === 0, `integrity failures    ${r.integrityFailures}`)}`);
}

async function loadSection(bundle) {
  const r = await runEvaluationLoad({ bundle, clients: env('SOAK_CLIENTS', 200), seconds: env('SOAK_SECONDS', 60) });
  console.log(`evaluation load (${r.clients} clients, ${r.seconds.toFixed(0)} s)`);
  console.log(`  throughput            ${Math.round(r.rps)} evaluations/s (${r.requests} requests)`);
  console.log(`  latency p50 / p99     ${ms(r.p50)} / ${ms(r.p99)} (p99.9 ${ms(r.p999)})`);
  console.log(`  ${check(r.errors === 0 && r.alive, `errors                ${r.errors}${r.alive ? '' : ', service died'}`)}`);
  const mb = (n) => `${n.toFixed(0)} MB`;
  console.log(`  memory (RSS)          start ${mb(r.rssStartMb)}, warm ${mb(r.rssWarmMb)}, peak ${mb(r.rssPeakMb)}, end ${mb(r.rssEndMb)}`);
}

const bundle = await buildServer();
const priority = canRaisePriority() ? `service and ping at nice ${MEASURED_PRIORITY}` : 'normal priority: not allowed to raise it here';
for (const [name, section] of [['stall', stallSection], ['fuzz', fuzzSection], ['kill', killSection], ['load', loadSection]]) {
  if (!runs(name)) continue;
  log(`${name}…`);
  await section(bundle);
}
if (failed) process.exitCode = 1;
