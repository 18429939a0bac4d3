// Kill -9 under write load: writers create namespaces as fast as the service acknowledges them,
// the process is killed at a random moment, and every acknowledged write must be in the database
// afterwards, which must pass SQLite's integrity_check. Repeated on one growing file.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooser, seeded } from './random.mjs';
import { startLocal } from './service.mjs';
import { keepAlive, send } from './send.mjs';

/** Writers loop until `stop()`; resolves with the keys the service acknowledged with 200. */
function writeLoad(url, writers, cycle) {
  let running = true;
  const acknowledged = [];
  const done = Promise.all(Array.from({ length: writers }, async (_, w) => {
    const agent = keepAlive();
    for (let i = 0; running; i++) {
      const key = `c${cycle}-w${w}-${i}`;
      const res = await send(agent, url, { method: 'POST', path: '/api/v1/namespaces', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, name: key }) }, 5000);
      if (res.status === 200) acknowledged.push(key);
      if (res.error) break;
    }
    agent.destroy();
  }));
  return { stop: async () => ((running = false), await done, acknowledged), done };
}

/** Keys present and the integrity verdict, read straight from the file the service left. */
function inspect(file) {
  const db = new Database(file);
  try {
    const keys = new Set(db.prepare('SELECT key FROM namespaces').pluck().all());
    const integrity = db.pragma('integrity_check', { simple: true });
    return { keys, integrity };
  } finally {
    db.close();
  }
}

/** Runs `cycles` kill cycles with `writers` concurrent writers; returns the figures. */
export async function runKillCycles({ bundle, cycles, writers = 8, seed = 1, log = () => {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-soak-kill-'));
  const file = join(dir, 'flipt.db');
  const c = chooser(seeded(seed));
  const report = { cycles: 0, acknowledged: 0, lost: 0, integrityFailures: 0, startFailures: 0, lostSamples: [] };
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const svc = await startLocal(bundle, ['--port', '0', '--db', file]).catch((err) => {
        report.startFailures += 1;
        throw err;
      });
      const load = writeLoad(svc.url, writers, cycle);
      await new Promise((r) => setTimeout(r, 300 + c.int(1700)));
      await svc.kill();
      const acknowledged = await load.stop();
      const { keys, integrity } = inspect(file);
      const lost = acknowledged.filter((k) => !keys.has(k));
      report.cycles += 1;
      report.acknowledged += acknowledged.length;
      report.lost += lost.length;
      report.lostSamples.push(...lost.slice(0, 3));
      if (integrity !== 'ok') report.integrityFailures += 1;
      log(`kill cycle ${cycle}: ${acknowledged.length} acknowledged, ${lost.length} lost, integrity ${integrity}`);
    }
    return report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
