// The calls that create flags and segments and their parts from specs, in the order the API
// needs: a segment then its constraints; a flag, its variants, its default variant (a flag
// update), then rules with their distributions and rollouts, each with the rank it gets.
import type { ConstraintSpec, FlagSpec, RolloutSpec, RuleSpec, SegmentSpec, VariantSpec } from './spec';
import { flagPath, nsPath, Ref, segmentPath, type Step } from './steps';

/** A variant's id: known for stored variants, a Ref for ones the plan creates. */
export type VariantIds = (key: string) => string | Ref;

export const constraintLabel = (c: ConstraintSpec) => `${c.property} ${c.operator}${c.value ? ` ${c.value}` : ''}`;
export const ruleRef = (flag: string, n: number) => new Ref(`rule ${n} of ${flag}`);
export const variantRef = (flag: string, key: string) => new Ref(`variant ${key} of ${flag}`);
export const rolloutRef = (flag: string, n: number) => new Ref(`rollout ${n} of ${flag}`);

export function constraintStep(ns: string, segment: string, c: ConstraintSpec): Step {
  const { type, property, operator, value, description } = c;
  return {
    method: 'POST', path: [...segmentPath(ns, segment), 'constraints'], body: { type, property, operator, value, description },
    item: { kind: 'segment', key: segment },
    title: `Add constraint ${constraintLabel(c)} to segment ${segment}`,
  };
}

export function createSegmentSteps(ns: string, s: SegmentSpec): Step[] {
  const create: Step = {
    method: 'POST', path: [...nsPath(ns), 'segments'], body: { key: s.key, name: s.name, description: s.description, matchType: s.matchType },
    item: { kind: 'segment', key: s.key }, title: `Create segment ${s.key}`,
  };
  return [create, ...s.constraints.map((c) => constraintStep(ns, s.key, c))];
}

const attachmentText = (v: VariantSpec) => (v.attachment === undefined ? '' : JSON.stringify(v.attachment));

/** Creates a variant (no id) or replaces a stored one's fields (with its id). */
export function variantStep(ns: string, flag: string, v: VariantSpec, id?: string): Step {
  const body = { key: v.key, name: v.name, description: v.description, attachment: attachmentText(v) };
  const item = { kind: 'flag' as const, key: flag };
  if (id) return { method: 'PUT', path: [...flagPath(ns, flag), 'variants', id], body, item, title: `Update variant ${v.key} of flag ${flag}` };
  return {
    method: 'POST', path: [...flagPath(ns, flag), 'variants'], body, item, saves: variantRef(flag, v.key).name,
    title: `Create variant ${v.key} of flag ${flag}`,
  };
}

/** Replaces a flag's mutable fields, the default variant included (API.md §3.2). */
export function flagUpdateStep(ns: string, f: FlagSpec, defaultVariantId: string | Ref | null): Step {
  const body = { name: f.name, description: f.description, enabled: f.enabled, metadata: f.metadata, defaultVariantId };
  return { method: 'PUT', path: flagPath(ns, f.key), body, item: { kind: 'flag', key: f.key }, title: `Update flag ${f.key}` };
}

export const segmentRefBody = (keys: string[], operator: string) =>
  keys.length === 1 ? { segmentKey: keys[0], segmentOperator: operator } : { segmentKeys: keys, segmentOperator: operator };

/** Creates rule number `n` of the flag's wanted rules at `rank`, then its distributions. */
export function ruleSteps(ns: string, flag: string, rule: RuleSpec, n: number, rank: number, variantIds: VariantIds): Step[] {
  const ref = ruleRef(flag, n);
  const item = { kind: 'flag' as const, key: flag };
  const create: Step = {
    method: 'POST', path: [...flagPath(ns, flag), 'rules'], body: { ...segmentRefBody(rule.segments, rule.operator), rank }, item, saves: ref.name,
    title: `Create rule ${n} of flag ${flag}`,
  };
  const distributions = rule.distributions.map((d): Step => ({
    method: 'POST', path: [...flagPath(ns, flag), 'rules', ref, 'distributions'], body: { variantId: variantIds(d.variant), rollout: d.rollout }, item,
    title: `Add distribution ${d.variant} ${d.rollout}% to rule ${n} of flag ${flag}`,
  }));
  return [create, ...distributions];
}

/** A rollout's body for a create (with a rank) or an update. */
export const rolloutBody = (r: RolloutSpec) => ({
  description: r.description,
  ...(r.segment ? { segment: { ...segmentRefBody(r.segment.keys, r.segment.operator), value: r.segment.value } } : { threshold: r.threshold }),
});

/** Creates rollout number `n` of the flag's wanted rollouts at `rank`. */
export function rolloutStep(ns: string, flag: string, r: RolloutSpec, n: number, rank: number): Step {
  return {
    method: 'POST', path: [...flagPath(ns, flag), 'rollouts'], body: { rank, ...rolloutBody(r) }, item: { kind: 'flag', key: flag },
    saves: rolloutRef(flag, n).name, title: `Create rollout ${n} of flag ${flag}`,
  };
}

/** Every call that creates a flag as the spec describes it, in a namespace without it. */
export function createFlagSteps(ns: string, f: FlagSpec): Step[] {
  const create: Step = {
    method: 'POST', path: [...nsPath(ns), 'flags'],
    body: { key: f.key, name: f.name, description: f.description, type: f.type, enabled: f.enabled, metadata: f.metadata },
    item: { kind: 'flag', key: f.key }, title: `Create flag ${f.key}`,
  };
  const byDefault = f.variants.find((v) => v.default);
  const ids: VariantIds = (key) => variantRef(f.key, key);
  return [
    create,
    ...f.variants.map((v) => variantStep(ns, f.key, v)),
    ...(byDefault ? [flagUpdateStep(ns, f, ids(byDefault.key))] : []),
    ...f.rules.flatMap((rule, i) => ruleSteps(ns, f.key, rule, i + 1, i + 1, ids)),
    ...f.rollouts.map((r, i) => rolloutStep(ns, f.key, r, i + 1, i + 1)),
  ];
}
