// GET /internal/v1/analytics/namespaces/:ns/flags/:flag (API.md §5.1): 501 without an analytics
// backend; with one, counts of real evaluations in zero-filled, aligned buckets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type Service } from '../helpers/server';
import { client, uniqueKey, type Client } from '../helpers/http';
import { useService } from '../helpers/fixtures';
import { must, writeFlags } from '../helpers/gen-seed';
import { inProcessGatewayIn, serverVersion } from '../helpers/flipt-version';

const { svc: plain } = useService(test);
let enabled: Service;
let api: Client;
const ANALYTICS_ENV = { FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true' };
const MINUTE = 60_000;
const counted = uniqueKey('counted');
const countedBool = uniqueKey('counted-bool');

const series = (ns: string, flag: string, from: string, to: string) =>
  api.get(`/internal/v1/analytics/namespaces/${ns}/flags/${flag}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);

test.before(async () => {
  // Counting is the local service's own storage (a real Flipt needs Prometheus or ClickHouse for
  // it), so these tests run against a local service of their own even with FLIPT_URL set.
  enabled = await startService({ env: ANALYTICS_ENV, args: ['--port', '0', '--db', ':memory:'], local: true });
  api = client(enabled.url);
  await writeFlags(api, 'default', [
    { type: 'VARIANT_FLAG_TYPE', key: counted, enabled: true, variants: [], rules: [] },
    { type: 'BOOLEAN_FLAG_TYPE', key: countedBool, enabled: true, rollouts: [] },
  ]);
});

test.after(() => enabled.stop());

test('without an analytics backend the service is not registered: 501', async () => {
  const res = await client(plain.url).get('/internal/v1/analytics/namespaces/default/flags/x?from=2025-01-06T00:00:00Z&to=2025-01-06T00:30:00Z');
  assert.is(res.status, 501);
  // Flipt v1.55 on calls its services in-process, which words it differently.
  const inProcess = inProcessGatewayIn(await serverVersion(plain.url));
  const message = inProcess ? 'service flipt.analytics.AnalyticsService not implemented' : 'unknown service flipt.analytics.AnalyticsService';
  assert.equal(res.body, { code: 12, message, details: [] });
});

test('each evaluated flag counts once, from single and batch requests; failures and missing flags do not', async () => {
  const req = (flagKey: string) => ({ flagKey, entityId: 'u1' });
  for (let i = 0; i < 3; i++) must(await api.post('/evaluate/v1/variant', req(counted)), 'variant');
  for (let i = 0; i < 2; i++) must(await api.post('/evaluate/v1/boolean', req(countedBool)), 'boolean');
  must(await api.post('/evaluate/v1/batch', { requests: [req(counted), req(countedBool), req(uniqueKey('missing'))] }), 'batch');
  assert.is((await api.post('/evaluate/v1/boolean', req(counted))).status, 400);
  const now = Date.now();
  const from = new Date(now - 30 * MINUTE).toISOString();
  const to = new Date(now).toISOString();
  const res = await series('default', counted, from, to);
  assert.is(res.status, 200, res.text);
  assert.equal(Object.keys(res.body), ['timestamps', 'values']);
  assert.is(res.body.timestamps.length, 31);
  assert.is(res.body.values.length, 31);
  assert.is(res.body.timestamps[0], new Date(Math.floor((now - 30 * MINUTE) / MINUTE) * MINUTE).toISOString().replace('.000Z', 'Z'));
  assert.is(res.body.values.reduce((a: number, b: number) => a + b, 0), 4);
  const bools = await series('default', countedBool, from, to);
  assert.is(bools.body.values.reduce((a: number, b: number) => a + b, 0), 3);
  const other = await series(uniqueKey('ns'), counted, from, to);
  assert.ok(other.body.values.every((v: number) => v === 0));
});

test('bucket width follows the window: 30, 15, 5 and 1 minutes, aligned and zero-filled', async () => {
  const cases: [string, string, number, number][] = [
    ['2025-01-06T00:00:00Z', '2025-01-07T00:00:00Z', 30, 49],
    ['2025-01-06T00:00:00Z', '2025-01-06T12:00:00Z', 15, 49],
    ['2025-01-06T00:00:00Z', '2025-01-06T04:00:00Z', 5, 49],
    ['2025-01-06T00:00:00Z', '2025-01-06T03:59:59Z', 1, 240],
  ];
  for (const [from, to, minutes, count] of cases) {
    const res = await series('default', counted, from, to);
    assert.is(res.status, 200, res.text);
    assert.is(res.body.timestamps.length, count, `${from}..${to}`);
    assert.is(res.body.timestamps[0], from);
    assert.is(Date.parse(res.body.timestamps[1]) - Date.parse(res.body.timestamps[0]), minutes * MINUTE);
    assert.ok(res.body.values.every((v: number) => v === 0));
  }
});

test('an unaligned window starts at the bucket containing from and ends with the bucket containing to', async () => {
  const res = await series('default', counted, '2025-01-06T10:07:30.000Z', '2025-01-06T14:07:30.000Z');
  assert.is(res.body.timestamps[0], '2025-01-06T10:05:00Z');
  assert.is(res.body.timestamps.at(-1), '2025-01-06T14:05:00Z');
  assert.is(res.body.timestamps.length, 49);
});

test('from and to also accept YYYY-MM-DD HH:MM:SS and RFC 3339 offsets', async () => {
  const res = await series('default', counted, '2025-01-06 10:00:00', '2025-01-06T11:30:00+01:00');
  assert.is(res.status, 200, res.text);
  assert.is(res.body.timestamps[0], '2025-01-06T10:00:00Z');
  assert.is(res.body.timestamps.at(-1), '2025-01-06T10:30:00Z');
});

test('an unparsable or missing time is a 500 with Go\'s time-parse message', async () => {
  const cases: [string, string][] = [
    ['x', 'parsing time "x" as "2006-01-02T15:04:05Z07:00": cannot parse "x" as "2006"'],
    ['2025-01-06', 'parsing time "2025-01-06" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "T"'],
    ['2025-13-01T00:00:00Z', 'parsing time "2025-13-01T00:00:00Z": month out of range'],
    ['2025-02-30T00:00:00Z', 'parsing time "2025-02-30T00:00:00Z": day out of range'],
    ['2025-01-06T10:00:00', 'parsing time "2025-01-06T10:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"'],
  ];
  for (const [from, message] of cases) {
    const res = await series('default', counted, from, '2025-01-06T11:00:00Z');
    assert.is(res.status, 500, from);
    assert.equal(res.body, { code: 13, message, details: [] });
  }
  const missing = await api.get(`/internal/v1/analytics/namespaces/default/flags/${counted}?from=2025-01-06T10:00:00Z`);
  assert.is(missing.status, 500);
  assert.equal(missing.body, { code: 13, message: 'parsing time "" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "2006"', details: [] });
});

test('counts still buffered at shutdown are written before the database closes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-analytics-'));
  const args = ['--port', '0', '--db', join(dir, 'flipt.db')];
  try {
    const first = await startService({ env: ANALYTICS_ENV, args, local: true });
    const firstApi = client(first.url);
    await writeFlags(firstApi, 'default', [{ type: 'VARIANT_FLAG_TYPE', key: 'persisted', enabled: true, variants: [], rules: [] }]);
    must(await firstApi.post('/evaluate/v1/variant', { flagKey: 'persisted', entityId: 'u1' }), 'variant');
    await first.stop();
    const second = await startService({ env: ANALYTICS_ENV, args, local: true });
    const now = Date.now();
    const res = await client(second.url).get(`/internal/v1/analytics/namespaces/default/flags/persisted?from=${new Date(now - 5 * MINUTE).toISOString()}&to=${new Date(now).toISOString()}`);
    await second.stop();
    assert.is(res.body.values.reduce((a: number, b: number) => a + b, 0), 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
