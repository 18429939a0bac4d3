// Two segments with the same key: their fields, and their constraints matched one to one (their
// order does not matter to evaluation, and Flipt keeps none).
import { normalConstraint, type ConstraintSpec, type SegmentSpec } from '../transfer';
import type { Difference } from './model';
import { constraintText, NONE, quoted } from './words';

const constraintKey = (c: ConstraintSpec) => {
  const n = normalConstraint(c);
  return JSON.stringify([n.type, n.property, n.operator, n.value, n.description]);
};

const MATCH: Record<string, string> = { ALL_MATCH_TYPE: 'all', ANY_MATCH_TYPE: 'any' };

/** Every difference between segment `a` (namespace A) and segment `b` (namespace B). */
export function diffSegment(a: SegmentSpec, b: SegmentSpec): Difference[] {
  const out: Difference[] = [];
  const add = (what: string, x: string, y: string) => out.push({ part: 'segment', what, a: x, b: y });
  if (a.name !== b.name) add('name', quoted(a.name), quoted(b.name));
  if (a.description !== b.description) add('description', quoted(a.description), quoted(b.description));
  if (a.matchType !== b.matchType) add('match type', MATCH[a.matchType] ?? a.matchType, MATCH[b.matchType] ?? b.matchType);
  const left = [...b.constraints];
  for (const c of a.constraints) {
    const at = left.findIndex((x) => constraintKey(x) === constraintKey(c));
    if (at >= 0) left.splice(at, 1);
    else add(`constraint ${c.property}`, constraintText(c), NONE);
  }
  for (const c of left) add(`constraint ${c.property}`, NONE, constraintText(c));
  return out;
}
