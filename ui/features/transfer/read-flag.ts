// One flag of a features.yml document as a spec, with what Flipt's importer would refuse (fields
// newer than the document's version, rollouts that are both or neither a segment and a threshold)
// and what the editor would refuse (lib/validation), each problem with where it is.
import * as v from 'valibot';
import { flagProblems, type Problem } from '../../lib/validation/entities';
import { FlagSchema, issueProblems, type FlagInput } from './schema';
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

function rolloutProblems(flag: FlagInput): Problem[] {
  return flag.rollouts.flatMap((r, i) => {
    const at = ['rollouts', i];
    if (r.segment && r.threshold) return [{ at, message: 'has both a segment and a threshold' }];
    if (!r.segment && !r.threshold) return [{ at, message: 'needs a segment or a threshold' }];
    if (r.segment && r.segment.key && r.segment.keys?.length) return [{ at, message: 'segment has both key and keys' }];
    return [];
  });
}

function rule(r: FlagInput['rules'][number]): RuleSpec {
  const segments = typeof r.segment === 'string' ? [r.segment] : [...new Set(r.segment.keys)];
  const operator = typeof r.segment === 'string' || segments.length === 1 ? OR : r.segment.operator;
  return { segments, operator, distributions: r.distributions.map((d) => ({ variant: d.variant, rollout: float32Decimal(d.rollout) })) };
}

// Rules in evaluation order: an explicit rank, else the position (Flipt's implicit rank).
function byRank(flag: FlagInput, rules: RuleSpec[]): RuleSpec[] {
  const ranked = flag.rules.map((r, i) => ({ spec: rules[i] as RuleSpec, rank: r.rank ?? i + 1, i }));
  return ranked.sort((a, b) => a.rank - b.rank || a.i - b.i).map((r) => r.spec);
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

/** A flag of a document as a spec, or its problems (each with where it is in the flag). */
export function readFlag(raw: unknown, minor: number): FlagSpec | Problem[] {
  const parsed = v.safeParse(FlagSchema, raw);
  if (!parsed.success) return issueProblems(parsed.issues);
  const flag = parsed.output;
  const rules = flag.rules.map(rule);
  const spec: FlagSpec = {
    key: flag.key,
    name: flag.name,
    description: flag.description,
    type: flag.type ?? 'VARIANT_FLAG_TYPE',
    enabled: flag.enabled,
    metadata: flag.metadata,
    variants: variants(flag),
    rules,
    rollouts: flag.rollouts.map(rollout),
  };
  // Checked with the rules in the file's order, so a problem's place is where the file has it.
  const problems = [...versionProblems(flag, minor).map((message) => ({ at: [], message })), ...rolloutProblems(flag), ...flagProblems(spec)];
  return problems.length ? problems : { ...spec, rules: byRank(flag, rules) };
}
