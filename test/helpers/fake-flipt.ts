// An in-memory Flipt for the transfer executor's unit tests: the write routes import and copy
// use, with the server rules they meet (unique keys and rollout ranks, existing segments and
// variants, re-ranking after deletes, cascades, segments in use). Unknown routes throw, so a
// plan cannot pass by calling something the fake does not know. The API test checks the same
// plans against the real local service.
import type { ApiCall } from '../../ui/features/transfer/steps';
import type { FlagState, NamespaceState, Segment } from '../../ui/features/transfer/model';

export class FakeFliptError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

type Body = Record<string, any>;
type Handler = (ns: NamespaceState, params: string[], body: Body) => unknown;

const NO_VALUE = new Set(['empty', 'notempty', 'true', 'false', 'present', 'notpresent']);
type Ranked = { id: string; rank: number };
const byRank = (a: Ranked, b: Ranked) => a.rank - b.rank;

// A rule or rollout goes in at its rank; deleting one re-ranks the rest 1..n (API.md §7.5).
function insert<T extends Ranked>(items: T[], item: T): T {
  items.push(item);
  items.sort(byRank);
  return item;
}

function remove(items: Ranked[], id: string): object {
  const at = items.findIndex((x) => x.id === id);
  if (at >= 0) items.splice(at, 1);
  items.sort(byRank).forEach((x, i) => (x.rank = i + 1));
  return {};
}
const refOf = (b: Body) => ({ segmentKey: b.segmentKey ?? '', segmentKeys: b.segmentKey ? [] : [...new Set<string>(b.segmentKeys ?? [])], segmentOperator: b.segmentKey || (b.segmentKeys ?? []).length < 2 ? 'OR_SEGMENT_OPERATOR' : b.segmentOperator ?? 'OR_SEGMENT_OPERATOR' });

export class FakeFlipt {
  readonly calls: ApiCall[] = [];
  private namespaces = new Map<string, NamespaceState>();
  private next = 0;
  /** A call for which this returns a message fails with it (400). */
  failWhen: ((call: ApiCall) => string | null) | null = null;

  constructor(...keys: string[]) {
    for (const key of keys) this.namespaces.set(key, { namespace: { key, name: key, description: '' }, flags: [], segments: [] });
  }

  /** A deep copy of a namespace's data, as the screens would read it from the API. */
  state(key: string): NamespaceState {
    return structuredClone(this.namespace(key));
  }

  /** Replaces a namespace's data (ids and all). */
  load(state: NamespaceState): void {
    this.namespaces.set(state.namespace.key, structuredClone(state));
  }

  readonly send = async (call: ApiCall): Promise<unknown> => {
    this.calls.push(structuredClone(call));
    const failure = this.failWhen?.(call);
    if (failure) throw new FakeFliptError(400, failure);
    const [path = '', query = ''] = call.path.split('?');
    const parts = path.split('/').map(decodeURIComponent);
    if (parts.slice(0, 3).join('/') !== 'api/v1/namespaces') throw new Error(`unknown route ${call.method} ${call.path}`);
    const route = `${call.method} ${parts.slice(4).map((p, i) => (i % 2 === 1 && p !== 'order' ? '*' : p)).join('/')}`;
    const handler = this.routes[route];
    if (!handler) throw new Error(`unknown route ${call.method} ${call.path}`);
    return handler(this.namespace(parts[3] as string), parts.slice(4).filter((_, i) => i % 2 === 1), { ...Object.fromEntries(new URLSearchParams(query)), ...(call.body ?? {}) } as Body);
  };

  private namespace(key: string): NamespaceState {
    const ns = this.namespaces.get(key);
    if (!ns) throw new FakeFliptError(404, `namespace "${key}" not found`);
    return ns;
  }

  private id = () => `id-${(this.next += 1)}`;

  private flag(ns: NamespaceState, key: string): FlagState {
    const flag = ns.flags.find((f) => f.key === key);
    if (!flag) throw new FakeFliptError(404, `flag "${ns.namespace.key}/${key}" not found`);
    return flag;
  }

  private segment(ns: NamespaceState, key: string): Segment {
    const segment = ns.segments.find((s) => s.key === key);
    if (!segment) throw new FakeFliptError(404, `segment "${ns.namespace.key}/${key}" not found`);
    return segment;
  }

  private checkSegments(ns: NamespaceState, ref: { segmentKey: string; segmentKeys: string[] }) {
    (ref.segmentKey ? [ref.segmentKey] : ref.segmentKeys).forEach((k) => this.segment(ns, k));
  }

  private inUse(ns: NamespaceState, key: string): boolean {
    const uses = (r: { segmentKey: string; segmentKeys: string[] }) => r.segmentKey === key || r.segmentKeys.includes(key);
    return ns.flags.some((f) => f.rules.some(uses) || f.rollouts.some((r) => r.segment && uses(r.segment)));
  }

  private order(items: { id: string; rank: number }[], ids: string[]) {
    ids.forEach((id, i) => {
      const item = items.find((x) => x.id === id);
      if (item) item.rank = i + 1;
    });
    items.sort((a, b) => a.rank - b.rank);
  }

  private routes: Record<string, Handler> = {
    'POST segments': (ns, _, b) => {
      if (ns.segments.some((s) => s.key === b.key)) throw new FakeFliptError(400, `segment "${ns.namespace.key}/${b.key}" is not unique`);
      const segment = { key: b.key, name: b.name, description: b.description ?? '', matchType: b.matchType ?? 'ALL_MATCH_TYPE', constraints: [] };
      ns.segments.push(segment);
      return segment;
    },
    'PUT segments/*': (ns, [key], b) => Object.assign(this.segment(ns, key as string), { name: b.name, description: b.description ?? '', matchType: b.matchType ?? 'ALL_MATCH_TYPE' }),
    'DELETE segments/*': (ns, [key]) => {
      if (this.inUse(ns, key as string)) throw new FakeFliptError(400, `segment "${ns.namespace.key}/${key}" is in use`);
      ns.segments = ns.segments.filter((s) => s.key !== key);
      return {};
    },
    'POST segments/*/constraints': (ns, [key], b) => {
      const operator = String(b.operator).toLowerCase();
      const constraint = { id: this.id(), type: b.type, property: b.property, operator, value: NO_VALUE.has(operator) ? '' : b.value ?? '', description: b.description ?? '' };
      this.segment(ns, key as string).constraints.push(constraint);
      return constraint;
    },
    'PUT segments/*/constraints/*': (ns, [key, id], b) => {
      const constraint = this.segment(ns, key as string).constraints.find((c) => c.id === id);
      if (!constraint) throw new FakeFliptError(404, `constraint "${id}" not found`);
      const operator = String(b.operator).toLowerCase();
      return Object.assign(constraint, { type: b.type, property: b.property, operator, value: NO_VALUE.has(operator) ? '' : b.value ?? '', description: b.description ?? '' });
    },
    'DELETE segments/*/constraints/*': (ns, [key, id]) => {
      const segment = this.segment(ns, key as string);
      segment.constraints = segment.constraints.filter((c) => c.id !== id);
      return {};
    },
    'POST flags': (ns, _, b) => {
      if (ns.flags.some((f) => f.key === b.key)) throw new FakeFliptError(400, `flag "${ns.namespace.key}/${b.key}" is not unique`);
      const flag: FlagState = { key: b.key, name: b.name, description: b.description ?? '', type: b.type ?? 'VARIANT_FLAG_TYPE', enabled: Boolean(b.enabled), metadata: b.metadata ?? {}, variants: [], rules: [], rollouts: [] };
      ns.flags.push(flag);
      return flag;
    },
    'PUT flags/*': (ns, [key], b) => {
      const flag = this.flag(ns, key as string);
      const byDefault = b.defaultVariantId ? flag.variants.find((v) => v.id === b.defaultVariantId) : null;
      if (b.defaultVariantId && !byDefault) throw new FakeFliptError(400, `variant "${b.defaultVariantId}" not found for flag "${ns.namespace.key}/${key}"`);
      return Object.assign(flag, { name: b.name, description: b.description ?? '', enabled: Boolean(b.enabled), metadata: b.metadata ?? flag.metadata, defaultVariant: byDefault ? { id: byDefault.id } : null });
    },
    'DELETE flags/*': (ns, [key]) => {
      ns.flags = ns.flags.filter((f) => f.key !== key);
      return {};
    },
    'POST flags/*/variants': (ns, [key], b) => {
      const flag = this.flag(ns, key as string);
      if (flag.variants.some((v) => v.key === b.key)) throw new FakeFliptError(400, `variant "${b.key}" is not unique for flag "${ns.namespace.key}/${key}"`);
      const variant = { id: this.id(), key: b.key, name: b.name ?? '', description: b.description ?? '', attachment: b.attachment ?? '' };
      flag.variants.push(variant);
      return variant;
    },
    'PUT flags/*/variants/*': (ns, [key, id], b) => {
      const variant = this.flag(ns, key as string).variants.find((v) => v.id === id);
      if (!variant) throw new FakeFliptError(404, `variant "${b.key}" not found`);
      return Object.assign(variant, { key: b.key, name: b.name ?? '', description: b.description ?? '', attachment: b.attachment ?? '' });
    },
    'DELETE flags/*/variants/*': (ns, [key, id]) => {
      const flag = this.flag(ns, key as string);
      flag.variants = flag.variants.filter((v) => v.id !== id);
      flag.rules.forEach((r) => (r.distributions = r.distributions.filter((d) => d.variantId !== id)));
      if (flag.defaultVariant?.id === id) flag.defaultVariant = null;
      return {};
    },
    'POST flags/*/rules': (ns, [key], b) => {
      const rule = { id: this.id(), rank: b.rank, ...refOf(b), distributions: [] };
      this.checkSegments(ns, rule);
      return insert(this.flag(ns, key as string).rules, rule);
    },
    'PUT flags/*/rules/*': (ns, [key, id], b) => {
      const rule = this.flag(ns, key as string).rules.find((r) => r.id === id);
      if (!rule) throw new FakeFliptError(404, `rule "${ns.namespace.key}/${id}" not found`);
      const ref = refOf(b);
      this.checkSegments(ns, ref);
      return Object.assign(rule, ref);
    },
    'PUT flags/*/rules/*/distributions/*': (ns, [key, ruleId, id], b) => {
      const flag = this.flag(ns, key as string);
      const distribution = flag.rules.find((r) => r.id === ruleId)?.distributions.find((d) => d.id === id);
      if (!distribution || !flag.variants.some((v) => v.id === b.variantId)) throw new FakeFliptError(404, `distribution "${id}" not found`);
      return Object.assign(distribution, { variantId: b.variantId, rollout: b.rollout });
    },
    'DELETE flags/*/rules/*/distributions/*': (ns, [key, ruleId, id], b) => {
      const rule = this.flag(ns, key as string).rules.find((r) => r.id === ruleId);
      if (!b.variantId) throw new FakeFliptError(400, 'invalid field variantId: must not be empty');
      if (rule) rule.distributions = rule.distributions.filter((d) => d.id !== id || d.variantId !== b.variantId);
      return {};
    },
    'DELETE flags/*/rules/*': (ns, [key, id]) => remove(this.flag(ns, key as string).rules, id as string),
    'PUT flags/*/rules/order': (ns, [key], b) => this.order(this.flag(ns, key as string).rules, b.ruleIds),
    'POST flags/*/rules/*/distributions': (ns, [key, ruleId], b) => {
      const flag = this.flag(ns, key as string);
      const rule = flag.rules.find((r) => r.id === ruleId);
      if (!rule || !flag.variants.some((v) => v.id === b.variantId)) throw new FakeFliptError(404, `variant "${b.variantId}", rule "${ruleId}" not found`);
      const distribution = { id: this.id(), variantId: b.variantId, rollout: b.rollout };
      rule.distributions.push(distribution);
      return distribution;
    },
    'POST flags/*/rollouts': (ns, [key], b) => {
      const flag = this.flag(ns, key as string);
      if (flag.rollouts.some((r) => r.rank === b.rank)) throw new FakeFliptError(400, `rank number: ${b.rank} already exists`);
      const segment = b.segment ? { ...refOf(b.segment), value: Boolean(b.segment.value) } : undefined;
      if (segment) this.checkSegments(ns, segment);
      const rule = segment ? { segment } : { threshold: { percentage: b.threshold.percentage ?? 0, value: Boolean(b.threshold.value) } };
      return insert(flag.rollouts, { id: this.id(), rank: b.rank, description: b.description ?? '', ...rule });
    },
    'PUT flags/*/rollouts/*': (ns, [key, id], b) => {
      const rollout = this.flag(ns, key as string).rollouts.find((r) => r.id === id);
      if (!rollout) throw new FakeFliptError(404, `rollout "${ns.namespace.key}/${id}" not found`);
      if (Boolean(b.segment) !== Boolean(rollout.segment)) throw new FakeFliptError(400, 'cannot change type of rollout');
      const segment = b.segment ? { ...refOf(b.segment), value: Boolean(b.segment.value) } : undefined;
      if (segment) this.checkSegments(ns, segment);
      return Object.assign(rollout, { description: b.description ?? '' }, segment ? { segment } : { threshold: { percentage: b.threshold.percentage ?? 0, value: Boolean(b.threshold.value) } });
    },
    'DELETE flags/*/rollouts/*': (ns, [key, id]) => remove(this.flag(ns, key as string).rollouts, id as string),
    'PUT flags/*/rollouts/order': (ns, [key], b) => this.order(this.flag(ns, key as string).rollouts, b.rolloutIds),
  };
}
