// Whole flags and segments checked with the editor's rules, for the paths that write many at once
// (import, promote, deep copy): what the forms refuse field by field, said in their words, each
// problem with where it is (`rules.1.distributions`), so a plan can name the rule and the line.
import { DOTTED_KEY, FORM_MESSAGES, KEY } from '../forms';
import { ENTITY_PROPERTY, EVERY_OPERATOR, operatorProblem, valueProblem, type ServerOffers } from './constraints';
import { percentsError, thresholdError } from './percent';

/** The picker's message when no segment is chosen: Flipt's words, then what to do. */
export const NO_SEGMENT = 'Segment is missing. Choose at least one segment.';

/** One problem: where (a path into the flag or segment) and the editor's message. */
export type Problem = { at: (string | number)[]; message: string };

type SegmentUse = { keys: string[] };
/** The parts of a flag the rules read (a features.yml flag, or one read from the API by key). */
export type CheckedFlag = {
  key: string;
  name: string;
  metadata: Record<string, unknown>;
  variants: { key: string }[];
  rules: { segments: string[]; distributions: { variant: string; rollout: number }[] }[];
  rollouts: { segment?: SegmentUse; threshold?: { percentage: number } }[];
};
export type CheckedSegment = { key: string; name: string; constraints: { type: string; property: string; operator: string; value: string }[] };

/** Why a key is refused ('Required', or the characters allowed); null when it is fine. */
export function keyProblem(key: string, dotted = false): string | null {
  if (key.trim() === '') return FORM_MESSAGES.required;
  return (dotted ? DOTTED_KEY : KEY).test(key) ? null : dotted ? FORM_MESSAGES.dottedKey : FORM_MESSAGES.key;
}

const each = <T,>(items: T[], at: string, check: (item: T, i: number) => (Problem | null)[]): Problem[] =>
  items.flatMap((item, i) => check(item, i).flatMap((p) => (p ? [{ at: [at, i, ...p.at], message: p.message }] : [])));

const problem = (message: string | null, ...at: (string | number)[]): Problem | null => (message ? { at, message } : null);

const twice = (keys: string[], i: number) => (keys.indexOf(keys[i] as string) < i ? 'Key must be unique' : null);

// A flag's or segment's key and name.
const named = (x: { key: string; name: string }) => [problem(keyProblem(x.key), 'key'), problem(x.name.trim() ? null : FORM_MESSAGES.required, 'name')];

/**
 * Every problem of a flag; `missing(key)` says why a segment it uses cannot be used (it does not
 * exist), or null when it can.
 */
export function flagProblems(flag: CheckedFlag, missing: (segment: string) => string | null = () => null): Problem[] {
  const variants = flag.variants.map((v) => v.key);
  const segments = (keys: string[], at: string) => (keys.length ? keys.map((key) => problem(missing(key), at)) : [problem(NO_SEGMENT, at)]);
  return [
    ...named(flag),
    ...Object.keys(flag.metadata).map((key) => problem(key.trim() ? null : 'Key is required', 'metadata')),
    ...each(flag.variants, 'variants', (v, i) => [problem(keyProblem(v.key, true) ?? twice(variants, i), 'key')]),
    ...each(flag.rules, 'rules', (rule) => [
      ...segments(rule.segments, 'segments'),
      problem(percentsError(rule.distributions.map((d) => String(d.rollout))), 'distributions'),
      ...rule.distributions.map((d) => problem(variants.includes(d.variant) ? null : `Variant ${d.variant} is not a variant of this flag`, 'distributions')),
    ]),
    ...each(flag.rollouts, 'rollouts', (r) =>
      r.threshold ? [problem(thresholdError(r.threshold.percentage), 'threshold')] : segments(r.segment?.keys ?? [], 'segment'),
    ),
  ].filter((p): p is Problem => p !== null);
}

/** Every problem of a segment and its constraints, on a server offering `server`. */
export function segmentProblems(segment: CheckedSegment, server: ServerOffers = EVERY_OPERATOR): Problem[] {
  return [
    ...named(segment),
    ...each(segment.constraints, 'constraints', (c) => [
      problem(c.type === 'ENTITY_ID_COMPARISON_TYPE' && c.property !== ENTITY_PROPERTY ? `Property must be ${ENTITY_PROPERTY}` : keyProblem(c.property, true), 'property'),
      problem(operatorProblem(c.type, c.operator, server), 'operator'),
      problem(operatorProblem(c.type, c.operator, server) ? null : valueProblem(c.type, c.operator, c.value), 'value'),
    ]),
  ].filter((p): p is Problem => p !== null);
}

/** Where a problem is, in words: "rule 2", "variant 1 key", "constraint 3 value" (a list's name less its "s", then the 1-based position). */
export const placeOf = (at: (string | number)[]): string =>
  at.map((part, i) => (typeof part === 'number' ? part + 1 : typeof at[i + 1] === 'number' ? part.replace(/s$/, '') : part)).join(' ');

/** "rule 2: Multi-variate rules must …". */
export const problemText = (p: Problem) => (p.at.length ? `${placeOf(p.at)}: ${p.message}` : p.message);
