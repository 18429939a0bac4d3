// A bounded run of the reliability suite's fuzz (`npm run soak` runs 28,000 requests): hostile
// requests across every route family must not crash the service, get a 5xx Flipt would not
// give, or get an error body that is not Flipt's JSON shape. FUZZ_SEED replays a run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runFuzz } from '../../scripts/soak/fuzz.mjs';
import { spawnService, type Service } from '../helpers/server';

const seed = Number(process.env.FUZZ_SEED ?? 13);
let svc: Service;

test.before(async () => {
  svc = await spawnService(['--port', '0', '--db', ':memory:']);
});
test.after(() => svc?.stop());

test(`1,500 hostile requests (seed ${seed}) leave the service answering in Flipt's shape`, async () => {
  const service = {
    url: svc.url,
    alive: () => svc.proc?.exitCode === null && svc.proc?.signalCode === null,
    restart: async () => {
      svc = await spawnService(['--port', '0', '--db', ':memory:']);
      return svc.url;
    },
  };
  const report = await runFuzz({ service, seed, count: 1500 });
  const figures = { crashes: report.crashes, unexpected5xx: report.unexpected5xx, nonJsonErrors: report.nonJsonErrors, connectionErrors: report.connectionErrors };
  assert.equal(figures, { crashes: 0, unexpected5xx: 0, nonJsonErrors: 0, connectionErrors: 0 }, report.samples.join('\n'));
  assert.is(report.requests, 1500);
  // A loose bound for a shared 2-core machine; hostile-input.test.ts checks the known stalls.
  assert.ok(report.worstStallMs < 1000, `stalled ${Math.round(report.worstStallMs)} ms during ${report.worstStallDuring.join(' | ')}`);
});

test.run();
