import { constraintInput, hasContextKey, matchConstraint } from './constraints';
import type { TraceSink } from './trace';
import type { EvalSegment, MatchType, SegmentOperator } from './types';

/**
 * Whether a segment matches. Every constraint is evaluated (Flipt does not short-circuit), so
 * an UNKNOWN constraint anywhere in the segment throws even after the outcome is known.
 */
export function matchSegment(
  segment: EvalSegment,
  entityId: string,
  context: Record<string, string>,
  trace?: TraceSink,
): boolean {
  const { constraints } = segment;
  let matched = 0;
  for (let i = 0; i < constraints.length; i++) {
    const c = constraints[i]!;
    const ok = matchConstraint(c, entityId, context);
    if (ok) matched++;
    if (trace !== undefined) {
      const value = constraintInput(c, entityId, context);
      const missing = c.type !== 'ENTITY_ID' && !hasContextKey(context, c.property);
      trace.record({ kind: 'constraint', segmentKey: segment.key, constraint: c, value, missing, matched: ok });
    }
  }
  const result = segmentMatched(segment.matchType, matched, constraints.length);
  trace?.record({
    kind: 'segment',
    segmentKey: segment.key,
    matchType: segment.matchType,
    matchedConstraints: matched,
    constraintCount: constraints.length,
    matched: result,
  });
  return result;
}

// A segment without constraints matches everyone under ALL and ANY; other match types never do.
function segmentMatched(matchType: MatchType, matched: number, total: number): boolean {
  switch (matchType) {
    case 'ALL':
      return matched === total;
    case 'ANY':
      return total === 0 || matched > 0;
    default:
      return false;
  }
}

/** Evaluates every segment (no short-circuit) and returns the keys of those that matched. */
export function matchedSegmentKeys(
  segments: EvalSegment[],
  entityId: string,
  context: Record<string, string>,
  trace?: TraceSink,
): string[] {
  const keys: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (matchSegment(segment, entityId, context, trace)) keys.push(segment.key);
  }
  return keys;
}

/**
 * Whether a rule or segment rollout applies. OR with no segments never applies, AND with none
 * always does, and an unrecognised operator applies regardless of segments, all as in Flipt.
 */
export function operatorSatisfied(operator: SegmentOperator, matched: number, total: number): boolean {
  switch (operator) {
    case 'OR':
      return matched >= 1;
    case 'AND':
      return matched === total;
    default:
      return true;
  }
}
