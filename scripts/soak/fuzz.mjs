// The hostile-request fuzz: sends requests from hostile.mjs one at a time while a probe asks
// /health every few milliseconds, and reports crashes, unexpected 5xx, error bodies that are not
// Flipt's JSON shape, and the longest time the probe waited (the worst stall one request caused).
import { hostileRequests } from './hostile.mjs';
import { startPing, wallNow } from './ping.mjs';
import { keepAlive, must, send } from './send.mjs';

/** Creates one of every entity the routes address, in a namespace of the run's own. */
export async function seedEntities(base, seed) {
  const agent = keepAlive();
  const ns = `fuzz-${seed}`;
  const at = `/api/v1/namespaces/${ns}`;
  await must(agent, base, 'POST', '/api/v1/namespaces', { key: ns, name: ns });
  await must(agent, base, 'POST', `${at}/flags`, { key: 'f', name: 'F', enabled: true });
  await must(agent, base, 'POST', `${at}/flags`, { key: 'b', name: 'B', type: 'BOOLEAN_FLAG_TYPE', enabled: true });
  await must(agent, base, 'POST', `${at}/segments`, { key: 's', name: 'S', matchType: 'ALL_MATCH_TYPE' });
  const constraint = await must(agent, base, 'POST', `${at}/segments/s/constraints`, { type: 'STRING_COMPARISON_TYPE', property: 'p', operator: 'eq', value: 'v' });
  const variant = await must(agent, base, 'POST', `${at}/flags/f/variants`, { key: 'on', name: 'On' });
  const rule = await must(agent, base, 'POST', `${at}/flags/f/rules`, { segmentKey: 's', rank: 1 });
  const distribution = await must(agent, base, 'POST', `${at}/flags/f/rules/${rule.id}/distributions`, { variantId: variant.id, rollout: 100 });
  const rollout = await must(agent, base, 'POST', `${at}/flags/b/rollouts`, { rank: 1, threshold: { percentage: 50, value: true } });
  agent.destroy();
  return { ns, flag: 'f', boolFlag: 'b', segment: 's', constraint: constraint.id, variant: variant.id, rule: rule.id, distribution: distribution.id, rollout: rollout.id };
}

/** Flipt's error body: `{code: number, message: string, details: []}`. */
function isFliptError(text) {
  try {
    const b = JSON.parse(text);
    return typeof b?.code === 'number' && typeof b.message === 'string' && Array.isArray(b.details);
  } catch {
    return false;
  }
}

/** The ping thread (ping.mjs), keeping every span it takes in `spans`. */
function startProbe(base, pid, spans) {
  const ping = startPing(base, pid);
  const timer = setInterval(async () => spans.push(...(await ping.take())), 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      spans.push(...(await ping.take()));
      await ping.stop();
    },
  };
}

/**
 * 5xx answers Flipt itself gives in the same situation: 501 for a known path with another method,
 * and 500 when evaluation meets rules or rollouts whose ranks are out of order (Flipt accepts any
 * rank on create, and so does the service).
 */
function fliptsOwn5xx(status, body) {
  if (status === 501) return body.code === 12;
  return status === 500 && body.code === 13 && /^(rule|rollout) rank: -?\d+ detected out of order$/.test(body.message);
}

const describe = (r) => `${r.method} ${r.path.slice(0, 100)}${r.path.length > 100 ? '…' : ''} (${r.body?.length ?? 0} B body)`;

/**
 * Runs `count` requests of `seed` against `service` ({ url, alive(), restart() → url }): after a
 * crash the service is restarted and the run goes on. Returns the figures and a few samples.
 */
export async function runFuzz({ service, seed, count }) {
  let base = service.url;
  let ids = await seedEntities(base, seed);
  const report = { requests: 0, crashes: 0, unexpected5xx: 0, nonJsonErrors: 0, connectionErrors: 0, statuses: {}, samples: [], worstStallMs: 0, worstStallDuring: [] };
  const windows = [];
  const spans = [];
  let probe = startProbe(base, service.pid?.(), spans);
  let agent = keepAlive();
  for (const req of hostileRequests({ seed, count, ids })) {
    const start = wallNow();
    const res = await send(agent, base, req);
    windows.push([start, wallNow(), req]);
    report.requests += 1;
    if (res.error) {
      if (service.alive()) report.connectionErrors += 1;
      else {
        report.crashes += 1;
        await probe.stop();
        base = await service.restart();
        ids = await seedEntities(base, seed + report.crashes);
        probe = startProbe(base, service.pid?.(), spans);
        agent = keepAlive();
      }
      if (report.samples.length < 10) report.samples.push(`${res.error.message}: ${describe(req)}`);
      continue;
    }
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
    const expected5xx = isFliptError(res.text) && fliptsOwn5xx(res.status, JSON.parse(res.text));
    const bad = res.status >= 500 && !expected5xx ? 'unexpected5xx' : res.status >= 400 && !isFliptError(res.text) ? 'nonJsonErrors' : undefined;
    if (!bad) continue;
    report[bad] += 1;
    if (report.samples.filter((x) => x.startsWith(String(res.status))).length < 3) report.samples.push(`${res.status} ${res.text.slice(0, 120)}: ${describe(req)}`);
  }
  const worst = worstStall(spans, windows);
  if (worst.worstStallMs > CONFIRM_OVER_MS) worst.confirmedStallMs = await replayWorst(base, agent, spans, worst.culprits);
  await probe.stop();
  agent.destroy();
  return { ...report, ...worst };
}

/** A stall over this is replayed before it counts: on a shared machine one slow ping is noise. */
const CONFIRM_OVER_MS = 100;

/** Sends the requests in flight during the worst stall again, 3 times; the median of their stalls. */
async function replayWorst(base, agent, spans, culprits) {
  const stalls = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 1100));
    const from = wallNow();
    for (const req of culprits) await send(agent, base, req);
    const to = wallNow();
    await new Promise((r) => setTimeout(r, 1100));
    stalls.push(Math.max(0, ...spans.filter(([s, e]) => s < to && e > from).map(held)));
  }
  return stalls.sort((a, b) => a - b)[1];
}

/** How long a ping waited on the service's event loop: its main thread's CPU time during the
 *  wait where Linux tells it (ping.mjs), else the wall-clock wait. */
const held = ([s, e, , cpu]) => (cpu === undefined || Number.isNaN(cpu) ? e - s : cpu);

/** The probe's longest hold, the requests in flight meanwhile, and the slowest requests. */
function worstStall(spans, windows) {
  let worst = [0, 0];
  for (const s of spans) if (held(s) > held(worst)) worst = s;
  const culprits = windows.filter(([s, e]) => s < worst[1] && e > worst[0]).map(([, , r]) => r);
  const during = culprits.map(describe);
  const slowest = [...windows].sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, 3);
  return {
    worstStallMs: held(worst),
    worstWaitMs: worst[1] - worst[0],
    worstStallDuring: during.slice(0, 3),
    culprits,
    slowestRequests: slowest.map(([s, e, r]) => `${Math.round(e - s)} ms: ${describe(r)}`),
  };
}
