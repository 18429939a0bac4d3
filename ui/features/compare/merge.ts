// The flag a promote wants in namespace B: B's flag with the chosen parts taken from A's, and the
// reasons it cannot be written when a part needs another that is not chosen (a rule of A naming a
// variant B lacks, a variant B's own rules still use).
import type { FlagSpec, VariantSpec } from '../transfer';
import type { Part } from './model';

const BOOLEAN = 'BOOLEAN_FLAG_TYPE';
const defaultOf = (f: FlagSpec) => f.variants.find((v) => v.default)?.key ?? null;

/** B's flag `b` with `parts` of A's flag `a`. */
export function mergeFlag(a: FlagSpec, b: FlagSpec, parts: readonly Part[]): FlagSpec {
  const take = (p: Part) => parts.includes(p);
  const out: FlagSpec = { ...b };
  if (take('fields')) {
    Object.assign(out, { name: a.name, description: a.description, metadata: a.metadata });
    if (a.type !== BOOLEAN) out.enabled = a.enabled;
  }
  if (take('variants')) out.variants = a.variants;
  if (take('rules')) out.rules = a.rules;
  if (take('rollouts')) {
    out.rollouts = a.rollouts;
    if (a.type === BOOLEAN) out.enabled = a.enabled;
  }
  const byDefault = take('rules') ? defaultOf(a) : defaultOf(b);
  out.variants = out.variants.map((v): VariantSpec => ({ ...v, default: v.key === byDefault }));
  return out;
}

/** Why the merged flag cannot be written as chosen; empty when it can. */
export function mergeProblems(a: FlagSpec, b: FlagSpec, parts: readonly Part[], to: string): string[] {
  const take = (p: Part) => parts.includes(p);
  const keys = new Set((take('variants') ? a : b).variants.map((v) => v.key));
  const problems: string[] = [];
  (take('rules') ? a : b).rules.forEach((rule, i) => {
    for (const d of rule.distributions) {
      if (keys.has(d.variant)) continue;
      problems.push(
        take('rules')
          ? `rule ${i + 1} uses variant ${d.variant}, which ${to} does not have: choose the variants too`
          : `variant ${d.variant} is still used by rule ${i + 1} in ${to}: choose the rules too`,
      );
    }
  });
  const byDefault = take('rules') ? defaultOf(a) : defaultOf(b);
  if (byDefault !== null && !keys.has(byDefault)) {
    problems.push(take('rules') ? `the default variant ${byDefault} is not among the variants of ${to}: choose the variants too` : `variant ${byDefault} is the default in ${to}: choose the rules too`);
  }
  return [...new Set(problems)];
}
