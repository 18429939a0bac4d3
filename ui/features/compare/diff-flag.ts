// Two flags with the same key, field by field: the flag's fields and metadata, variants by key,
// rules and rollouts position by position (the order is what evaluation follows), the default
// variant and, for boolean flags, the default rollout value. Each difference names the part a
// promote would copy it with. Segment order inside a rule is not compared: Flipt does not keep it.
import { isDeepStrictEqualJson, type FlagSpec, type RolloutSpec, type RuleSpec } from '../transfer';
import type { Difference, Part } from './model';
import { distributionsText, jsonText, NONE, operatorText, quoted, rolloutText, ruleText, segmentsText } from './words';

const BOOLEAN = 'BOOLEAN_FLAG_TYPE';
const sorted = (keys: string[]) => [...keys].sort().join('\u0000');
const same = (a: unknown, b: unknown) => isDeepStrictEqualJson(a ?? null, b ?? null);

function fields(a: FlagSpec, b: FlagSpec): Difference[] {
  const out: Difference[] = [];
  const add = (part: Part, what: string, x: string, y: string) => out.push({ part, what, a: x, b: y });
  if (a.type !== b.type) add('fields', 'type', a.type, b.type);
  if (a.name !== b.name) add('fields', 'name', quoted(a.name), quoted(b.name));
  if (a.description !== b.description) add('fields', 'description', quoted(a.description), quoted(b.description));
  if (a.enabled !== b.enabled) add(a.type === BOOLEAN ? 'rollouts' : 'fields', a.type === BOOLEAN ? 'default rollout value' : 'enabled', String(a.enabled), String(b.enabled));
  const keys = [...new Set([...Object.keys(a.metadata), ...Object.keys(b.metadata)])];
  for (const key of keys) {
    if (!same(a.metadata[key], b.metadata[key])) add('fields', `metadata ${key}`, jsonText(a.metadata[key]), jsonText(b.metadata[key]));
  }
  return out;
}

function variants(a: FlagSpec, b: FlagSpec): Difference[] {
  const out: Difference[] = [];
  const keys = [...new Set([...a.variants.map((x) => x.key), ...b.variants.map((x) => x.key)])];
  for (const key of keys) {
    const [x, y] = [a.variants.find((v) => v.key === key), b.variants.find((v) => v.key === key)];
    const what = `variant ${key}`;
    if (!x || !y) {
      out.push({ part: 'variants', what, a: x ? 'present' : NONE, b: y ? 'present' : NONE });
      continue;
    }
    if (x.name !== y.name) out.push({ part: 'variants', what: `${what} name`, a: quoted(x.name), b: quoted(y.name) });
    if (x.description !== y.description) out.push({ part: 'variants', what: `${what} description`, a: quoted(x.description), b: quoted(y.description) });
    if (!same(x.attachment, y.attachment)) out.push({ part: 'variants', what: `${what} attachment`, a: jsonText(x.attachment), b: jsonText(y.attachment) });
  }
  const defaults = [a, b].map((f) => f.variants.find((v) => v.default)?.key ?? NONE);
  if (defaults[0] !== defaults[1]) out.push({ part: 'rules', what: 'default variant', a: defaults[0] as string, b: defaults[1] as string });
  return out;
}

function rule(n: number, x: RuleSpec | undefined, y: RuleSpec | undefined): Difference[] {
  const what = `rule ${n}`;
  if (!x || !y) return [{ part: 'rules', what, a: x ? ruleText(x) : NONE, b: y ? ruleText(y) : NONE }];
  const out: Difference[] = [];
  if (sorted(x.segments) !== sorted(y.segments)) out.push({ part: 'rules', what: `${what} segments`, a: segmentsText(x.segments, x.operator), b: segmentsText(y.segments, y.operator) });
  else if (x.operator !== y.operator) out.push({ part: 'rules', what: `${what} operator`, a: operatorText(x.operator), b: operatorText(y.operator) });
  if (!same(x.distributions, y.distributions)) out.push({ part: 'rules', what: `${what} distributions`, a: distributionsText(x.distributions), b: distributionsText(y.distributions) });
  return out;
}

const rolloutKey = (r: RolloutSpec) => JSON.stringify([r.description, r.segment && [sorted(r.segment.keys), r.segment.operator, r.segment.value], r.threshold]);

function rollout(n: number, x: RolloutSpec | undefined, y: RolloutSpec | undefined): Difference[] {
  if (x && y && rolloutKey(x) === rolloutKey(y)) return [];
  return [{ part: 'rollouts', what: `rollout ${n}`, a: x ? rolloutText(x) : NONE, b: y ? rolloutText(y) : NONE }];
}

function inOrder<T>(a: T[], b: T[], one: (n: number, x: T | undefined, y: T | undefined) => Difference[]): Difference[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => one(i + 1, a[i], b[i])).flat();
}

/** Every difference between flag `a` (namespace A) and flag `b` (namespace B); none when they are the same. */
export function diffFlag(a: FlagSpec, b: FlagSpec): Difference[] {
  return [...fields(a, b), ...variants(a, b), ...inOrder(a.rules, b.rules, rule), ...inOrder(a.rollouts, b.rollouts, rollout)];
}
