// Two flags with the same key, field by field: the flag's fields and metadata, variants by key,
// rules and rollouts position by position (the order is what evaluation follows), the default
// variant and, for boolean flags, the default rollout value. Each difference names the part a
// promote would copy it with. Segment order inside a rule is not compared: Flipt does not keep it.
import { flagSpec, isDeepStrictEqualJson, rolloutSignature, type FlagState } from '../transfer';
import type { Difference, Part } from './model';
import { distributionsText, NONE, operatorText, quoted, rolloutText, ruleText, segmentsText } from './words';

const sorted = (keys: string[]) => [...keys].sort().join('\u0000');
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** Every difference between flag `x` (namespace A) and flag `y` (namespace B); none when they are the same. */
export function diffFlag(x: FlagState, y: FlagState): Difference[] {
  const [a, b] = [flagSpec(x), flagSpec(y)];
  const out: Difference[] = [];
  // A difference when the values differ, each shown by `text` (absent: none).
  const add = <T,>(part: Part, what: string, p: T | undefined, q: T | undefined, text: (v: T) => string = JSON.stringify as (v: T) => string) => {
    if (!isDeepStrictEqualJson(p ?? null, q ?? null)) out.push({ part, what, a: p === undefined ? NONE : text(p), b: q === undefined ? NONE : text(q) });
  };
  const boolean = a.type === 'BOOLEAN_FLAG_TYPE';
  add('fields', 'type', a.type, b.type, String);
  add('fields', 'name', a.name, b.name, quoted);
  add('fields', 'description', a.description, b.description, quoted);
  add(boolean ? 'rollouts' : 'fields', boolean ? 'default rollout value' : 'enabled', a.enabled, b.enabled);
  // Own values only: a key only one side has (`constructor`) must not read as Object's (issue 43).
  const own = (metadata: Record<string, unknown>, k: string) => (Object.hasOwn(metadata, k) ? metadata[k] : undefined);
  for (const k of union(Object.keys(a.metadata), Object.keys(b.metadata))) add('fields', `metadata ${k}`, own(a.metadata, k), own(b.metadata, k));
  for (const k of union(a.variants.map((v) => v.key), b.variants.map((v) => v.key))) {
    const [v, w] = [a.variants.find((z) => z.key === k), b.variants.find((z) => z.key === k)];
    if (!v || !w) add('variants', `variant ${k}`, v && 'present', w && 'present', String);
    else {
      add('variants', `variant ${k} name`, v.name, w.name, quoted);
      add('variants', `variant ${k} description`, v.description, w.description, quoted);
      add('variants', `variant ${k} attachment`, v.attachment, w.attachment);
    }
  }
  const byDefault = [a, b].map((f) => f.variants.find((v) => v.default)?.key);
  add('rules', 'default variant', byDefault[0], byDefault[1], String);
  for (let i = 0; i < Math.max(a.rules.length, b.rules.length); i++) {
    const [r, s, what] = [a.rules[i], b.rules[i], `rule ${i + 1}`];
    if (!r || !s) add('rules', what, r && ruleText(r), s && ruleText(s), String);
    else {
      if (sorted(r.segments) !== sorted(s.segments)) add('rules', `${what} segments`, segmentsText(r.segments, r.operator), segmentsText(s.segments, s.operator), String);
      else add('rules', `${what} operator`, r.operator, s.operator, operatorText);
      add('rules', `${what} distributions`, r.distributions, s.distributions, distributionsText);
    }
  }
  for (let i = 0; i < Math.max(a.rollouts.length, b.rollouts.length); i++) {
    const [r, s] = [a.rollouts[i], b.rollouts[i]];
    if (!r || !s || rolloutSignature(r) !== rolloutSignature(s)) out.push({ part: 'rollouts', what: `rollout ${i + 1}`, a: r ? rolloutText(r) : NONE, b: s ? rolloutText(s) : NONE });
  }
  return out;
}
