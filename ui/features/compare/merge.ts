// The flag a promote wants in namespace B: B's flag with the chosen parts taken from A's, and the
// reasons it cannot be written when a part needs another that is not chosen (a rule of A naming a
// variant B lacks, a variant B's own rules still use, the default likewise).
import type { FlagSpec } from '../transfer';
import type { Part } from './model';

/** B's flag `b` with `parts` of A's flag `a`, and why it cannot be written to `to` as chosen. */
export function mergeFlag(a: FlagSpec, b: FlagSpec, parts: readonly Part[], to: string): { flag: FlagSpec; problems: string[] } {
  const take = (p: Part) => parts.includes(p);
  const boolean = a.type === 'BOOLEAN_FLAG_TYPE';
  const out: FlagSpec = { ...b };
  if (take('fields')) Object.assign(out, { name: a.name, description: a.description, metadata: a.metadata }, !boolean && { enabled: a.enabled });
  if (take('variants')) out.variants = a.variants;
  if (take('rules')) out.rules = a.rules;
  if (take('rollouts')) Object.assign(out, { rollouts: a.rollouts }, boolean && { enabled: a.enabled });
  const byDefault = (take('rules') ? a : b).variants.find((v) => v.default)?.key;
  out.variants = out.variants.map((v) => ({ ...v, default: v.key === byDefault }));
  const keys = new Set(out.variants.map((v) => v.key));
  const uses = [...out.rules.flatMap((r, i) => r.distributions.map((d) => [`rule ${i + 1}`, d.variant])), ...(byDefault ? [['the default', byDefault]] : [])];
  const missing = uses.filter(([, k]) => !keys.has(k as string));
  const problems = missing.map(([who, k]) => `${who} uses variant ${k}, which ${to} would not have: choose the ${take('rules') ? 'variants' : 'rules'} too`);
  return { flag: out, problems: [...new Set(problems)] };
}
