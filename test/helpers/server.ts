import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Callback, Test } from 'uvu';
import { fliptBin, startFlipt } from './flipt-bin';

const here = fileURLToPath(import.meta.url);
/** The project root: tests run from their bundles under `.cache/tests/`. */
export const projectRoot = here.includes('/.cache/') ? here.slice(0, here.indexOf('/.cache/')) : process.cwd();
/** The bundled local service (`npm test` builds it first). */
export const serverBundle = join(projectRoot, '.cache', 'server', 'main.mjs');

export interface Service {
  url: string;
  /** True when the tests talk to an external Flipt (FLIPT_URL), so local-only checks are skipped. */
  external: boolean;
  stop(): Promise<void>;
  proc?: ChildProcess;
  output(): string;
  /** The Prometheus a Flipt started by the harness stores its analytics in. */
  prometheus?: string;
}

export interface StartOptions {
  args?: string[];
  env?: Record<string, string>;
  /** Start a local service even when FLIPT_URL is set (tests of the local service's own CLI). */
  local?: boolean;
  /** A service of its own configuration (`env`): the local service, or a Flipt FLIPT_BIN starts. */
  configured?: boolean;
}

/** The external Flipt the tests target (`FLIPT_URL`, no trailing slash), if any. */
export const externalUrl = (): string | undefined => process.env.FLIPT_URL?.replace(/\/$/, '') || undefined;

/**
 * Which Flipt the tests target instead of the local service: `FLIPT_URL` (a shared server) or
 * `FLIPT_BIN` (a binary the harness starts per configuration), or undefined.
 */
export const fliptTarget = (): 'FLIPT_URL' | 'FLIPT_BIN' | undefined => (externalUrl() ? 'FLIPT_URL' : fliptBin() ? 'FLIPT_BIN' : undefined);

/** `suite`, or, when `skip` holds, a registration that skips the test and prints `skip: <name> (<why>)`. */
export function skipWhen(skip: boolean, suite: Test, why: string) {
  return (name: string, fn: Callback) => {
    if (!skip) return suite(name, fn);
    console.log(`skip: ${name} (${why})`);
    suite.skip(name, fn);
  };
}

/**
 * Registers tests that hold only for the local service (its own configuration, a fresh database,
 * a documented difference): against an external Flipt they are skipped and the reason printed as
 * a `skip:` line, which the test runner shows.
 */
export const localOnly = (suite: Test, reason: string) => skipWhen(Boolean(fliptTarget()), suite, `against ${fliptTarget()}: ${reason}`);

/**
 * Registers tests that need a server of their own (a fresh database, its `default` namespace
 * theirs to change): skipped only against a shared FLIPT_URL, run on a Flipt FLIPT_BIN starts.
 */
export const ownServerOnly = (suite: Test, reason: string) => skipWhen(Boolean(externalUrl()), suite, `against FLIPT_URL: ${reason}`);

/** Registers tests that need an external Flipt: without FLIPT_URL they are skipped, saying why. */
export const externalOnly = (suite: Test, reason: string) => skipWhen(!fliptTarget(), suite, `without FLIPT_URL or FLIPT_BIN: ${reason}`);

/**
 * The SQL driver behind the service the tests target: a Flipt names it in its Prometheus metrics
 * (`driver="sqlite3"` or `driver="postgres"`); the local service runs on SQLite.
 */
export async function targetDatabase(): Promise<string> {
  if (fliptBin() && !externalUrl()) return process.env.FLIPT_DB_URL ? 'postgres' : 'sqlite3';
  const url = externalUrl();
  if (!url) return 'sqlite3';
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return /\bdriver="([^"]+)"/.exec(metrics)?.[1] ?? 'unknown';
}

/**
 * Starts the local service on port 0 with an in-memory database; uses FLIPT_URL when set, or
 * starts FLIPT_BIN with `opts.env` on a fresh database.
 */
export async function startService(opts: StartOptions = {}): Promise<Service> {
  if (opts.configured) return startConfigured(opts.args ?? ['--port', '0', '--db', ':memory:'], opts.env ?? {});
  const external = externalUrl();
  if (external && !opts.local) {
    return { url: external, external: true, stop: async () => {}, output: () => '' };
  }
  if (fliptBin() && !opts.local) return startFlipt({ env: opts.env });
  const args = opts.args ?? ['--port', '0', '--db', ':memory:'];
  return spawnService(args, opts.env ?? {});
}

/**
 * A service configured as the local service's arguments say (`--config FILE`, `--db FILE|:memory:`,
 * `--port N`, 0 for a free one) with `env`: with FLIPT_BIN set, that Flipt with the same config
 * file and a fresh database (or the SQLite file named); otherwise the local service.
 */
export function startConfigured(args: string[], env: Record<string, string> = {}): Promise<Service> {
  if (!fliptBin()) return spawnService(args, env);
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const db = flag('--db');
  return startFlipt({ env, config: flag('--config'), sqliteFile: db && db !== ':memory:' ? db : undefined, port: Number(flag('--port')) || undefined });
}

/** Spawns the bundled service with exactly these arguments and waits for its `listening on` line. */
export function spawnService(args: string[], env: Record<string, string> = {}): Promise<Service> {
  return untilListening(spawn(process.execPath, [serverBundle, ...args], { env: serviceEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** `spawnService` with files it writes limited to `fileKb` KiB (`ulimit -f`): past it, a write
 *  fails as on a full disk, a real storage fault on any machine. */
export function spawnWithFileLimit(fileKb: number, args: string[]): Promise<Service> {
  const script = `ulimit -f ${fileKb} && exec "$0" "$@"`;
  return untilListening(spawn('sh', ['-c', script, process.execPath, serverBundle, ...args], { env: serviceEnv({}), stdio: ['ignore', 'pipe', 'pipe'] }));
}

const serviceEnv = (env: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLIPT_'))),
  ...env,
});

function untilListening(proc: ChildProcess & { stdout: NodeJS.ReadableStream; stderr: NodeJS.ReadableStream }): Promise<Service> {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${out}`)), 10_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1] as string, external: false, proc, stop: () => stopProcess(proc), output: () => out });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${out}`));
    });
  });
}

/** Runs the service and resolves with its exit code and output (for start-up failures). */
export function runService(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const proc = spawn(process.execPath, [serverBundle, ...args], { env: serviceEnv(env) });
  let output = '';
  proc.stdout.on('data', (d) => (output += d));
  proc.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Sends `signal` and waits for the exit; a process still running after 5 s (one a test found
 *  stuck) is killed, so a failing suite ends instead of hanging. */
export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    const stuck = setTimeout(() => proc.kill('SIGKILL'), 5000);
    proc.once('exit', () => {
      clearTimeout(stuck);
      resolve();
    });
    proc.kill(signal);
  });
}
