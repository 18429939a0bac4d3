// Two Flipt v1.54 binaries on one SQLite file, for the race on Flipt itself (race-flipt.mjs, issue
// 28): FLIPT_BIN_OURS is Flipt built with this tree's embed/ as its ui/ folder, FLIPT_BIN_FLIPT
// Flipt built with its own console; both are built outside this repository (docs/BENCHMARKS.md, "On
// Flipt itself"). Each gets a config file of its own (HTTP and gRPC ports on 127.0.0.1, the shared
// database, no telemetry or update check); ours starts first and migrates the database. With
// BENCH_RACE_ANALYTICS=1 both store analytics in one Prometheus scraping both (issue 41: the race
// with the evaluation charts on).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const VARS = { ours: 'FLIPT_BIN_OURS', flipt: 'FLIPT_BIN_FLIPT' };
const PORTS = { ours: [18110, 19110], flipt: [18111, 19111] };

/** The two binaries' paths, or null when either variable is unset. */
export function fliptBinaries(env = process.env) {
  if (!env[VARS.ours] || !env[VARS.flipt]) return null;
  const paths = { ours: resolve(env[VARS.ours]), flipt: resolve(env[VARS.flipt]) };
  for (const side of ['ours', 'flipt']) if (!existsSync(paths[side])) throw new Error(`${VARS[side]}=${paths[side]}: no such file`);
  return paths;
}

const PROMETHEUS_PORT = 18119;

/** Whether the race runs with analytics stored in Prometheus. */
export const withAnalytics = (env = process.env) => env.BENCH_RACE_ANALYTICS === '1';

function writeConfig(dir, side, prometheus) {
  const [http, grpc] = PORTS[side];
  const yaml = ['log:', '  level: warn', 'server:', '  host: 127.0.0.1', `  http_port: ${http}`, `  grpc_port: ${grpc}`];
  yaml.push('db:', `  url: file:${join(dir, 'flipt.db')}`, 'meta:', '  telemetry_enabled: false', '  check_for_updates: false');
  if (prometheus) yaml.push('analytics:', '  storage:', '    prometheus:', '      enabled: true', `      url: ${prometheus}`);
  const file = join(dir, `${side}.yml`);
  writeFileSync(file, `${yaml.join('\n')}\n`);
  return file;
}

/** Resolves once `url + path` answers 200; rejects when the process exits or `timeoutMs` passes. */
async function healthy(url, path, proc, output, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${proc.spawnfile} exited with ${proc.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}${path}`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.spawnfile} at ${url} not healthy within ${timeoutMs} ms:\n${output()}`);
}

/** Starts `bin` with `args`; resolves to {url, stop} once `url + health` answers 200. */
async function launch(bin, args, url, health, env = process.env) {
  const proc = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  proc.stdout.on('data', (d) => (text += d));
  proc.stderr.on('data', (d) => (text += d));
  try {
    await healthy(url, health, proc, () => text);
  } catch (err) {
    proc.kill('SIGKILL');
    throw err;
  }
  const stop = () => new Promise((done) => (proc.exitCode !== null || proc.signalCode !== null ? done() : (proc.once('exit', done), proc.kill('SIGTERM'))));
  return { url, stop };
}

function start(bin, dir, side, prometheus) {
  // Flipt reads FLIPT_* variables as configuration: none of the developer's may change the run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLIPT_')));
  return launch(bin, ['--config', writeConfig(dir, side, prometheus)], `http://127.0.0.1:${PORTS[side][0]}`, '/health', env);
}

/** Debian's Prometheus scraping both binaries once a second, its data in `dir`. */
function startPrometheus(dir) {
  const targets = Object.values(PORTS).map(([http]) => `'127.0.0.1:${http}'`);
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, `global: {scrape_interval: 1s, evaluation_interval: 1s}\nscrape_configs: [{job_name: flipt, static_configs: [{targets: [${targets}]}]}]\n`);
  const args = [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`];
  return launch('prometheus', args, `http://127.0.0.1:${PROMETHEUS_PORT}`, '/-/ready');
}

/** What each side's `/` must reference: this tree's hashed bundle, or Flipt's Vite build. */
const CONSOLE = { ours: /src="assets\/main-[^"]+\.js"/, flipt: /src="\.\/assets\/index-[^"]+\.js"/ };

/**
 * Starts both binaries on one fresh database; checks each serves the console it should (a swapped
 * pair would invert the race) and that ours sends Last-Modified on its hashed files (issue 28
 * item 2; a binary built from an older tree does not). Resolves to {ours, flipt, stop}.
 */
export async function startBinaries(paths) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-flipt-'));
  const started = [];
  const stop = async () => {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const prometheus = withAnalytics() ? await startPrometheus(dir) : undefined;
    if (prometheus) started.push(prometheus);
    for (const side of ['ours', 'flipt']) started.push(await start(paths[side], dir, side, prometheus?.url));
    const [ours, flipt] = started.slice(-2).map((s) => s.url);
    for (const [side, url] of [['ours', ours], ['flipt', flipt]]) {
      const html = await (await fetch(`${url}/`)).text();
      if (!CONSOLE[side].test(html)) throw new Error(`${VARS[side]} does not serve ${side === 'ours' ? "this tree's console" : "Flipt's own console"} at ${url}/`);
    }
    const asset = CONSOLE.ours.exec(await (await fetch(`${ours}/`)).text())[0].slice(5, -1);
    const res = await fetch(`${ours}/${asset}`);
    if (!res.headers.has('last-modified')) throw new Error(`${VARS.ours}: ${asset} has no Last-Modified; rebuild it with this tree's embed/`);
    return { ours, flipt, prometheus: prometheus?.url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
