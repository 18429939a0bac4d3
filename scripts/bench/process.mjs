// Child processes that announce readiness with a `listening on http://…` line (the local service and
// the bare baseline server), timed from spawn to that line.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Spawns `node <script> ...args`, resolves once it prints `listening on URL`, with the elapsed
 * milliseconds since spawn, the process, and ways to stop it (SIGTERM) or kill it (SIGKILL). FLIPT_* variables are dropped so a developer's environment cannot
 * change what is measured.
 */
export function spawnListening(script, args = [], timeoutMs = 10_000) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLIPT_')));
  const started = performance.now();
  const proc = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const fail = (err) => {
      clearTimeout(timer);
      proc.kill('SIGKILL');
      reject(err);
    };
    const onData = (chunk) => {
      output += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (!m) return;
      clearTimeout(timer);
      proc.stdout.off('data', onData);
      proc.stderr.off('data', onData);
      proc.stdout.resume();
      proc.stderr.resume();
      resolve({ url: m[1], startMs: performance.now() - started, proc, stop: () => stop(proc), kill: () => stop(proc, 'SIGKILL') });
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => fail(new Error(`${script} exited with ${code} before listening:\n${output}`)));
  });
}

function stop(proc, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });
}
