// Two segments with the same key, as the import planner compares them: their fields, and their
// constraints matched one to one (order does not matter to evaluation, and Flipt keeps none).
import { segmentDiff, segmentSpec, type Segment } from '../transfer';
import type { Difference } from './model';
import { constraintText, NONE, quoted } from './words';

/** Every difference between segment `a` (namespace A) and segment `b` (namespace B). */
export function diffSegment(a: Segment, b: Segment): Difference[] {
  const d = segmentDiff(segmentSpec(a), b);
  const row = (what: string, x: string, y: string): Difference => ({ part: 'segment', what, a: x, b: y });
  // "ALL_MATCH_TYPE" reads "all".
  const shown = (field: string, value: string) => (field === 'match type' ? (value.split('_')[0] as string).toLowerCase() : quoted(value));
  return [
    ...d.fields.map((f) => row(f.field, shown(f.field, f.wanted), shown(f.field, f.stored))),
    ...d.missing.map((c) => row(`constraint ${c.property}`, constraintText(c), NONE)),
    ...d.extra.map((c) => row(`constraint ${c.property}`, NONE, constraintText(c))),
    ...d.changed.map((c) => row(`constraint ${c.wanted.property}`, constraintText(c.wanted), constraintText(c.stored))),
  ];
}
