// Importing a flag that already exists: variants by key (added, changed, removed), the flag's
// fields and default variant, and rules and rollouts paired with the stored ones (pairs.ts): a
// rule whose split changes is an update of its distributions ("control 50 → 30 %"), a rule or
// rollout that changes otherwise is updated in place; only what is left over is created or deleted.
import { createFlagSteps, flagUpdateStep, rolloutBody, rolloutRef, ruleRef, ruleSteps, rolloutStep, segmentRefBody, variantRef, variantStep, type VariantIds } from './create-steps';
import { isDeepStrictEqualJson } from './equal';
import type { FlagState, Rule } from './model';
import { orderSteps, pairUp, type Pairing } from './pairs';
import { flagSpec, type FlagSpec, type RolloutSpec, type RuleSpec, type VariantSpec } from './spec';
import { flagPath, type Step } from './steps';
import { distributionChanges, rolloutText, segmentsText } from './words';

export type FlagPlan = { action: 'create' | 'update' | 'unchanged' | 'refused'; changes: string[]; reasons: string[]; steps: Step[] };

// What makes two rules or rollouts the same; segment order is not kept by Flipt, so it is sorted.
const segmentSet = (keys: string[], operator: string) => JSON.stringify([[...keys].sort(), operator]);
export const ruleSignature = (r: RuleSpec) => JSON.stringify([segmentSet(r.segments, r.operator), r.distributions]);
export const rolloutSignature = (r: RolloutSpec) =>
  JSON.stringify([r.description, r.segment && [segmentSet(r.segment.keys, r.segment.operator), r.segment.value], r.threshold]);

const RULE_PASSES = [(a: RuleSpec, b: RuleSpec) => ruleSignature(a) === ruleSignature(b), (a: RuleSpec, b: RuleSpec) => segmentSet(a.segments, a.operator) === segmentSet(b.segments, b.operator), () => true];
const ROLLOUT_PASSES = [(a: RolloutSpec, b: RolloutSpec) => rolloutSignature(a) === rolloutSignature(b), (a: RolloutSpec, b: RolloutSpec) => !a.segment === !b.segment];

const item = (flag: string) => ({ kind: 'flag' as const, key: flag });

const deleteStep = (ns: string, flag: string, kind: 'rules' | 'rollouts' | 'variants', id: string, label: string): Step => ({
  method: 'DELETE', path: [...flagPath(ns, flag), kind, id], item: item(flag), title: `Delete ${label} of flag ${flag}`,
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
  rules: Pairing<RuleSpec>;
  rollouts: Pairing<RolloutSpec>;
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
    rules: pairUp(wanted.rules, current.rules.map((r, i) => ({ id: r.id, spec: stored.rules[i] as RuleSpec })), RULE_PASSES),
    rollouts: pairUp(wanted.rollouts, current.rollouts.map((r, i) => ({ id: r.id, spec: stored.rollouts[i] as RolloutSpec })), ROLLOUT_PASSES),
  };
}

// A stored rule made to match the wanted one: its segments, then its distributions position by
// position (their order decides which variant gets which buckets): removals and decreases before
// increases, so the split never adds up to more than either end of it, and new ones last, in
// order (a distribution's place is when it was created).
function ruleUpdateSteps(ns: string, flag: string, rule: Rule, stored: RuleSpec, wanted: RuleSpec, n: number, ids: VariantIds): Step[] {
  const path = [...flagPath(ns, flag), 'rules', rule.id];
  const steps: Step[] = [];
  if (segmentSet(stored.segments, stored.operator) !== segmentSet(wanted.segments, wanted.operator)) {
    steps.push({ method: 'PUT', path, body: segmentRefBody(wanted.segments, wanted.operator), item: item(flag), title: `Update rule ${n} of flag ${flag}` });
  }
  const writes: [number, Step][] = [];
  for (let i = 0; i < Math.max(stored.distributions.length, wanted.distributions.length); i++) {
    const [s, d, api] = [stored.distributions[i], wanted.distributions[i], rule.distributions[i]];
    if (s && !d && api) {
      const title = `Remove distribution ${s.variant} from rule ${n} of flag ${flag}`;
      writes.push([-s.rollout, { method: 'DELETE', path: [...path, 'distributions', api.id], query: `variantId=${encodeURIComponent(api.variantId)}`, item: item(flag), title }]);
    } else if (d && (s?.variant !== d.variant || s.rollout !== d.rollout)) {
      const title = `Set distribution ${i + 1} of rule ${n} of flag ${flag} to ${d.variant} ${d.rollout}%`;
      const body = { variantId: ids(d.variant), rollout: d.rollout };
      writes.push([api ? d.rollout - (s?.rollout ?? 0) : Infinity, { method: api ? 'PUT' : 'POST', path: [...path, 'distributions', ...(api ? [api.id] : [])], body, item: item(flag), title }]);
    }
  }
  return [...steps, ...writes.sort((a, b) => a[0] - b[0]).map(([, step]) => step)];
}

// Variants, the flag's fields, updated and new rules and rollouts, deletions, then the order.
function updateSteps(ns: string, wanted: FlagSpec, c: Comparison): Step[] {
  const flag = wanted.key;
  const ids: VariantIds = (key) => c.storedIds.get(key) ?? variantRef(flag, key);
  const byDefault = wanted.variants.find((v) => v.default);
  const nextRollout = Math.max(0, ...c.current.rollouts.map((r) => r.rank));
  const updatedRules = c.rules.wanted.flatMap((w) => {
    const rule = w.stored && c.current.rules.find((r) => r.id === w.stored?.id);
    return rule && w.stored ? ruleUpdateSteps(ns, flag, rule, w.stored.spec, w.spec, w.n, ids) : [];
  });
  const updatedRollouts = c.rollouts.wanted.flatMap((w): Step[] =>
    w.stored && rolloutSignature(w.stored.spec) !== rolloutSignature(w.spec)
      ? [{ method: 'PUT', path: [...flagPath(ns, flag), 'rollouts', w.stored.id], body: rolloutBody(w.spec), item: item(flag), title: `Update rollout ${w.n} of flag ${flag}` }]
      : [],
  );
  return [
    ...c.variants.map((v) => variantStep(ns, flag, v, c.storedIds.get(v.key))),
    ...(c.fields.length ? [flagUpdateStep(ns, wanted, byDefault ? ids(byDefault.key) : null)] : []),
    ...updatedRules,
    ...c.rules.created.flatMap((n, k) => ruleSteps(ns, flag, wanted.rules[n - 1] as RuleSpec, n, c.current.rules.length + k + 1, ids)),
    ...updatedRollouts,
    ...c.rollouts.created.map((n, k) => rolloutStep(ns, flag, wanted.rollouts[n - 1] as RolloutSpec, n, nextRollout + k + 1)),
    ...c.rules.deleted.map((id) => deleteStep(ns, flag, 'rules', id, 'a rule')),
    ...c.rollouts.deleted.map((id) => deleteStep(ns, flag, 'rollouts', id, 'a rollout')),
    ...c.extraVariants.map((v) => deleteStep(ns, flag, 'variants', v.id, `variant ${v.key}`)),
    ...orderSteps(ns, flag, 'rules', c.rules, c.current.rules.map((r) => r.id), (n) => ruleRef(flag, n)),
    ...orderSteps(ns, flag, 'rollouts', c.rollouts, c.current.rollouts.map((r) => r.id), (n) => rolloutRef(flag, n)),
  ];
}

// "rule 2 (eu): control 50 → 30 %", "rule 3 (adults) added", "a rule removed".
function ruleChanges(c: Comparison): string[] {
  const name = (r: RuleSpec, n: number) => `rule ${n} (${segmentsText(r.segments, r.operator)})`;
  return [
    ...c.rules.wanted.flatMap(({ n, spec, stored }) => {
      if (!stored) return [`${name(spec, n)} added`];
      const split = distributionChanges(stored.spec.distributions, spec.distributions);
      const segments = segmentSet(stored.spec.segments, stored.spec.operator) !== segmentSet(spec.segments, spec.operator);
      return [...(segments ? [`rule ${n}: segments ${segmentsText(stored.spec.segments, stored.spec.operator)} → ${segmentsText(spec.segments, spec.operator)}`] : []), ...(split ? [`${name(spec, n)}: ${split}`] : [])];
    }),
    ...c.rollouts.wanted.flatMap(({ n, spec, stored }) =>
      !stored ? [`rollout ${n} added: ${rolloutText(spec)}`] : rolloutSignature(stored.spec) === rolloutSignature(spec) ? [] : [`rollout ${n}: ${rolloutText(stored.spec)} becomes ${rolloutText(spec)}`],
    ),
    ...counted(c.rules.deleted.length, 'rule'),
    ...counted(c.rollouts.deleted.length, 'rollout'),
  ];
}

const counted = (n: number, noun: string) => (n ? [`${n} ${noun}${n === 1 ? '' : 's'} removed`] : []);

function changesOf(c: Comparison, steps: Step[]): string[] {
  return [
    ...c.fields,
    ...c.variants.map((v) => `variant ${v.key} ${c.storedIds.has(v.key) ? 'changed' : 'added'}`),
    ...c.extraVariants.map((v) => `variant ${v.key} removed`),
    ...ruleChanges(c),
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
