import { EvaluationError } from './errors';
import { booleanBucket } from './hash';
import { matchedSegmentKeys, operatorSatisfied } from './segments';
import { recordingErrors, type TraceSink } from './trace';
import type { BooleanResult, EvalFlag, EvalRequest, EvalRollout } from './types';

/**
 * Evaluates a boolean flag exactly as Flipt does (EVALUATION.md §4). `flag.enabled` is only the
 * default: a disabled flag is still evaluated through its rollouts. `segmentKeys` are those a
 * segment rollout matched, else empty, as Flipt v1.61 answers them (v1.54 leaves the field out).
 */
export function evaluateBoolean(flag: EvalFlag, req: EvalRequest, trace?: TraceSink): BooleanResult {
  return recordingErrors(trace, () => evaluate(flag, req, trace));
}

function evaluate(flag: EvalFlag, req: EvalRequest, trace: TraceSink | undefined): BooleanResult {
  if (flag.type !== 'BOOLEAN_FLAG_TYPE') throw new EvaluationError('invalid', `flag type ${flag.type} invalid`);
  let lastRank = 0;
  for (let i = 0; i < flag.rollouts.length; i++) {
    const rollout = flag.rollouts[i]!;
    // Flipt raises this one as an untyped error, hence HTTP 500 rather than 400.
    if (rollout.rank < lastRank) throw new EvaluationError('internal', `rollout rank: ${rollout.rank} detected out of order`);
    lastRank = rollout.rank;
    const matched = tryRollout(rollout, i, req, trace);
    if (matched !== undefined) return { ...matched, reason: 'MATCH_EVALUATION_REASON' };
  }
  trace?.record({ kind: 'stop', why: 'no-rollout-matched' });
  return { enabled: flag.enabled, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] };
}

type Applied = Pick<BooleanResult, 'enabled' | 'segmentKeys'>;

// The rollout's value and matched segments when it applies, else undefined. A threshold wins over a segment part.
function tryRollout(rollout: EvalRollout, index: number, req: EvalRequest, trace: TraceSink | undefined): Applied | undefined {
  const { threshold, segment } = rollout;
  let applied = false;
  let value = false;
  let keys: string[] = [];
  if (threshold) {
    value = threshold.value;
    const bucket = booleanBucket(req.flagKey, req.entityId);
    const percentage = Math.fround(threshold.percentage);
    applied = bucket < percentage;
    trace?.record({ kind: 'threshold', bucket, percentage, passed: applied });
  } else if (segment) {
    value = segment.value;
    keys = matchedSegmentKeys(segment.segments, req.entityId, req.context, trace);
    applied = operatorSatisfied(segment.segmentOperator, keys.length, segment.segments.length);
  }
  if (trace !== undefined) {
    const rolloutType = threshold ? 'THRESHOLD' : segment ? 'SEGMENT' : 'NONE';
    trace.record({ kind: 'rollout', index, rank: rollout.rank, rolloutType, matchedSegmentKeys: keys, applied });
    if (applied) trace.record({ kind: 'stop', why: threshold ? 'threshold-matched' : 'segment-rollout-matched' });
  }
  return applied ? { enabled: value, segmentKeys: keys } : undefined;
}
