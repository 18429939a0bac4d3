// Section "durability": what syncing the WAL at every commit (synchronous = FULL, so an
// acknowledged write survives power loss) costs in writes per second. SQLite alone, one-row
// transactions on a file in the service's own mode (WAL, exclusive locking), NORMAL then FULL in
// the same run; and the service itself, 8 clients creating namespaces on a file database.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { keepAlive, send } from '../soak/send.mjs';
import { spawnListening } from './process.mjs';
import { runAlone } from './table.mjs';

const SECONDS = 3;
const rate = (n, ms) => `${Math.round((n * 1000) / ms).toLocaleString('en-US')} writes/s`;

/** One-row transactions for SECONDS on `file` with `synchronous`; returns writes per second. */
function sqliteCommits(file, synchronous) {
  const db = new Database(file);
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec('CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v TEXT)');
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < SECONDS * 1000) insert.run(`${synchronous}-${n++}`, 'x'.repeat(200));
  const elapsed = performance.now() - start;
  db.close();
  return [n, elapsed];
}

/** 8 clients creating namespaces for SECONDS against the service on a file database. */
async function serviceWrites(serverBundle, file) {
  const svc = await spawnListening(serverBundle, ['--port', '0', '--db', file]);
  let n = 0;
  const until = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: 8 }, async (_, w) => {
    const agent = keepAlive();
    for (let i = 0; performance.now() < until; i++) {
      const body = JSON.stringify({ key: `w${w}-${i}`, name: 'n' });
      const res = await send(agent, svc.url, { method: 'POST', path: '/api/v1/namespaces', headers: { 'content-type': 'application/json' }, body });
      if (res.status === 200) n += 1;
    }
    agent.destroy();
  }));
  const elapsed = performance.now() - start;
  await svc.stop();
  return [n, elapsed];
}

export async function run({ serverBundle }) {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-bench-durability-'));
  try {
    const normal = sqliteCommits(join(dir, 'normal.db'), 'NORMAL');
    const full = sqliteCommits(join(dir, 'full.db'), 'FULL');
    const service = await serviceWrites(serverBundle, join(dir, 'service.db'));
    const section = 'durability';
    const ratio = (full[0] / full[1]) / (normal[0] / normal[1]);
    return [
      { section, measure: 'SQLite one-row commits, synchronous = NORMAL (power loss may drop the last)', value: rate(...normal) },
      { section, measure: 'SQLite one-row commits, synchronous = FULL (what the service runs)', value: `${rate(...full)} (${ratio.toFixed(2)}×)` },
      { section, measure: 'service: POST /api/v1/namespaces, 8 clients, file database', value: rate(...service) },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, run);
