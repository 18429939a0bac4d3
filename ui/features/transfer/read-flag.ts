// One flag of a features.yml document as a spec, with what Flipt's importer would refuse:
// fields newer than the document's version, variants named twice or missing, rollouts that are
// both or neither a segment and a threshold.
import * as v from 'valibot';
import { FlagSchema, reasons, type FlagInput } from './schema';
import { OR, type FlagSpec, type RolloutSpec, type RuleSpec, type VariantSpec } from './spec';
import { float32Decimal } from './yaml/numbers';

// Fields and the minor version (1.x) that introduced them.
function versionProblems(flag: FlagInput, minor: number): string[] {
  const problems: string[] = [];
  if (flag.type && minor < 1) problems.push('type needs version 1.1 or later');
  if (flag.rollouts.length && minor < 1) problems.push('rollouts need version 1.1 or later');
  if (flag.variants.some((x) => x.default) && minor < 3) problems.push('a default variant needs version 1.3 or later');
  if (minor === 0 && flag.rules.some((r) => !r.rank)) problems.push('rules need a rank in version 1.0');
  if (flag.rollouts.some((r) => r.segment?.keys?.length) && minor < 2) problems.push('rollout segment keys need version 1.2 or later');
  return problems;
}

function variantProblems(flag: FlagInput): string[] {
  const keys = flag.variants.map((x) => x.key);
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `variant "${k}" appears twice`);
  const unknown = flag.rules.flatMap((rule, i) =>
    rule.distributions.filter((d) => !keys.includes(d.variant)).map((d) => `rules.${i}: unknown variant "${d.variant}"`),
  );
  return [...new Set(twice), ...unknown];
}

function rolloutProblems(flag: FlagInput): string[] {
  return flag.rollouts.flatMap((r, i) => {
    if (r.segment && r.threshold) return [`rollouts.${i}: has both a segment and a threshold`];
    if (!r.segment && !r.threshold) return [`rollouts.${i}: needs a segment or a threshold`];
    if (r.segment && r.segment.key && r.segment.keys?.length) return [`rollouts.${i}: segment has both key and keys`];
    if (r.segment && !r.segment.key && !r.segment.keys?.length) return [`rollouts.${i}: segment needs key or keys`];
    return [];
  });
}

// Rules in evaluation order: an explicit rank, else the position (Flipt's implicit rank).
function rules(flag: FlagInput): RuleSpec[] {
  const ranked = flag.rules.map((rule, i) => ({ rule, rank: rule.rank ?? i + 1, i }));
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return ranked.map(({ rule }) => {
    const segments = typeof rule.segment === 'string' ? [rule.segment] : [...new Set(rule.segment.keys)];
    const operator = typeof rule.segment === 'string' || segments.length === 1 ? OR : rule.segment.operator;
    return { segments, operator, distributions: rule.distributions.map((d) => ({ variant: d.variant, rollout: float32Decimal(d.rollout) })) };
  });
}

function rollout(r: FlagInput['rollouts'][number]): RolloutSpec {
  const spec: RolloutSpec = { description: r.description };
  if (r.threshold) spec.threshold = { percentage: float32Decimal(r.threshold.percentage), value: r.threshold.value };
  if (r.segment) {
    const keys = r.segment.key ? [r.segment.key] : [...new Set(r.segment.keys ?? [])];
    spec.segment = { keys, operator: keys.length > 1 ? r.segment.operator : OR, value: r.segment.value };
  }
  return spec;
}

// The last variant marked default is the default (as in Flipt's importer).
function variants(flag: FlagInput): VariantSpec[] {
  const last = flag.variants.map((x) => x.default).lastIndexOf(true);
  return flag.variants.map((x, i) => ({ key: x.key, name: x.name, description: x.description, attachment: x.attachment ?? undefined, default: i === last }));
}

/** A flag of a document as a spec, or the reasons it cannot be imported. */
export function readFlag(raw: unknown, minor: number): FlagSpec | string[] {
  const parsed = v.safeParse(FlagSchema, raw);
  if (!parsed.success) return reasons(parsed.issues);
  const flag = parsed.output;
  const problems = [...versionProblems(flag, minor), ...variantProblems(flag), ...rolloutProblems(flag)];
  if (problems.length) return problems;
  return {
    key: flag.key,
    name: flag.name,
    description: flag.description,
    type: flag.type ?? 'VARIANT_FLAG_TYPE',
    enabled: flag.enabled,
    metadata: flag.metadata,
    variants: variants(flag),
    rules: rules(flag),
    rollouts: flag.rollouts.map(rollout),
  };
}
