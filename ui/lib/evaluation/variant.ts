import { distributionBounds, hasActiveDistribution, selectDistribution } from './distributions';
import { EvaluationError } from './errors';
import { variantBucket } from './hash';
import { matchedSegmentKeys, operatorSatisfied } from './segments';
import { recordingErrors, type TraceSink } from './trace';
import type { EvalFlag, EvalRequest, EvalRule, VariantResult } from './types';

/** Evaluates a variant flag exactly as Flipt v1.54 does (EVALUATION.md §3). */
export function evaluateVariant(flag: EvalFlag, req: EvalRequest, trace?: TraceSink): VariantResult {
  return recordingErrors(trace, () => evaluate(flag, req, trace));
}

function evaluate(flag: EvalFlag, req: EvalRequest, trace: TraceSink | undefined): VariantResult {
  if (flag.type !== 'VARIANT_FLAG_TYPE') throw new EvaluationError('invalid', `flag type ${flag.type} invalid`);
  const result = startingResult(flag);
  if (!flag.enabled) {
    // The default variant stays in the response of a disabled flag.
    result.reason = 'FLAG_DISABLED_EVALUATION_REASON';
    trace?.record({ kind: 'stop', why: 'flag-disabled' });
    return result;
  }
  let lastRank = 0;
  for (let i = 0; i < flag.rules.length; i++) {
    const rule = flag.rules[i]!;
    if (rule.rank < lastRank) throw new EvaluationError('invalid', `rule rank: ${rule.rank} detected out of order`);
    lastRank = rule.rank;
    const keys = matchedSegmentKeys(rule.segments, req.entityId, req.context, trace);
    const applied = operatorSatisfied(rule.segmentOperator, keys.length, rule.segments.length);
    trace?.record({
      kind: 'rule',
      index: i,
      ruleId: rule.id,
      rank: rule.rank,
      segmentOperator: rule.segmentOperator,
      matchedSegmentKeys: keys,
      applied,
    });
    if (applied) return applyRule(rule, req, result, keys, trace);
  }
  trace?.record({ kind: 'stop', why: 'no-rule-applied' });
  return result;
}

// The result before any rule: the default variant (if any) with reason DEFAULT, else UNKNOWN.
function startingResult(flag: EvalFlag): VariantResult {
  const fallback = flag.defaultVariant;
  return {
    match: false,
    segmentKeys: [],
    reason: fallback ? 'DEFAULT_EVALUATION_REASON' : 'UNKNOWN_EVALUATION_REASON',
    variantKey: fallback ? fallback.key : '',
    variantAttachment: fallback ? fallback.attachment : '',
  };
}

// The first applicable rule ends the walk, even when its distributions leave the bucket uncovered.
function applyRule(
  rule: EvalRule,
  req: EvalRequest,
  result: VariantResult,
  keys: string[],
  trace: TraceSink | undefined,
): VariantResult {
  result.segmentKeys = keys;
  if (!hasActiveDistribution(rule.distributions)) {
    result.match = true;
    result.reason = 'MATCH_EVALUATION_REASON';
    trace?.record({ kind: 'stop', why: 'no-distributions' });
    return result;
  }
  const bucket = variantBucket(req.flagKey, req.entityId);
  const picked = selectDistribution(rule.distributions, bucket);
  if (trace !== undefined) {
    trace.record({ kind: 'bucket', bucket, ...distributionBounds(rule.distributions), picked });
    trace.record({ kind: 'stop', why: picked < 0 ? 'bucket-not-covered' : 'distribution-selected' });
  }
  const distribution = rule.distributions[picked];
  if (distribution === undefined) return result;
  result.match = true;
  result.reason = 'MATCH_EVALUATION_REASON';
  result.variantKey = distribution.variantKey;
  result.variantAttachment = distribution.variantAttachment;
  return result;
}
