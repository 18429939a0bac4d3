// Importing a flag that already exists: variants by key (added, changed, removed), the flag's
// fields and default variant, and rules and rollouts matched by what they say. A stored rule or
// rollout equal to a wanted one is kept; the rest are created (appended) or deleted, then the
// order is set if the result is not already in the wanted order.
import { createFlagSteps, flagUpdateStep, rolloutRef, ruleRef, ruleSteps, rolloutStep, variantRef, variantStep, type VariantIds } from './create-steps';
import { isDeepStrictEqualJson } from './equal';
import type { FlagState } from './model';
import { flagSpec, type FlagSpec, type RolloutSpec, type RuleSpec, type VariantSpec } from './spec';
import { flagPath, Ref, type Step } from './steps';

export type FlagPlan = { action: 'create' | 'update' | 'unchanged' | 'refused'; changes: string[]; reasons: string[]; steps: Step[] };

// What makes two rules or rollouts the same; segment order is not kept by Flipt, so it is sorted.
const ruleSignature = (r: RuleSpec) => JSON.stringify([[...r.segments].sort(), r.operator, r.distributions]);
export const rolloutSignature = (r: RolloutSpec) =>
  JSON.stringify([r.description, r.segment && [[...r.segment.keys].sort(), r.segment.operator, r.segment.value], r.threshold]);

type Ordered = { wanted: { kept?: string; n: number }[]; deleted: string[]; created: number[] };

// Pairs wanted items with equal stored ones (each stored one used once).
function match<T>(wanted: T[], stored: { id: string; spec: T }[], signature: (x: T) => string): Ordered {
  const free = [...stored];
  const pairs = wanted.map((w, i) => {
    const at = free.findIndex((s) => signature(s.spec) === signature(w));
    const kept = at < 0 ? undefined : free.splice(at, 1)[0]?.id;
    return { kept, n: i + 1 };
  });
  return { wanted: pairs, deleted: free.map((s) => s.id), created: pairs.filter((p) => !p.kept).map((p) => p.n) };
}

// After deletes the server re-ranks what is left: kept items in stored order, then new ones.
function orderSteps(ns: string, flag: string, kind: 'rules' | 'rollouts', m: Ordered, storedIds: string[], ref: (n: number) => Ref): Step[] {
  const final = m.wanted.map((w) => w.kept ?? ref(w.n));
  const after = [...storedIds.filter((id) => m.wanted.some((w) => w.kept === id)), ...m.created.map(ref)];
  const name = (x: string | Ref | undefined) => (x instanceof Ref ? `ref ${x.name}` : x);
  const same = final.every((x, i) => name(x) === name(after[i]));
  if (same || final.length < 2) return [];
  const body = kind === 'rules' ? { ruleIds: final } : { rolloutIds: final };
  return [{ method: 'PUT', path: [...flagPath(ns, flag), kind, 'order'], body, item: { kind: 'flag', key: flag }, title: `Order the ${kind} of flag ${flag}` }];
}

const deleteStep = (ns: string, flag: string, kind: 'rules' | 'rollouts' | 'variants', id: string, label: string): Step => ({
  method: 'DELETE', path: [...flagPath(ns, flag), kind, id], item: { kind: 'flag', key: flag }, title: `Delete ${label} of flag ${flag}`,
});

const sameVariant = (a: VariantSpec, b: VariantSpec) =>
  a.name === b.name && a.description === b.description && isDeepStrictEqualJson(a.attachment ?? null, b.attachment ?? null);

function fieldChanges(wanted: FlagSpec, stored: FlagSpec): string[] {
  const defaults = [wanted, stored].map((f) => f.variants.find((v) => v.default)?.key ?? 'none');
  const changes = (['name', 'description', 'enabled'] as const)
    .filter((k) => wanted[k] !== stored[k])
    .map((k) => `${k}: ${JSON.stringify(stored[k])} → ${JSON.stringify(wanted[k])}`);
  if (!isDeepStrictEqualJson(wanted.metadata, stored.metadata)) changes.push('metadata changed');
  if (defaults[0] !== defaults[1]) changes.push(`default variant: ${defaults[1]} → ${defaults[0]}`);
  return changes;
}

type Comparison = {
  current: FlagState;
  storedIds: Map<string, string>;
  /** Wanted variants that are new or differ. */
  variants: VariantSpec[];
  extraVariants: FlagState['variants'];
  fields: string[];
  rules: Ordered;
  rollouts: Ordered;
};

function compare(wanted: FlagSpec, current: FlagState): Comparison {
  const stored = flagSpec(current);
  const variants = wanted.variants.filter((v) => {
    const old = stored.variants.find((s) => s.key === v.key);
    return !old || !sameVariant(v, old);
  });
  return {
    current,
    storedIds: new Map(current.variants.map((v) => [v.key, v.id])),
    variants,
    extraVariants: current.variants.filter((v) => !wanted.variants.some((w) => w.key === v.key)),
    fields: fieldChanges(wanted, stored),
    rules: match(wanted.rules, current.rules.map((r, i) => ({ id: r.id, spec: stored.rules[i] as RuleSpec })), ruleSignature),
    rollouts: match(wanted.rollouts, current.rollouts.map((r, i) => ({ id: r.id, spec: stored.rollouts[i] as RolloutSpec })), rolloutSignature),
  };
}

// Variants, the flag's fields, new rules and rollouts, deletions, then the order.
function updateSteps(ns: string, wanted: FlagSpec, c: Comparison): Step[] {
  const flag = wanted.key;
  const ids: VariantIds = (key) => c.storedIds.get(key) ?? variantRef(flag, key);
  const byDefault = wanted.variants.find((v) => v.default);
  const nextRollout = Math.max(0, ...c.current.rollouts.map((r) => r.rank));
  return [
    ...c.variants.map((v) => variantStep(ns, flag, v, c.storedIds.get(v.key))),
    ...(c.fields.length ? [flagUpdateStep(ns, wanted, byDefault ? ids(byDefault.key) : null)] : []),
    ...c.rules.created.flatMap((n, k) => ruleSteps(ns, flag, wanted.rules[n - 1] as RuleSpec, n, c.current.rules.length + k + 1, ids)),
    ...c.rollouts.created.map((n, k) => rolloutStep(ns, flag, wanted.rollouts[n - 1] as RolloutSpec, n, nextRollout + k + 1)),
    ...c.rules.deleted.map((id) => deleteStep(ns, flag, 'rules', id, 'a rule')),
    ...c.rollouts.deleted.map((id) => deleteStep(ns, flag, 'rollouts', id, 'a rollout')),
    ...c.extraVariants.map((v) => deleteStep(ns, flag, 'variants', v.id, `variant ${v.key}`)),
    ...orderSteps(ns, flag, 'rules', c.rules, c.current.rules.map((r) => r.id), (n) => ruleRef(flag, n)),
    ...orderSteps(ns, flag, 'rollouts', c.rollouts, c.current.rollouts.map((r) => r.id), (n) => rolloutRef(flag, n)),
  ];
}

function changesOf(c: Comparison, steps: Step[]): string[] {
  return [
    ...c.fields,
    ...c.variants.map((v) => `variant ${v.key} ${c.storedIds.has(v.key) ? 'changed' : 'added'}`),
    ...c.extraVariants.map((v) => `variant ${v.key} removed`),
    ...counted(c.rules, 'rule'),
    ...counted(c.rollouts, 'rollout'),
    ...steps.filter((s) => s.path.at(-1) === 'order').map((s) => `${s.path.at(-2)} reordered`),
  ];
}

/** What importing `wanted` does to the stored flag with its key (or creates it). */
export function planFlag(ns: string, wanted: FlagSpec, found: FlagState | undefined): FlagPlan {
  if (!found) return { action: 'create', changes: [], reasons: [], steps: createFlagSteps(ns, wanted) };
  if (found.type !== wanted.type) {
    return { action: 'refused', changes: [], reasons: [`its type is ${found.type} in the namespace and ${wanted.type} in the file; a flag's type cannot change`], steps: [] };
  }
  const c = compare(wanted, { ...found, rules: byRank(found.rules), rollouts: byRank(found.rollouts) });
  const steps = updateSteps(ns, wanted, c);
  return { action: steps.length ? 'update' : 'unchanged', changes: changesOf(c, steps), reasons: [], steps };
}

const byRank = <T extends { rank: number }>(items: T[]) => [...items].sort((a, b) => a.rank - b.rank);

function counted(m: Ordered, noun: string): string[] {
  const plural = (n: number) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return [...(m.created.length ? [`${plural(m.created.length)} added`] : []), ...(m.deleted.length ? [`${plural(m.deleted.length)} removed`] : [])];
}
