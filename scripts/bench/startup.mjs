// Section "start": time from spawning the bundled local service to its `listening on` line
// (DESIGN.md §6: ≤ 1 s), next to a bare node:http server's start as the floor Node itself sets.
import { fileURLToPath } from 'node:url';
import { spawnListening } from './process.mjs';
import { ms } from './table.mjs';

const RUNS = 5;
const BUDGET_MS = 1000;
const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

async function startTimes(script, args) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const child = await spawnListening(script, args);
    times.push(child.startMs);
    await child.stop();
  }
  return times.sort((a, b) => a - b);
}

export async function run({ serverBundle }) {
  const service = await startTimes(serverBundle, ['--port', '0', '--db', ':memory:']);
  const bare = await startTimes(BARE);
  const median = service[Math.floor(RUNS / 2)];
  const section = 'start';
  return [
    { section, measure: `local service, start to listening (median of ${RUNS})`, value: ms(median), budget: `≤ ${BUDGET_MS} ms`, ok: median <= BUDGET_MS },
    { section, measure: `local service, slowest of ${RUNS}`, value: ms(service[RUNS - 1]) },
    { section, measure: `bare node:http, start to listening (median)`, value: ms(bare[Math.floor(RUNS / 2)]) },
  ];
}
