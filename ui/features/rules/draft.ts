// A rule as its forms hold it, the checks on it and the calls it turns into. No React here.
import * as v from 'valibot';
import { validate, type FieldErrors } from '../../lib/forms';
import type { Variant } from '../flags';
import { hasSegments, NO_SEGMENT, parsePercent, percentsError, segmentChoice, segmentDraftEntries, segmentKeysOf, type SegmentDraft } from '../ordering';
import type { Rule } from './schema';

/** Default: no distribution (the flag's default variant); single: one variant at 100%; multi: a split. */
export type RuleKind = 'default' | 'single' | 'multi';

/** The New Rule panel's type radios, with Flipt's labels and descriptions (UI-INVENTORY §2.10). */
export const RULE_KINDS: { id: RuleKind; label: string; description: string }[] = [
  { id: 'default', label: 'Default Variant / None', description: 'The default variant will be returned if any' },
  { id: 'single', label: 'Single Variant', description: 'Always returns the same variant' },
  { id: 'multi', label: 'Multi-Variate', description: 'Returns different variants based on percentages' },
];

/** The flag's variants as choices, named by key. */
export const variantOptions = (variants: readonly Variant[]) => variants.map((v) => ({ id: v.id, label: v.key }));

/** The kinds a new rule can take: without variants only the default one (the rule returns no variant). */
export const ruleKindsFor = (variants: readonly Variant[]) => RULE_KINDS.map((k) => ({ ...k, isDisabled: k.id !== 'default' && variants.length === 0 }));

/** The kind of a stored rule, read from its distributions. */
export function ruleKind(rule: Pick<Rule, 'distributions'>): RuleKind {
  const [first, ...rest] = rule.distributions;
  if (!first) return 'default';
  return rest.length === 0 && first.rollout === 100 ? 'single' : 'multi';
}

/**
 * 100% split evenly over `count` variants in hundredths, the remainder going one hundredth each to
 * the first ones, so the total is exactly 100 (3 → 33.34, 33.33, 33.33), as Flipt pre-fills it.
 */
export function evenSplit(count: number): number[] {
  const base = Math.floor(10_000 / count);
  const extra = 10_000 - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < extra ? 1 : 0)) / 100);
}

/** Segments plus the outcome: the variant (single) or percentages by variant or distribution id (multi). */
export type RuleDraft = SegmentDraft & { variantId: string; percents: Record<string, string> };

/** A new rule's form: one empty segment row and an even split over the variants. */
export function newRuleDraft(variants: readonly Variant[]): RuleDraft {
  const split = evenSplit(variants.length);
  return { segments: [''], operator: 'OR_SEGMENT_OPERATOR', variantId: '', percents: Object.fromEntries(variants.map((v, i) => [v.id, String(split[i])])) };
}

/** A stored rule's form, percentages keyed by distribution id. */
export function ruleDraft(rule: Rule): RuleDraft {
  return {
    segments: segmentKeysOf(rule),
    operator: rule.segmentOperator,
    variantId: rule.distributions[0]?.variantId ?? '',
    percents: Object.fromEntries(rule.distributions.map((d) => [d.id, String(d.rollout)])),
  };
}

const percentsOf = (draft: RuleDraft) => percentsError(Object.values(draft.percents));

/** The form's rules for a rule of `kind`: segments, then the variant (single) or the percentages (multi). */
export const ruleDraftSchema = (kind: RuleKind) =>
  v.pipe(
    v.object({ ...segmentDraftEntries, variantId: v.string(), percents: v.record(v.string(), v.string()) }),
    v.forward(v.check((draft) => hasSegments(draft), NO_SEGMENT), ['segments']),
    v.forward(v.check((draft) => kind !== 'single' || draft.variantId !== '', 'Choose a variant'), ['variantId']),
    v.forward(v.check((draft) => kind !== 'multi' || percentsOf(draft) === null, (issue) => percentsOf(issue.input as RuleDraft) ?? ''), ['percents']),
  );

/** The percentages' message shows as they are typed, beside their running total. */
export const PERCENTS = ['percents'];

/** The draft's problems by field (empty when it can be saved). */
export const ruleErrors = (draft: RuleDraft, kind: RuleKind): FieldErrors => validate(ruleDraftSchema(kind), draft);

/** The distributions to create with a new rule, in variant order. */
export function newDistributions(draft: RuleDraft, kind: RuleKind, variants: readonly Variant[]) {
  if (kind === 'single') return [{ variantId: draft.variantId, rollout: 100 }];
  if (kind === 'multi') return variants.map((v) => ({ variantId: v.id, rollout: parsePercent(draft.percents[v.id] ?? '') ?? 0 }));
  return [];
}

/** The rule's distributions as a quick edit's draft has them, with their ids (a re-created rule's, issue 36, without). */
export const draftDistributions = (rule: Rule, draft: RuleDraft, kind: RuleKind) =>
  rule.distributions.map((d) => ({
    id: d.id,
    variantId: kind === 'single' ? draft.variantId : d.variantId,
    rollout: kind === 'single' ? 100 : (parsePercent(draft.percents[d.id] ?? '') ?? d.rollout),
  }));

/** What a quick edit changes: the rule's segments (or null) and each changed distribution. */
export function ruleChanges(rule: Rule, draft: RuleDraft, kind: RuleKind) {
  const next = segmentChoice(draft);
  const before = segmentChoice({ segments: segmentKeysOf(rule), operator: rule.segmentOperator });
  const same = JSON.stringify(next) === JSON.stringify(before);
  const distributions = draftDistributions(rule, draft, kind).filter((d, i) => d.variantId !== rule.distributions[i]?.variantId || d.rollout !== rule.distributions[i]?.rollout);
  return { rule: same ? null : next, distributions };
}
