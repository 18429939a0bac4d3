// Flipt itself as the service under test: with FLIPT_BIN naming a Flipt v1.54 binary (built with
// this tree's embed/ as its ui/), the harness starts one Flipt per configuration a test asks for,
// the same configuration it would give the local service, on free ports and a fresh database,
// and stops it after. Analytics with Prometheus get a Prometheus of their own scraping that Flipt.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { stopProcess, type Service } from './server';

/** The Flipt binary the tests start, if any. */
export const fliptBin = (): string | undefined => process.env.FLIPT_BIN || undefined;

/** How a Flipt is configured: FLIPT_* variables and/or a config file (an object written as YAML, or a path). */
export interface FliptOptions {
  env?: Record<string, string>;
  config?: Record<string, unknown> | string;
  /** A SQLite file kept by the caller (restarts on the same data); a fresh database otherwise. */
  sqliteFile?: string;
  /** The HTTP port (a restart where a page still points); a free one otherwise. */
  port?: number;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Processes this file started and has not stopped: killed when the test process exits, so a
 *  failed hook never leaves a Flipt or a Prometheus running (nor keeps the test waiting on them). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const proc of running) proc.kill('SIGKILL');
});

/** `proc`, tracked and not holding the test process open. */
function track<P extends ChildProcess>(proc: P): P {
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  proc.unref();
  for (const stream of [proc.stdout, proc.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
  return proc;
}

let databases = 0;

/** A fresh PostgreSQL database on the server FLIPT_DB_URL names (dropped by `drop`), or undefined. */
function freshPostgres(): { url: string; drop(): void } | undefined {
  const server = process.env.FLIPT_DB_URL;
  if (!server) return undefined;
  databases += 1;
  const name = `flipt_test_${process.pid}_${databases}`;
  const psql = (sql: string) => {
    const r = spawnSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`psql ${sql}: ${r.stderr || r.error}`);
  };
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Whether a configuration turns on analytics stored in Prometheus. */
export function wantsPrometheus(opts: FliptOptions): boolean {
  if (opts.env?.FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED === 'true') return true;
  const config = typeof opts.config === 'object' ? (opts.config as any) : undefined;
  return config?.analytics?.storage?.prometheus?.enabled === true;
}

/** Why a Prometheus cannot be started here, or undefined when it can. */
export function prometheusMissing(): string | undefined {
  const r = spawnSync('prometheus', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? undefined : 'Prometheus is not installed (Debian package `prometheus`), which Flipt stores analytics in';
}

/** Starts Prometheus scraping `target`'s /metrics every second; resolves once it answers. */
async function startPrometheus(dir: string, target: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, stringify({ global: { scrape_interval: '1s', evaluation_interval: '1s' }, scrape_configs: [{ job_name: 'flipt', static_configs: [{ targets: [target] }] }] }));
  const proc = track(spawn('prometheus', [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: 'ignore' }));
  const url = `http://127.0.0.1:${port}`;
  await untilAnswers(`${url}/-/ready`, proc, () => 'prometheus did not start');
  return { url, proc };
}

/** Resolves once Prometheus at `url` has `n` series answering `query` (it applies new targets
 *  after a few seconds, and scrapes once a second from then on). */
export async function untilSeries(url: string, query: string, n = 1): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`).then((r) => r.json(), () => undefined);
    if ((res?.data?.result?.length ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Prometheus at ${url} has no ${n} series of ${query} after 30 s`);
}

/** Polls `url` until it answers 200; fails when `proc` exits first or after 30 s. */
async function untilAnswers(url: string, proc: ChildProcess, why: () => string): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`${why()} (exited with ${proc.exitCode})`);
    const ok = await fetch(url).then((r) => r.status === 200, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${why()} (no answer from ${url} within 30 s)`);
}

/** Starts FLIPT_BIN with `opts` on 127.0.0.1 and resolves once its /health answers. */
export async function startFlipt(opts: FliptOptions = {}): Promise<Service> {
  const bin = fliptBin();
  if (!bin) throw new Error('FLIPT_BIN is not set');
  const dir = mkdtempSync(join(tmpdir(), 'flipt-bin-'));
  const [http, grpc] = [opts.port ?? (await freePort()), await freePort()];
  const postgres = opts.sqliteFile ? undefined : freshPostgres();
  const env: Record<string, string> = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLIPT_')) as [string, string][]),
    FLIPT_LOG_LEVEL: 'warn',
    FLIPT_META_CHECK_FOR_UPDATES: 'false',
    FLIPT_META_TELEMETRY_ENABLED: 'false',
    FLIPT_META_STATE_DIRECTORY: dir,
    ...opts.env,
    FLIPT_SERVER_HOST: '127.0.0.1',
    FLIPT_SERVER_HTTP_PORT: String(http),
    FLIPT_SERVER_GRPC_PORT: String(grpc),
    FLIPT_DB_URL: postgres?.url ?? `file:${opts.sqliteFile ?? join(dir, 'flipt.db')}`,
  };
  const stops: (() => Promise<void> | void)[] = [() => postgres?.drop(), () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s();
  };
  try {
    if (wantsPrometheus(opts)) {
      const prometheus = await startPrometheus(dir, `127.0.0.1:${http}`);
      stops.push(() => stopProcess(prometheus.proc));
      env.FLIPT_ANALYTICS_STORAGE_PROMETHEUS_URL = prometheus.url;
    }
    const args: string[] = [];
    if (typeof opts.config === 'string') args.push('--config', opts.config);
    else if (opts.config) {
      writeFileSync(join(dir, 'config.yml'), stringify(opts.config));
      args.push('--config', join(dir, 'config.yml'));
    }
    const proc = track(spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    stops.push(() => stopProcess(proc));
    const url = `http://127.0.0.1:${http}`;
    await untilAnswers(`${url}/health`, proc, () => `Flipt (${bin}) did not start:\n${out}`);
    const prometheus = env.FLIPT_ANALYTICS_STORAGE_PROMETHEUS_URL;
    if (prometheus) await untilSeries(prometheus, 'up == 1');
    return { url, external: true, proc, stop, output: () => out, prometheus };
  } catch (err) {
    await stop();
    throw err;
  }
}
