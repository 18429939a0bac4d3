// Whether a flag serves one value to everyone, following Flipt's evaluation (EVALUATION.md §3–5):
// the outcomes every rule or rollout can give, in order, until one that matches everyone (its
// segments have no constraints) hides the rest and the default. One outcome left means no rule or
// rollout can change what anyone gets. Pure.
import type { FlagState, Segment, SegmentRef } from '../transfer';

const AND = 'AND_SEGMENT_OPERATOR';
const NO_VARIANT = 'no variant';

const keysOf = (ref: SegmentRef) => (ref.segmentKey ? [ref.segmentKey] : ref.segmentKeys ?? []);

/** Whether a rule or rollout's segments match every entity (a segment without constraints matches everyone). */
function matchesEveryone(ref: SegmentRef, segments: ReadonlyMap<string, Segment>): boolean {
  const open = keysOf(ref).map((k) => segments.get(k)?.constraints.length === 0);
  return ref.segmentOperator === AND ? open.every(Boolean) : open.some(Boolean);
}

// A rollout's width in thousandths, as Flipt buckets it (float32 product, truncated).
const width = (rollout: number) => Math.trunc(Math.fround(Math.fround(rollout) * 10));

function variantOutcomes(flag: FlagState, segments: ReadonlyMap<string, Segment>): Set<string> {
  const byDefault = flag.variants.find((v) => v.id === flag.defaultVariant?.id)?.key ?? NO_VARIANT;
  const keys = new Map(flag.variants.map((v) => [v.id, v.key]));
  const out = new Set<string>();
  for (const rule of [...flag.rules].sort((a, b) => a.rank - b.rank)) {
    const live = rule.distributions.filter((d) => Math.fround(d.rollout) > 0);
    live.forEach((d) => out.add(keys.get(d.variantId) ?? NO_VARIANT));
    if (live.reduce((sum, d) => sum + width(d.rollout), 0) < 1000) out.add(byDefault);
    if (matchesEveryone(rule, segments)) return out;
  }
  return out.add(byDefault);
}

function booleanOutcomes(flag: FlagState, segments: ReadonlyMap<string, Segment>): Set<string> {
  const out = new Set<string>();
  for (const r of [...flag.rollouts].sort((a, b) => a.rank - b.rank)) {
    if (r.threshold) {
      if (r.threshold.percentage > 0) out.add(String(r.threshold.value));
      if (r.threshold.percentage >= 100) return out;
    } else if (r.segment) {
      out.add(String(r.segment.value));
      if (matchesEveryone(r.segment, segments)) return out;
    }
  }
  return out.add(String(flag.enabled));
}

/**
 * What a flag serves everyone, in words ("disabled", "green", "true", "no variant"), or null
 * when rules or rollouts can give different entities different values.
 */
export function servesOneValue(flag: FlagState, segments: ReadonlyMap<string, Segment>): string | null {
  if (flag.type !== 'BOOLEAN_FLAG_TYPE' && !flag.enabled) return 'disabled';
  const outcomes = flag.type === 'BOOLEAN_FLAG_TYPE' ? booleanOutcomes(flag, segments) : variantOutcomes(flag, segments);
  return outcomes.size === 1 ? ([...outcomes][0] as string) : null;
}
