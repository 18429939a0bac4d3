// The benchmark's workload: a variant flag `checkout` with a realistic rule set in the default
// namespace, written through the management API, and evaluation requests that reach every rule.

const SEGMENTS = [
  { key: 'internal', matchType: 'ANY_MATCH_TYPE', constraints: [
    { type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io' },
    { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'isoneof', value: '["qa-1","qa-2","qa-3"]' },
  ] },
  { key: 'eu-pro', matchType: 'ALL_MATCH_TYPE', constraints: [
    { type: 'STRING_COMPARISON_TYPE', property: 'country', operator: 'isoneof', value: '["DE","FR","NL","ES"]' },
    { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'eq', value: 'pro' },
  ] },
  { key: 'adults', matchType: 'ALL_MATCH_TYPE', constraints: [
    { type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'gte', value: '18' },
  ] },
  { key: 'new-users', matchType: 'ALL_MATCH_TYPE', constraints: [
    { type: 'DATETIME_COMPARISON_TYPE', property: 'signupAt', operator: 'gt', value: '2024-01-01T00:00:00Z' },
    { type: 'BOOLEAN_COMPARISON_TYPE', property: 'verified', operator: 'true', value: '' },
  ] },
  { key: 'everyone', matchType: 'ALL_MATCH_TYPE', constraints: [] },
];

const VARIANTS = [
  { key: 'control', attachment: '' },
  { key: 'treatment-a', attachment: '{"layout":"single-page"}' },
  { key: 'treatment-b', attachment: '{"layout":"wizard","steps":3}' },
];

// [segment keys, operator, [variant key, rollout]…] in rank order.
const RULES = [
  [['internal'], 'OR_SEGMENT_OPERATOR', [['treatment-b', 100]]],
  [['eu-pro', 'adults'], 'AND_SEGMENT_OPERATOR', [['treatment-a', 50], ['treatment-b', 50]]],
  [['new-users'], 'OR_SEGMENT_OPERATOR', [['control', 33.33], ['treatment-a', 33.33], ['treatment-b', 33.34]]],
  [['everyone'], 'OR_SEGMENT_OPERATOR', [['control', 90], ['treatment-a', 10]]],
];

async function call(base, method, path, body) {
  const res = await fetch(base + path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return JSON.parse(text);
}

/** Creates the segments and the `checkout` flag on the service at `url`. */
export async function seedCheckoutFlag(url) {
  const ns = '/api/v1/namespaces/default';
  for (const { constraints, ...segment } of SEGMENTS) {
    await call(url, 'POST', `${ns}/segments`, { ...segment, name: segment.key });
    for (const c of constraints) await call(url, 'POST', `${ns}/segments/${segment.key}/constraints`, c);
  }
  await call(url, 'POST', `${ns}/flags`, { key: 'checkout', name: 'Checkout', enabled: true });
  const ids = {};
  for (const v of VARIANTS) ids[v.key] = (await call(url, 'POST', `${ns}/flags/checkout/variants`, { ...v, name: v.key })).id;
  await call(url, 'PUT', `${ns}/flags/checkout`, { name: 'Checkout', enabled: true, defaultVariantId: ids.control });
  for (const [rank, [segmentKeys, segmentOperator, split]] of RULES.entries()) {
    const rule = await call(url, 'POST', `${ns}/flags/checkout/rules`, { segmentKeys, segmentOperator, rank: rank + 1 });
    for (const [variant, rollout] of split) {
      await call(url, 'POST', `${ns}/flags/checkout/rules/${rule.id}/distributions`, { variantId: ids[variant], rollout });
    }
  }
}

const CONTEXTS = [
  { email: 'ann@acme.io', plan: 'free' },
  { email: 'bo@example.com', country: 'DE', plan: 'pro', age: '34' },
  { email: 'cy@example.com', country: 'US', plan: 'pro', age: '41', signupAt: '2024-05-02T10:00:00Z', verified: 'true' },
  { email: 'di@example.com', country: 'FR', plan: 'free', age: '16', signupAt: '2023-02-02T10:00:00Z' },
];

/** `count` distinct evaluation request bodies (entity ids vary, so buckets vary). */
export function checkoutRequests(count = 256) {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({ namespaceKey: 'default', flagKey: 'checkout', entityId: i % 17 === 0 ? 'qa-2' : `user-${i}`, context: CONTEXTS[i % CONTEXTS.length] }),
  );
}
