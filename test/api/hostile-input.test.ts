// Issue 13: request values built to stall the service or slip past validation into storage.
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { database, fails, ok, useNamespace, useService } from '../helpers/fixtures';
import { fliptTarget, ownServerOnly } from '../helpers/server';
import { killOnFailure, probeWhile } from '../helpers/stall';
import { inProcessGatewayIn, serverVersion } from '../helpers/flipt-version';

const suite = useService(test);
const { api, svc } = suite;
const { nsPath, createFlag, createSegment, createVariant } = useNamespace(test, suite, 'hostile');
/** Flipt started by FLIPT_BIN: where the local service deliberately answers better, Flipt's own answer is checked. */
const onFlipt = Boolean(fliptTarget());
const ownProcess = ownServerOnly(test, 'it may have to kill the service it stalls, and a shared Flipt is not ours to kill');

/** A variant flag with a variant and a rule, and a boolean flag: where numbers are written. */
async function targets() {
  const segment = (await createSegment()).key;
  const flag = (await createFlag()).key;
  const variant = (await createVariant(flag, { key: 'on' })).id;
  const rule = ok(await api.post(`${nsPath}/flags/${flag}/rules`, { segmentKey: segment, rank: 1 })).id;
  const boolFlag = (await createFlag({ type: 'BOOLEAN_FLAG_TYPE' })).key;
  return {
    variant,
    distributions: `${nsPath}/flags/${flag}/rules/${rule}/distributions`,
    rollouts: `${nsPath}/flags/${boolFlag}/rollouts`,
  };
}

/** POSTs raw text, giving up after `ms` so a stalled service fails the test instead of hanging it. */
async function postWithin(path: string, text: string, ms: number) {
  const res = await fetch(svc.url + path, { method: 'POST', body: text, signal: AbortSignal.timeout(ms) });
  return { status: res.status, body: await res.json() };
}

ownProcess('a 4 MiB digit run in a float field is refused at once while other requests are served', async () => {
  const t = await targets();
  await killOnFailure(svc.proc, () => refusedWhileServing(t));
});

async function refusedWhileServing(t: Awaited<ReturnType<typeof targets>>) {
  const digits = `${'1'.repeat(4 * 1024 * 1024 - 200)}x`;
  const bodies: Array<[string, string]> = [
    [t.distributions, `{"variantId":"${t.variant}","rollout":"${digits}"}`],
    [t.rollouts, `{"rank":1,"threshold":{"percentage":"${digits}","value":true}}`],
  ];
  for (const [path, text] of bodies) {
    const run = await probeWhile(svc.url, () => postWithin(path, text, 5000));
    assert.is(run.result.status, 400, path);
    // Flipt hands a quoted number to Go's JSON decoder, which stops at the first bad byte.
    assert.equal(run.result.body, { code: 3, message: "invalid character 'x' after top-level value", details: [] });
    // Generous bounds for a busy 2-core machine; without linear decoding this takes hours.
    assert.ok(run.workMs < 2000, `answered after ${Math.round(run.workMs)} ms`);
    assert.ok(run.worstProbeMs < 1000, `other requests waited ${Math.round(run.worstProbeMs)} ms`);
  }
}

ownProcess('a URL ending in a long run of slashes does not hold other requests up', async () => {
  const path = `/api/v1/namespaces${'/'.repeat(15_000)}x`;
  await killOnFailure(svc.proc, async () => {
    const run = await probeWhile(svc.url, () =>
      Promise.all(Array.from({ length: 8 }, () => fetch(svc.url + path, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status))),
    );
    assert.equal(run.result, Array(8).fill(404));
    assert.ok(run.worstProbeMs < 1000, `other requests waited ${Math.round(run.worstProbeMs)} ms`);
  });
});

test('NaN is refused and nothing is stored (Flipt on PostgreSQL stores it)', async () => {
  const t = await targets();
  const distribution = await api.post(t.distributions, { variantId: t.variant, rollout: 'NaN' });
  const rollout = await api.post(t.rollouts, { rank: 1, threshold: { percentage: 'NaN', value: true } });
  const rule = t.distributions.replace(/\/distributions$/, '');
  if (onFlipt && database === 'postgres') {
    // Flipt lets NaN past its range checks, and PostgreSQL's real columns take it.
    assert.equal([distribution.status, distribution.body.rollout, rollout.status, rollout.body.threshold.percentage], [200, 'NaN', 200, 'NaN']);
    assert.equal(ok(await api.get(rule)).distributions.map((d: { rollout: unknown }) => d.rollout), ['NaN']);
    return;
  }
  if (onFlipt) {
    // Flipt lets NaN past its range checks; SQLite's storage refuses the row, answered as not found.
    for (const res of [distribution, rollout]) assert.equal([res.status, res.body.code], [404, 5]);
  } else {
    fails(distribution, 400, "invalid field rollout: must be greater than or equal to '0'");
    fails(rollout, 400, 'invalid field threshold.percentage: must be within range [0, 100]');
  }
  assert.is(ok(await api.get(t.rollouts)).rules.length, 0);
  assert.equal(ok(await api.get(rule)).distributions, []);
});

test('numbers beyond float32 are refused the way protobuf decoding refuses them', async () => {
  const t = await targets();
  for (const value of [1e39, '1e39', -1e39, '1e400']) {
    fails(await api.post(t.distributions, { variantId: t.variant, rollout: value }), 400, 'invalid values for key(s) in json body');
    fails(await api.post(t.rollouts, { rank: 1, threshold: { percentage: value, value: true } }), 400, 'invalid values for key(s) in json body');
  }
  fails(await api.post(t.distributions, { variantId: t.variant, rollout: 'Infinity' }), 400, "invalid field rollout: must be less than or equal to '100'");
  fails(await api.post(t.rollouts, { rank: 1, threshold: { percentage: '-Infinity', value: true } }), 400, 'invalid field threshold.percentage: must be within range [0, 100]');
});

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

test('deeply nested documents are refused in the error shape; 99 levels are kept', async () => {
  const key = `deep-${Date.now()}`;
  const deep = await postWithin(`${nsPath}/flags`, `{"key":"${key}","name":"D","metadata":${nested(5000)}}`, 5000);
  // The local service stops at 100 levels; Flipt v1.54's protobuf decoder gives up at its own
  // limit (its message spaces vary on purpose, so only the words are compared); v1.55 on passes
  // the message to its services in-process and stores it whole.
  if (onFlipt && inProcessGatewayIn(await serverVersion(svc.url))) {
    assert.is(deep.status, 200);
    // Compared as text: 5,000 levels are beyond what JSON.stringify can walk.
    const stored = await (await fetch(`${svc.url}${nsPath}/flags/${key}`)).text();
    assert.ok(stored.replace(/\s/g, '').includes(`"metadata":${nested(5000)}`), 'the document is stored whole');
    ok(await api.del(`${nsPath}/flags/${key}`));
  } else if (onFlipt) {
    assert.equal([deep.status, deep.body.code], [500, 13]);
    assert.match(deep.body.message, /exceeded\s+maximum\s+recursion\s+depth/);
  } else assert.equal(deep, { status: 400, body: { code: 3, message: 'json body nested deeper than 100 levels', details: [] } });
  const kept = await postWithin(`${nsPath}/flags`, `{"key":"${key}","name":"D","metadata":${nested(99)}}`, 5000);
  assert.is(kept.status, 200);
  assert.is(JSON.stringify(ok(await api.get(`${nsPath}/flags/${key}`)).metadata), nested(99));
  const attachment = await api.post(`${nsPath}/flags/${key}/variants`, { key: 'v', attachment: nested(101) });
  if (onFlipt) ok(attachment);
  else fails(attachment, 400, 'invalid field attachment: must not nest deeper than 100 levels');
  ok(await api.post(`${nsPath}/flags/${key}/variants`, { key: 'w', attachment: nested(100) }));
});

test('a URL or headers too large for the HTTP parser are refused; the local service answers in Flipt\'s error shape', async () => {
  // Go's server allows 1 MB of headers and answers in plain text; the local service allows 16 KB.
  const size = onFlipt ? 1_100_000 : 20_000;
  const long = await fetch(`${svc.url}/api/v1/namespaces?pageToken=${'x'.repeat(size)}`);
  assert.is(long.status, 431);
  if (!onFlipt) assert.equal(await long.json(), { code: 8, message: 'request header fields too large', details: [] });
  const header = await fetch(`${svc.url}/health`, { headers: { 'X-Padding': 'y'.repeat(size) } });
  assert.is(header.status, 431);
  const garbage = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
  assert.match(garbage, /^HTTP\/1\.1 400 Bad Request\r\n/);
  if (!onFlipt) assert.ok(garbage.endsWith('{"code":3,"message":"malformed HTTP request","details":[]}'), garbage);
  assert.is((await api.get('/health')).status, 200);
});

/** Writes raw bytes to the service and reads until it closes the connection. */
function rawExchange(text: string): Promise<string> {
  const { port } = new URL(svc.url);
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    socket.on('data', (d) => (out += d));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

test.run();
