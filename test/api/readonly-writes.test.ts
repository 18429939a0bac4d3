// Declarative (`local`) storage is read-only through the API (API.md §8): every state write
// answers 500 (`not implemented` from Flipt v1.54, `modification is not allowed in read-only
// mode` from v1.58 on and the local service, which imitates v1.61.1), after request validation
// and, for namespace deletes, after the existence/protected/has-flags checks; reads keep working.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useService } from '../helpers/fixtures';
import { readOnlyRefusal } from '../helpers/flipt-version';

// An empty state directory: the service holds nothing but the `default` namespace.
const dir = mkdtempSync(join(tmpdir(), 'flipt-readonly-'));
const { api } = useService(test, {
  configured: true,
  args: ['--port', '0', '--db', ':memory:'],
  env: { FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: dir },
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

let refusal: ReturnType<typeof readOnlyRefusal>;
test.before(async () => {
  refusal = readOnlyRefusal((await api.get('/meta/info')).body.version);
});
const ns = '/api/v1/namespaces/default';
const flag = `${ns}/flags/some-flag`;
const segment = `${ns}/segments/some-segment`;
const ruleId = '00000000-0000-4000-8000-000000000001';
const variantId = '00000000-0000-4000-8000-000000000002';

type Write = [method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>];

/** Sends each write (valid as a request) and expects the read-only refusal for all of them. */
async function refusesAll(writes: Write[]) {
  for (const [method, path, body] of writes) {
    const res = await api.call(method, path, body);
    assert.is(res.status, 500, `${method} ${path}: ${res.text}`);
    assert.equal(res.body, refusal, `${method} ${path}`);
  }
}

const expectError = async (res: Promise<{ status: number; body: unknown }>, status: number, body: unknown) => {
  const answer = await res;
  assert.is(answer.status, status);
  assert.equal(answer.body, body);
};

test('refuses namespace writes, including deletes that pass the namespace checks', async () => {
  // Flipt's declarative state builds `default` without the protected mark, and it holds no flags.
  await refusesAll([
    ['POST', '/api/v1/namespaces', { key: 'staging', name: 'Staging' }],
    ['PUT', ns, { name: 'Renamed' }],
    ['DELETE', ns],
    ['DELETE', `${ns}?force=true`],
  ]);
});

test('refuses flag and variant writes', async () => {
  await refusesAll([
    ['POST', `${ns}/flags`, { key: 'some-flag', name: 'Some flag' }],
    ['PUT', flag, { name: 'Renamed' }],
    ['DELETE', flag],
    ['POST', `${flag}/variants`, { key: 'blue' }],
    ['PUT', `${flag}/variants/${variantId}`, { key: 'blue' }],
    ['DELETE', `${flag}/variants/${variantId}`],
  ]);
});

test('refuses segment and constraint writes', async () => {
  const constraint = { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'eq', value: 'pro' };
  await refusesAll([
    ['POST', `${ns}/segments`, { key: 'some-segment', name: 'Some segment' }],
    ['PUT', segment, { name: 'Renamed' }],
    ['DELETE', segment],
    ['POST', `${segment}/constraints`, constraint],
    ['PUT', `${segment}/constraints/${ruleId}`, constraint],
    ['DELETE', `${segment}/constraints/${ruleId}`],
  ]);
});

test('refuses rule, order and distribution writes', async () => {
  const distributions = `${flag}/rules/${ruleId}/distributions`;
  await refusesAll([
    ['POST', `${flag}/rules`, { segmentKey: 'some-segment', rank: 1 }],
    ['PUT', `${flag}/rules/order`, { ruleIds: [ruleId, variantId] }],
    ['PUT', `${flag}/rules/${ruleId}`, { segmentKey: 'some-segment' }],
    ['DELETE', `${flag}/rules/${ruleId}`],
    ['POST', distributions, { variantId, rollout: 50 }],
    ['PUT', `${distributions}/${ruleId}`, { variantId, rollout: 50 }],
    ['DELETE', `${distributions}/${ruleId}?variantId=${variantId}`],
  ]);
});

test('refuses rollout and rollout order writes', async () => {
  await refusesAll([
    ['POST', `${flag}/rollouts`, { rank: 1, threshold: { percentage: 50, value: true } }],
    ['PUT', `${flag}/rollouts/order`, { rolloutIds: [ruleId, variantId] }],
    ['PUT', `${flag}/rollouts/${ruleId}`, { threshold: { percentage: 10, value: true } }],
    ['DELETE', `${flag}/rollouts/${ruleId}`],
  ]);
});

test('validates the request before refusing the write', async () => {
  const invalid = (message: string) => ({ code: 3, message, details: [] });
  await expectError(api.post(`${ns}/flags`, { key: 'has.dot', name: 'x' }), 400,
    invalid('invalid field key: contains invalid characters'));
  await expectError(api.put(flag, {}), 400, invalid('invalid field name: must not be empty'));
  await expectError(api.post('/api/v1/namespaces', { name: 'x' }), 400, invalid('invalid field key: must not be empty'));
  await expectError(api.put(`${flag}/rules/order`, { ruleIds: [ruleId] }), 400,
    invalid('invalid field ruleIds: must contain atleast 2 elements'));
  await expectError(api.del(`${flag}/rules/${ruleId}/distributions/${ruleId}`), 400,
    invalid('invalid field variantId: must not be empty'));
});

test('answers a namespace delete of a missing namespace with 404 before refusing it', async () => {
  await expectError(api.del('/api/v1/namespaces/missing'), 404,
    { code: 5, message: 'namespace "missing" not found', details: [] });
  await expectError(api.del('/api/v1/namespaces/missing?force=true'), 404,
    { code: 5, message: 'namespace "missing" not found', details: [] });
});

test('still serves reads: the default namespace, its empty lists and local storage in meta info', async () => {
  const list = await api.get('/api/v1/namespaces');
  assert.is(list.status, 200);
  assert.equal(list.body.namespaces.map((n: { key: string }) => n.key), ['default']);
  assert.is((await api.get(ns)).status, 200);
  assert.equal((await api.get(`${ns}/flags`)).body, { flags: [], nextPageToken: '', totalCount: 0 });
  assert.equal((await api.get(`${ns}/segments`)).body, { segments: [], nextPageToken: '', totalCount: 0 });
  assert.is((await api.get('/meta/info')).body.storage.type, 'local');
});

test.run();
