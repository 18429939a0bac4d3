import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runService, startConfigured, type Service } from '../helpers/server';
import { fliptBin } from '../helpers/flipt-bin';
import { client, type Client } from '../helpers/http';
import { baseDoc, put, servedDocs, writeFixture, yamlOf, type FeatureDoc } from '../helpers/features-fixture';
import { importDocs } from '../helpers/features-import';
import { until } from '../helpers/poll';
import { fileMetadataIn, loadFailureWarnsIn, readOnlyRefusal, serverVersion } from '../helpers/flipt-version';

// Declarative storage needs its own configuration, so this file starts its own servers (local
// services, or Flipts when FLIPT_BIN is set): one reading the fixture directory, one in database
// mode holding the same data through /api/v1.
const dir = mkdtempSync(join(tmpdir(), 'flipt-local-'));
writeFixture(dir);
const localArgs = ['--port', '0', '--db', ':memory:'];
const localEnv = (path: string) => ({ FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: path });
const onFlipt = Boolean(fliptBin());
// The local service looks at the directory within a second of a change. Flipt v1.54 reads a
// local directory again only every 30 s (its poller's default, which `storage.local` cannot
// change), so on Flipt a reload may take that long.
const RELOAD_MS = onFlipt ? 35_000 : 6000;

let files: Service;
let database: Service;
let api: Client;
let version = '';

test.before(async () => {
  [files, database] = await Promise.all([startConfigured(localArgs, localEnv(dir)), startConfigured(localArgs)]);
  api = client(files.url);
  version = await serverVersion(files.url);
  await importDocs(client(database.url), servedDocs);
});
test.after(async () => {
  await Promise.all([files?.stop(), database?.stop()]);
});

const keys = (items: { key: string }[]) => items.map((i) => i.key);

test('reports local storage in /meta/info', async () => {
  const res = await api.get('/meta/info');
  assert.is(res.status, 200);
  assert.is(res.body.storage.type, 'local');
});

test('lists the namespaces of the included files by key and none that the index leaves out', async () => {
  const res = await api.get('/api/v1/namespaces');
  assert.is(res.status, 200);
  assert.equal(keys(res.body.namespaces), ['default', 'mobile', 'production', 'staging']);
  const [def, mobile, production, staging] = res.body.namespaces;
  // `default` keeps Flipt's own details; the first document naming a namespace gives its name.
  assert.equal([def.name, def.description, def.protected], ['Default', '', false]);
  assert.equal([mobile.name, production.name, production.description, staging.name], ['mobile', 'Production', 'Live traffic', 'staging']);
  assert.is(production.createdAt, production.updatedAt);
});

test('serves flags by key with variants in file order and the default variant, and metadata from v1.60 on', async () => {
  const res = await api.get('/api/v1/namespaces/default/flags');
  assert.is(res.status, 200);
  assert.equal(keys(res.body.flags), ['archived', 'checkout', 'dark-mode', 'new-signup']);
  const checkout = (await api.get('/api/v1/namespaces/default/flags/checkout')).body;
  assert.equal([checkout.name, checkout.description, checkout.enabled, checkout.type], ['Checkout', 'New checkout', true, 'VARIANT_FLAG_TYPE']);
  assert.equal(keys(checkout.variants), ['blue', 'green', 'red']);
  assert.equal(checkout.variants.map((v: any) => v.attachment), ['{"color":"#00f","sizes":[1,2.5]}', 'null', 'null']);
  assert.equal([checkout.variants[1].name, checkout.variants[1].description], ['Green', 'the default']);
  assert.is(checkout.defaultVariant.id, checkout.variants[1].id);
  // Flipt v1.54 validates a file's metadata but does not serve it; v1.60 on (and the local
  // service) serve it, keys in Go's order.
  if (fileMetadataIn(version)) {
    assert.equal(checkout.metadata, { team: 'payments', tier: 2, beta: true });
    assert.equal(Object.keys(checkout.metadata), ['beta', 'team', 'tier']);
  } else assert.is(checkout.metadata, undefined);
  const archived = res.body.flags[0];
  assert.equal([archived.enabled, archived.type], [false, 'VARIANT_FLAG_TYPE']);
});

test('stores attachments as Go marshals them: keys sorted by bytes, HTML characters escaped', async () => {
  const zeta = (await api.get('/api/v1/namespaces/staging/flags/zeta')).body;
  assert.is(zeta.variants[0].attachment, '["x",{"\\u003cb\\u003e":"a\\u0026b","a":1}]');
});

test('serves segments by key with constraints in file order, operators and values as written', async () => {
  const res = await api.get('/api/v1/namespaces/default/segments');
  assert.equal(keys(res.body.segments), ['adults', 'beta-users', 'eu', 'everyone', 'internal', 'new-accounts']);
  const byKey = Object.fromEntries(res.body.segments.map((s: any) => [s.key, s]));
  assert.equal([byKey.adults.description, byKey.adults.matchType], ['age 18+', 'ALL_MATCH_TYPE']);
  assert.equal(byKey.adults.constraints.map((c: any) => [c.type, c.property, c.operator, c.value]), [['NUMBER_COMPARISON_TYPE', 'age', 'gte', '18']]);
  assert.is(byKey['new-accounts'].constraints[0].value, '2024-01-01T02:00:00+02:00');
  assert.equal(byKey['beta-users'].constraints.map((c: any) => [c.property, c.description]), [['email', ''], ['plan', 'paid']]);
  assert.equal(byKey.internal.constraints.map((c: any) => [c.type, c.value]), [
    ['ENTITY_ID_COMPARISON_TYPE', '["user-1","user-2"]'],
    ['BOOLEAN_COMPARISON_TYPE', ''],
  ]);
  assert.equal(byKey.everyone.constraints, []);
});

test('ranks rules by their position and keeps segments, operators and distributions', async () => {
  const flag = (await api.get('/api/v1/namespaces/default/flags/checkout')).body;
  const variant = (id: string) => flag.variants.find((v: any) => v.id === id).key;
  const rules = (await api.get('/api/v1/namespaces/default/flags/checkout/rules')).body.rules;
  assert.equal(rules.map((r: any) => r.rank), [1, 2, 3, 4]);
  assert.equal([rules[0].segmentKeys, rules[0].segmentOperator], [['beta-users', 'eu'], 'AND_SEGMENT_OPERATOR']);
  assert.is(rules[1].segmentKey, 'internal');
  assert.equal([rules[3].segmentKeys, rules[3].segmentOperator], [['eu', 'new-accounts'], 'OR_SEGMENT_OPERATOR']);
  assert.equal(rules[2].distributions.map((d: any) => [variant(d.variantId), d.rollout]), [['blue', 33.33], ['green', 33.33], ['red', 33.34]]);
  assert.ok(rules[2].distributions.every((d: any) => d.ruleId === rules[2].id));
});

test('serves rollouts of boolean flags in file order, without their descriptions', async () => {
  const rollouts = (await api.get('/api/v1/namespaces/default/flags/dark-mode/rollouts')).body.rules;
  // The file describes two of them; Flipt v1.54 builds rollouts from files without descriptions.
  assert.equal(rollouts.map((r: any) => [r.rank, r.type, r.description]), [
    [1, 'SEGMENT_ROLLOUT_TYPE', ''],
    [2, 'SEGMENT_ROLLOUT_TYPE', ''],
    [3, 'THRESHOLD_ROLLOUT_TYPE', ''],
  ]);
  assert.equal([rollouts[0].segment.segmentKey, rollouts[0].segment.value], ['internal', true]);
  assert.equal(rollouts[1].segment, { segmentKey: '', value: false, segmentKeys: ['eu', 'adults'], segmentOperator: 'AND_SEGMENT_OPERATOR' });
  assert.equal(rollouts[2].threshold, { percentage: 40, value: true });
});

test('merges documents that name one namespace, across a YAML stream and across files', async () => {
  const staging = (await api.get('/api/v1/namespaces/staging/flags')).body.flags;
  assert.equal(keys(staging), ['alpha', 'zeta']);
  assert.equal(keys((await api.get('/api/v1/namespaces/staging/segments')).body.segments), ['testers']);
  const production = (await api.get('/api/v1/namespaces/production/flags')).body.flags;
  assert.equal(keys(production), ['api-v2', 'banner']);
  assert.is(production[0].defaultVariant.key, 'off');
  assert.equal(keys((await api.get('/api/v1/namespaces/mobile/flags')).body.flags), ['offline']);
});

const entities = ['user-1', 'user-2', ...Array.from({ length: 24 }, (_, i) => `entity-${i}`)];
const contexts: Record<string, string>[] = [
  {},
  { email: 'ann@acme.io', country: 'DE' },
  { email: 'bob@example.com', plan: 'pro', country: 'FR', age: '40' },
  { age: '17', country: 'US' },
  { age: '18' },
  { created: '2024-03-01T00:00:00Z', country: 'DE' },
  { created: '2024-01-01T00:00:00Z', country: 'FR' },
  { staff: 'true' },
  { role: 'tester' },
  { team: 'ops' },
];

function allRequests(docs: FeatureDoc[]) {
  const flags = docs.flatMap((d) => (d.flags ?? []).map((f: FeatureDoc) => [nsKey(d), f.key] as const));
  return flags.flatMap(([namespaceKey, flagKey]) =>
    entities.flatMap((entityId) => contexts.map((context) => ({ namespaceKey, flagKey, entityId, context }))));
}
const nsKey = (d: FeatureDoc) => (typeof d.namespace === 'string' ? d.namespace : (d.namespace?.key ?? 'default'));

/** A batch item without its per-request fields; attachments parsed, since the texts differ. */
function comparable(item: any) {
  const inner = item.variantResponse ?? item.booleanResponse ?? item.errorResponse;
  const { requestId, requestDurationMillis, timestamp, ...rest } = inner;
  if (rest.segmentKeys) rest.segmentKeys = [...rest.segmentKeys].sort();
  if ('variantAttachment' in rest) rest.variantAttachment = rest.variantAttachment ? JSON.parse(rest.variantAttachment) : null;
  return { type: item.type, ...rest };
}

test('evaluates every flag exactly as a database-mode service holding the same data', async () => {
  const body = { requests: allRequests(servedDocs) };
  const [a, b] = await Promise.all([api.post('/evaluate/v1/batch', body), client(database.url).post('/evaluate/v1/batch', body)]);
  assert.is(a.status, 200);
  assert.is(b.status, 200);
  assert.equal(a.body.responses.map(comparable), b.body.responses.map(comparable));
  const reasons = new Set(a.body.responses.map((r: any) => (r.variantResponse ?? r.booleanResponse).reason));
  assert.equal([...reasons].sort(), [
    'DEFAULT_EVALUATION_REASON',
    'FLAG_DISABLED_EVALUATION_REASON',
    'MATCH_EVALUATION_REASON',
    'UNKNOWN_EVALUATION_REASON',
  ]);
  // Declarative storage writes a missing attachment as `null`, where the database has `""`.
  const attachments = new Set(a.body.responses.map((r: any) => r.variantResponse?.variantAttachment));
  assert.ok(attachments.has('null'));
});

test('answers an unknown namespace with 404 on evaluation and the snapshot', async () => {
  const variant = await api.post('/evaluate/v1/variant', { namespaceKey: 'nope', flagKey: 'checkout', entityId: 'e' });
  assert.is(variant.status, 404);
  assert.equal(variant.body, { code: 5, message: 'namespace "nope" not found', details: [] });
  const known = await api.post('/evaluate/v1/boolean', { namespaceKey: 'default', flagKey: 'nope', entityId: 'e' });
  assert.equal([known.status, known.body.message], [404, 'flag "default/nope" not found']);
  // The snapshot passes on the store's answer to listing the namespace's flags.
  const snapshot = await api.get('/internal/v1/evaluation/snapshot/namespace/nope');
  assert.equal([snapshot.status, snapshot.body.message], [404, 'getting flags: namespace "nope" not found']);
});

test('answers namespaced reads of an unknown namespace with 404, as declarative stores do', async () => {
  for (const path of ['flags', 'segments', 'flags/x', 'segments/x', 'flags/x/rules', 'flags/x/rollouts']) {
    const res = await api.get(`/api/v1/namespaces/nowhere/${path}`);
    assert.is(res.status, 404, path);
    assert.is(res.body.message, 'namespace "nowhere" not found', path);
  }
});

test('pages lists with decimal offsets and refuses an offset past the end', async () => {
  const first = await api.get('/api/v1/namespaces?limit=2');
  assert.equal(keys(first.body.namespaces), ['default', 'mobile']);
  assert.is(first.body.nextPageToken, '2');
  assert.is(first.body.totalCount, 4);
  const second = await api.get(`/api/v1/namespaces?limit=2&pageToken=${first.body.nextPageToken}`);
  assert.equal(keys(second.body.namespaces), ['production', 'staging']);
  assert.is(second.body.nextPageToken, '');
  const past = await api.get('/api/v1/namespaces?limit=2&pageToken=9');
  assert.is(past.status, 400);
  assert.is(past.body.message, 'invalid offset: 9');
  const bad = await api.get('/api/v1/namespaces?limit=2&pageToken=abc');
  assert.is(bad.status, 400);
  assert.is(bad.body.message, 'pageToken is not valid: "abc"');
});

test('serves the snapshot with flags in key order', async () => {
  const res = await api.get('/internal/v1/evaluation/snapshot/namespace/staging', { 'X-Flipt-Accept-Server-Version': '1.47.0' });
  assert.is(res.status, 200);
  assert.equal(keys(res.body.flags), ['alpha', 'zeta']);
  assert.match(res.headers.get('etag') ?? '', /^[0-9a-f]{40}$/);
});

test('refuses writes with 500, in the words of the Flipt version served', async () => {
  const notImplemented = readOnlyRefusal((await api.get('/meta/info')).body.version);
  const create = await api.post('/api/v1/namespaces', { key: 'fresh', name: 'Fresh' });
  assert.equal([create.status, create.body], [500, notImplemented]);
  const update = await api.put('/api/v1/namespaces/default/flags/checkout', { name: 'Renamed' });
  assert.equal([update.status, update.body], [500, notImplemented]);
  assert.is((await api.get('/api/v1/namespaces/default/flags/checkout')).body.name, 'Checkout');
});

test('picks up an edited file without a restart', async () => {
  const etag = (await api.get('/internal/v1/evaluation/snapshot/namespace/default')).headers.get('etag');
  const edited = structuredClone(baseDoc);
  edited.flags[0].name = 'Checkout v2';
  edited.flags.push({ key: 'added', name: 'Added', type: 'BOOLEAN_FLAG_TYPE', enabled: true });
  put(dir, 'base.features.yml', yamlOf(edited));
  await until('the edited flag', async () => {
    const res = await api.get('/api/v1/namespaces/default/flags/checkout');
    return res.body.name === 'Checkout v2' ? true : undefined;
  }, RELOAD_MS);
  assert.is((await api.get('/api/v1/namespaces/default/flags/added')).status, 200);
  const after = await api.get('/internal/v1/evaluation/snapshot/namespace/default');
  assert.is.not(after.headers.get('etag'), etag);
  assert.ok(keys(after.body.flags).includes('added'));
});

const opsLines = (variant: string) =>
  [
    'version: "1.3"',
    'namespace: production',
    'flags:',
    '  - key: api-v2',
    '    name: API v2',
    '    enabled: true',
    '    variants:',
    '      - key: "on"',
    '    rules:',
    '      - segment: ops',
    '        distributions:',
    `          - variant: ${variant}`,
    '            rollout: 100',
    'segments:',
    '  - key: ops',
    '    name: Ops',
    '    match_type: ANY_MATCH_TYPE',
    '',
  ].join('\n');

/**
 * Waits for the service to report a file that does not load, then returns what it wrote since
 * `since`. The local service writes one `file:line: reason` line and says it keeps the last good
 * state; Flipt logs its own error (no file name, lines counted its own way) on its next poll,
 * as a warning from v1.59 on.
 */
function expectReported(since: number, local: RegExp, flipt: RegExp) {
  const pattern = onFlipt ? flipt : local;
  return until(`a report matching ${pattern}`, () => {
    const out = files.output().slice(since);
    return pattern.test(out) ? out : undefined;
  }, RELOAD_MS);
}

const fliptLoadError = (error: string) =>
  new RegExp(`${loadFailureWarnsIn(version) ? 'WARN.*getting' : 'ERROR.*error getting'} file system from directory.*"error": "${error}`);

test('keeps the last good state when a file has a YAML syntax error, and says where', async () => {
  const since = files.output().length;
  put(dir, 'teams/ops.features.yml', opsLines('on').replace('    name: API v2', '    name: "API v2'));
  const out = await expectReported(since, /teams\/ops\.features\.yml:5: .*still serving the last valid flag state/, fliptLoadError('yaml: line \\d+: '));
  assert.is(out.trim().split('\n').length, 1, 'one line per failed load');
  const flag = await api.get('/api/v1/namespaces/production/flags/api-v2');
  assert.equal([flag.status, flag.body.name, keys(flag.body.variants)], [200, 'API v2', ['on', 'off']]);
});

test('reports a distribution naming an unknown variant and keeps the last good state', async () => {
  const since = files.output().length;
  put(dir, 'teams/ops.features.yml', opsLines('nope'));
  await expectReported(since, /teams\/ops\.features\.yml:12: .*rule 1 references unknown variant "nope".*still serving the last valid flag state/,
    fliptLoadError('flag production/api-v2 rule 1 references unknown variant \\\\"nope\\\\"'));
  assert.equal(keys((await api.get('/api/v1/namespaces/production/flags/api-v2')).body.variants), ['on', 'off']);
});

test('loads the corrected file', async () => {
  put(dir, 'teams/ops.features.yml', opsLines('"on"'));
  await until('the corrected file', async () => {
    const res = await api.get('/api/v1/namespaces/production/flags/api-v2');
    return res.body.variants?.length === 1 ? true : undefined;
  }, RELOAD_MS);
});

/** Starts a server on `dir` expecting it to refuse; resolves with what it said. */
async function refusedStart(dir: string): Promise<string> {
  if (!onFlipt) {
    const run = await runService(localArgs, localEnv(dir));
    assert.is(run.code, 1, run.output);
    return run.output;
  }
  const started = await startConfigured(localArgs, localEnv(dir)).catch((err: Error) => err);
  if (!(started instanceof Error)) {
    await started.stop();
    throw new Error('Flipt started on files that do not load');
  }
  assert.match(started.message, /exited with 1/);
  return started.message;
}

test('refuses to start when a file does not load, saying why', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'flipt-local-broken-'));
  put(broken, 'features.yml', 'namespace: team\nflags:\n  - key: a\n    name: A\n    enabled: maybe\n');
  const out = await refusedStart(broken);
  if (onFlipt) assert.match(out, /Error: flags\.0: [^]*flags\.0\.enabled: conflicting values "maybe" and bool/);
  else assert.is(out, `error: ${join(broken, 'features.yml')}:5: flags[0].enabled: must be true or false\n`);
  // Operators are taken as Flipt's schema spells them: `GTE` is not `gte`.
  put(broken, 'features.yml', yamlOf({ segments: [{ key: 's', name: 'S', match_type: 'ALL_MATCH_TYPE',
    constraints: [{ type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'GTE', value: '18' }] }] }));
  const upper = await refusedStart(broken);
  if (onFlipt) assert.match(upper, /segments\.0\.constraints\.0: \d+ errors in empty disjunction/);
  else assert.match(upper, /^error: .*features\.yml:\d+: segments\[0\]\.constraints\[0\]\.operator: must be one of eq, neq, present, notpresent, le, lte, gt, gte, isoneof, isnotoneof for NUMBER_COMPARISON_TYPE\n$/);
});

test('finds state files without an index the way Flipt does', async () => {
  const plain = mkdtempSync(join(tmpdir(), 'flipt-local-plain-'));
  const doc = (ns: string) => yamlOf({ namespace: ns, flags: [{ key: 'f', name: 'F' }] });
  put(plain, 'features.yml', doc('root'));
  put(plain, 'deep/er/team.features.yaml', doc('nested'));
  put(plain, 'myfeatures.yml', doc('suffix'));
  put(plain, 'other.yml', doc('other'));
  put(plain, 'x.features.json', JSON.stringify({ namespace: 'json', flags: [] }));
  const svc = await startConfigured(localArgs, localEnv(plain));
  try {
    const ns = (await client(svc.url).get('/api/v1/namespaces')).body.namespaces;
    assert.equal(keys(ns), ['default', 'nested', 'root', 'suffix']);
  } finally {
    await svc.stop();
  }
});

test.run();
