// The official server SDK (@flipt-io/flipt 1.5.0) against the service: a thin REST client that sends
// text/plain bodies and throws the server's error message (CLIENTS.md §5).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FliptClient } from '@flipt-io/flipt';
import { startService, type Service } from '../helpers/server';
import { client, uniqueKey, type Client } from '../helpers/http';
import { createNamespace, must } from '../helpers/gen-seed';
import { booleanSegmentKeysIn, serverVersion } from '../helpers/flipt-version';

let svc: Service;
let api: Client;
let sdk: FliptClient;
let ns: string;
const ATTACHMENT = '{"hex":"#00f"}';

/** `color`: pro users get blue, everyone else red. `beta`: off by default, on for pro users. */
async function seed() {
  const base = `/api/v1/namespaces/${ns}`;
  must(await api.post(`${base}/segments`, { key: 'everyone', name: 'Everyone' }), 'segment everyone');
  must(await api.post(`${base}/segments`, { key: 'pro', name: 'Pro' }), 'segment pro');
  const constraint = { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'eq', value: 'pro' };
  must(await api.post(`${base}/segments/pro/constraints`, constraint), 'constraint');
  must(await api.post(`${base}/flags`, { key: 'color', name: 'Color', enabled: true }), 'flag color');
  const blue = must(await api.post(`${base}/flags/color/variants`, { key: 'blue', attachment: ATTACHMENT }), 'variant blue');
  const red = must(await api.post(`${base}/flags/color/variants`, { key: 'red' }), 'variant red');
  for (const [rank, segmentKey, variant] of [[1, 'pro', blue], [2, 'everyone', red]] as const) {
    const rule = must(await api.post(`${base}/flags/color/rules`, { segmentKey, rank }), `rule ${rank}`);
    must(await api.post(`${base}/flags/color/rules/${rule.id}/distributions`, { variantId: variant.id, rollout: 100 }), 'distribution');
  }
  must(await api.post(`${base}/flags`, { key: 'beta', name: 'Beta', type: 'BOOLEAN_FLAG_TYPE', enabled: false }), 'flag beta');
  const rollout = { rank: 1, segment: { segmentKey: 'pro', value: true } };
  must(await api.post(`${base}/flags/beta/rollouts`, rollout), 'rollout');
}

test.before(async () => {
  svc = await startService();
  api = client(svc.url);
  ns = uniqueKey('sdk');
  await createNamespace(api, ns);
  await seed();
  sdk = new FliptClient({ url: svc.url, timeout: 5 });
});

test.after(async () => {
  if (svc.external) await api.del(`/api/v1/namespaces/${ns}?force=true`).catch(() => undefined);
  await svc.stop();
});

async function thrown(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (err) {
    assert.instance(err, Error);
    return (err as Error).message;
  }
  throw new Error('the SDK call did not throw');
}

test('variant evaluation through the SDK returns the matching rule and its variant', async () => {
  const pro = await sdk.evaluation.variant({ namespaceKey: ns, flagKey: 'color', entityId: 'ann', context: { plan: 'pro' } });
  assert.is(pro.match, true);
  assert.is(pro.reason, 'MATCH_EVALUATION_REASON');
  assert.is(pro.variantKey, 'blue');
  assert.is(pro.variantAttachment, ATTACHMENT);
  assert.equal(pro.segmentKeys, ['pro']);
  assert.is(pro.flagKey, 'color');
  assert.type(pro.timestamp, 'string');
  assert.type(pro.requestDurationMillis, 'number');
  const free = await sdk.evaluation.variant({ namespaceKey: ns, flagKey: 'color', entityId: 'bob', context: { plan: 'free' } });
  assert.equal([free.variantKey, free.variantAttachment, free.segmentKeys], ['red', '', ['everyone']]);
});

test('boolean evaluation through the SDK returns the rollout value or the flag default', async () => {
  const pro = await sdk.evaluation.boolean({ namespaceKey: ns, flagKey: 'beta', entityId: 'ann', context: { plan: 'pro' } });
  assert.equal([pro.enabled, pro.reason, pro.flagKey], [true, 'MATCH_EVALUATION_REASON', 'beta']);
  const free = await sdk.evaluation.boolean({ namespaceKey: ns, flagKey: 'beta', entityId: 'bob', context: {} });
  assert.equal([free.enabled, free.reason], [false, 'DEFAULT_EVALUATION_REASON']);
  // Flipt v1.61 (and the local service) add the matched segments; v1.54 has no such field.
  const keys = (r: object) => (r as { segmentKeys?: string[] }).segmentKeys;
  if (booleanSegmentKeysIn(await serverVersion(svc.url))) assert.equal([keys(pro), keys(free)], [['pro'], []]);
  else assert.equal([keys(pro), keys(free)], [undefined, undefined]);
});

test('a batch through the SDK answers each item in order, with a not-found item for a missing flag', async () => {
  const requests = [
    { namespaceKey: ns, flagKey: 'color', entityId: 'ann', context: { plan: 'pro' } },
    { namespaceKey: ns, flagKey: 'missing', entityId: 'ann', context: {} },
    { namespaceKey: ns, flagKey: 'beta', entityId: 'ann', context: { plan: 'pro' } },
  ];
  const res = await sdk.evaluation.batch({ requests });
  assert.type(res.requestId, 'string');
  assert.ok(res.requestId.length > 0);
  assert.equal(
    res.responses.map((r) => r.type),
    ['VARIANT_EVALUATION_RESPONSE_TYPE', 'ERROR_EVALUATION_RESPONSE_TYPE', 'BOOLEAN_EVALUATION_RESPONSE_TYPE'],
  );
  assert.is(res.responses[0]?.variantResponse?.variantKey, 'blue');
  assert.equal(res.responses[1]?.errorResponse, { flagKey: 'missing', namespaceKey: ns, reason: 'NOT_FOUND_ERROR_EVALUATION_REASON' });
  assert.is(res.responses[2]?.booleanResponse?.enabled, true);
});

test('the SDK throws the server message for a missing flag and for the wrong flag type', async () => {
  const missing = await thrown(() => sdk.evaluation.variant({ namespaceKey: ns, flagKey: 'nope', entityId: 'ann', context: {} }));
  assert.is(missing, `flag "${ns}/nope" not found`);
  const wrongType = await thrown(() => sdk.evaluation.variant({ namespaceKey: ns, flagKey: 'beta', entityId: 'ann', context: {} }));
  assert.is(wrongType, 'flag type BOOLEAN_FLAG_TYPE invalid');
  const notBoolean = await thrown(() => sdk.evaluation.boolean({ namespaceKey: ns, flagKey: 'color', entityId: 'ann', context: {} }));
  assert.is(notBoolean, 'flag type VARIANT_FLAG_TYPE invalid');
});

test('listFlags through the SDK lists the namespace in creation order and pages with its token', async () => {
  const all = await sdk.flags.listFlags(ns);
  assert.equal(all.flags.map((f) => f.key), ['color', 'beta']);
  assert.equal([all.totalCount, all.nextPageToken], [2, '']);
  assert.equal(all.flags[0]?.variants.map((v) => v.key), ['blue', 'red']);
  assert.is(all.flags[1]?.type, 'BOOLEAN_FLAG_TYPE');
  const first = await sdk.flags.listFlags(ns, { limit: 1 });
  assert.equal(first.flags.map((f) => f.key), ['color']);
  assert.ok(first.nextPageToken !== '', 'a further page is announced');
  const second = await sdk.flags.listFlags(ns, { limit: 1, pageToken: first.nextPageToken });
  assert.equal([second.flags.map((f) => f.key), second.nextPageToken], [['beta'], '']);
});

test('listFlags through the SDK finds no flags in a namespace that does not exist', async () => {
  const none = await sdk.flags.listFlags(uniqueKey('absent'));
  assert.equal([none.flags, none.totalCount], [[], 0]);
});

test.run();
