// Hostile requests across every route family of the local service (and Flipt's API): a valid
// request template per route, mutated field by field, or replaced by a broken body, a hostile
// path segment, query or header. Deterministic for a seed.
import { chooser, seeded } from './random.mjs';
import { hostileHeaders, hostileQuery, hostileSegment, hostileText, hostileValue } from './hostile-values.mjs';

const NS = '/api/v1/namespaces';

/** Routes by family: method, path from the seeded ids (or a hostile segment), body template. */
function routes(ids) {
  const ns = `${NS}/${ids.ns}`;
  const flag = `${ns}/flags/${ids.flag}`;
  const boolFlag = `${ns}/flags/${ids.boolFlag}`;
  const rules = `${flag}/rules`;
  const segment = `${ns}/segments/${ids.segment}`;
  const rollout = { rank: 1, description: 'd', threshold: { percentage: 50, value: true }, segment: { segmentKey: ids.segment, value: true } };
  return {
    namespaces: [['GET', NS], ['POST', NS, { key: 'k', name: 'n', description: '', protected: false }], ['GET', ns], ['PUT', ns, { name: 'n', description: 'd' }], ['DELETE', `${NS}/*`]],
    flags: [['GET', `${ns}/flags`], ['POST', `${ns}/flags`, { key: 'k', name: 'n', type: 'VARIANT_FLAG_TYPE', enabled: true, description: '', metadata: { a: 1 } }],
      ['GET', flag], ['PUT', flag, { name: 'n', enabled: true, defaultVariantId: ids.variant, metadata: { a: 'b' } }], ['DELETE', `${ns}/flags/*`]],
    variants: [['POST', `${flag}/variants`, { key: 'k', name: 'n', description: '', attachment: '{"a":1}' }],
      ['PUT', `${flag}/variants/${ids.variant}`, { key: 'on', name: 'n', attachment: '' }], ['DELETE', `${flag}/variants/*`]],
    segments: [['GET', `${ns}/segments`], ['POST', `${ns}/segments`, { key: 'k', name: 'n', matchType: 'ALL_MATCH_TYPE', description: '' }],
      ['GET', segment], ['PUT', segment, { name: 'n', matchType: 'ANY_MATCH_TYPE' }], ['DELETE', `${ns}/segments/*`]],
    constraints: [['POST', `${segment}/constraints`, { type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'gt', value: '18', description: '' }],
      ['PUT', `${segment}/constraints/${ids.constraint}`, { type: 'DATETIME_COMPARISON_TYPE', property: 'at', operator: 'lt', value: '2025-01-01T00:00:00Z' }],
      ['DELETE', `${segment}/constraints/*`]],
    rules: [['GET', rules], ['POST', rules, { segmentKey: ids.segment, segmentKeys: [ids.segment], segmentOperator: 'OR_SEGMENT_OPERATOR', rank: 2 }],
      ['GET', `${rules}/${ids.rule}`], ['PUT', `${rules}/${ids.rule}`, { segmentKey: ids.segment, segmentOperator: 'AND_SEGMENT_OPERATOR' }],
      ['PUT', `${rules}/order`, { ruleIds: [ids.rule] }], ['DELETE', `${rules}/*`]],
    distributions: [['POST', `${rules}/${ids.rule}/distributions`, { variantId: ids.variant, rollout: 50 }],
      ['PUT', `${rules}/${ids.rule}/distributions/${ids.distribution}`, { variantId: ids.variant, rollout: 25.5 }],
      ['DELETE', `${rules}/${ids.rule}/distributions/*`]],
    rollouts: [['GET', `${boolFlag}/rollouts`], ['POST', `${boolFlag}/rollouts`, rollout], ['GET', `${boolFlag}/rollouts/${ids.rollout}`],
      ['PUT', `${boolFlag}/rollouts/${ids.rollout}`, { description: 'd', threshold: { percentage: 10, value: false } }],
      ['PUT', `${boolFlag}/rollouts/order`, { rolloutIds: [ids.rollout] }], ['DELETE', `${boolFlag}/rollouts/*`]],
    evaluation: ['variant', 'boolean'].map((kind) => ['POST', `/evaluate/v1/${kind}`,
      { namespaceKey: ids.ns, flagKey: kind === 'variant' ? ids.flag : ids.boolFlag, entityId: 'e', context: { age: '30', at: '2024-01-01T00:00:00Z' }, requestId: 'r' }])
      .concat([['POST', '/evaluate/v1/batch', { requests: [{ namespaceKey: ids.ns, flagKey: ids.flag, entityId: 'e', context: {} }] }]]),
    snapshot: [['GET', `/internal/v1/evaluation/snapshot/namespace/${ids.ns}`], ['GET', '/internal/v1/evaluation/snapshot/namespace/*']],
    analytics: [['GET', `/internal/v1/analytics/namespaces/${ids.ns}/flags/${ids.flag}`]],
    meta: [['GET', '/meta/info'], ['GET', '/meta/config'], ['GET', '/health']],
    auth: [['POST', '/auth/v1/method/token', { name: 'n', description: 'd', expiresAt: '2030-01-01T00:00:00Z', namespaceKey: ids.ns, metadata: { a: 'b' } }],
      ['GET', '/auth/v1/tokens'], ['GET', '/auth/v1/tokens/*'], ['DELETE', '/auth/v1/tokens/*'], ['GET', '/auth/v1/self'],
      ['PUT', '/auth/v1/self/expire', {}], ['GET', '/auth/v1/method'], ['GET', '/auth/v1/method/oidc/*/authorize']],
    unknown: [['PATCH', `${flag}`, {}], ['POST', '/api/v1/*', {}], ['GET', '/ofrep/v1/*'], ['OPTIONS', NS], ['GET', `${NS}/*/*/*/*/*/*`]],
  };
}

/** Every route family the fuzz covers. */
export const FAMILIES = Object.keys(routes({}));

/** Sets an own property, `__proto__` included, so it reaches the JSON text and nothing else. */
const put = (o, key, value) => Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });

function mutate(c, template) {
  if (c.chance(0.15)) return hostileText(c);
  const body = structuredClone(template);
  const keys = Object.keys(body);
  const big = c.chance(0.03);
  for (let i = 0, n = 1 + c.int(3); i < n; i++) {
    const key = keys.length && c.chance(0.85) ? c.pick(keys) : c.pick(['extra', 'nested', 'key_', '__proto__', 'constructor']);
    const inner = Object.hasOwn(body, key) && body[key] && typeof body[key] === 'object' ? body[key] : undefined;
    c.weighted([
      [6, () => put(body, key, hostileValue(c, big))],
      [1, () => delete body[key]],
      [1, () => put(body, key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`), hostileValue(c, false))],
      [1, () => inner && put(inner, c.pick(Object.keys(inner).concat('x')), hostileValue(c, big))],
    ]);
  }
  return JSON.stringify(body);
}

/** One hostile request: `{ family, method, path, headers, body }`. */
function hostileRequest(c, table) {
  const family = c.pick(FAMILIES);
  const [method, template, bodyTemplate] = c.pick(table[family]);
  let path = template.replace(/\*/g, () => (c.chance(0.5) ? hostileSegment(c) : `fuzz-${c.int(1e6)}`));
  if (method === 'GET' && c.chance(0.4)) path += hostileQuery(c);
  const body = bodyTemplate ? (c.chance(0.9) ? mutate(c, bodyTemplate) : JSON.stringify(bodyTemplate)) : undefined;
  return { family, method, path, headers: hostileHeaders(c), body };
}

/** `count` hostile requests against the entities in `ids`, the same ones for the same seed. */
export function* hostileRequests({ seed, count, ids }) {
  const c = chooser(seeded(seed));
  const table = routes(ids);
  for (let i = 0; i < count; i++) yield hostileRequest(c, table);
}
