// The stall cases (issue 30): each request of stall-cases.mjs runs `trials` times, one at a time,
// while a 10 ms ping asks /health from a thread of its own (ping.mjs). A trial's stall is what
// the slowest ping answered while the request was in flight waited for the service's event loop:
// the CPU time its main thread ran meanwhile (what it held the loop for), next to the wall-clock
// wait (which on a shared machine also counts other programs). A case's figure is the median of
// its trials (one slow trial is noise, a slow median is the service), next to the slowest trial.
// The same ping with nothing else running is the control.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPing, wallNow } from './ping.mjs';
import { keepAlive } from './send.mjs';
import { startLocal } from './service.mjs';
import { databaseCases, declarativeLoad, featuresFile } from './stall-cases.mjs';

export const STALL_GOAL_MS = 100;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Pings that overlap [from, to]: `[wall wait, service CPU during it]` in ms. */
const waitsWithin = (spans, from, to) => spans.filter(([s, e]) => s < to && e > from).map(([s, e, , cpu]) => [e - s, cpu]);

const worst = (waits, i) => Math.max(0, ...waits.map((w) => w[i]));

/** One case: a quiet moment, then `trials` requests; returns the figures. */
async function measure(ping, send, trials) {
  const figures = { stalls: [], walls: [], failed: 0 };
  for (let t = 0; t < trials; t++) {
    await new Promise((r) => setTimeout(r, 150));
    await ping.take();
    const from = wallNow();
    const res = await send().catch((err) => ({ error: err }));
    const to = wallNow() + 15;
    await new Promise((r) => setTimeout(r, 30));
    const waits = waitsWithin(await ping.take(), from, to);
    if (res.error) figures.failed += 1;
    figures.stalls.push(worst(waits, 1));
    figures.walls.push(worst(waits, 0));
  }
  const { stalls, walls } = figures;
  return { median: median(stalls), max: Math.max(...stalls), wallMedian: median(walls), wallMax: Math.max(...walls), failed: figures.failed };
}

/** The control: the ping alone for `ms`. */
async function control(ping, ms) {
  await ping.take();
  await new Promise((r) => setTimeout(r, ms));
  const waits = waitsWithin(await ping.take(), 0, Infinity);
  const cpu = waits.map((w) => w[1]);
  const wall = waits.map((w) => w[0]);
  return { median: median(cpu), max: Math.max(...cpu), wallMedian: median(wall), wallMax: Math.max(...wall) };
}

async function onService(bundle, args, body) {
  const svc = await startLocal(bundle, ['--port', '0', ...args], { measured: true });
  const ping = startPing(svc.url, svc.proc.pid);
  try {
    return await body(svc, ping);
  } finally {
    await ping.stop();
    await svc.stop();
  }
}

/** Runs every case; `log` reports progress. Returns `{ control, cases: [{ name, ...figures }] }`. */
export async function runStalls({ bundle, trials = 7, only = '', log = () => {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-soak-stalls-'));
  const results = [];
  let quiet;
  try {
    await onService(bundle, ['--db', join(dir, 'flipt.db')], async (svc, ping) => {
      const agent = keepAlive();
      log('stalls: setting up 10,000 segments, 2,000 flags and the big bodies…');
      const cases = await databaseCases(agent, svc.url, (name) => name.includes(only));
      quiet = await control(ping, 2000);
      for (const [name, send] of cases) {
        log(`stalls: ${name}`);
        results.push({ name, ...(await measure(ping, send, trials)) });
      }
    });
    if (!'load a features file'.includes(only)) return { control: quiet, cases: results };
    const files = join(dir, 'features');
    mkdirSync(files);
    writeFileSync(join(files, 'features.yml'), featuresFile(0));
    const config = join(dir, 'flipt.yml');
    writeFileSync(config, `storage:\n  type: local\n  local:\n    path: ${JSON.stringify(files)}\n`);
    await onService(bundle, ['--db', join(dir, 'declarative.db'), '--config', config], async (svc, ping) => {
      log('stalls: declarative load of 40,000 flags');
      results.push({ name: 'load a features file: 40,000 flags, 3.1 MB', ...(await measure(ping, declarativeLoad(keepAlive(), svc.url, files), trials)) });
    });
    return { control: quiet, cases: results };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
