import type { EvalConstraint, MatchType, SegmentOperator } from './types';

/** Why an evaluation ended; every traced evaluation ends with exactly one `stop` event. */
export type StopReason =
  | 'flag-disabled'
  | 'no-rule-applied'
  | 'no-distributions'
  | 'distribution-selected'
  | 'bucket-not-covered'
  | 'threshold-matched'
  | 'segment-rollout-matched'
  | 'no-rollout-matched'
  | 'error';

/** One constraint tested; `value` is what was compared (the entity id for ENTITY_ID constraints). */
export interface ConstraintEvent {
  kind: 'constraint';
  segmentKey: string;
  constraint: EvalConstraint;
  value: string;
  missing: boolean;
  matched: boolean;
}

export interface SegmentEvent {
  kind: 'segment';
  segmentKey: string;
  matchType: MatchType;
  matchedConstraints: number;
  constraintCount: number;
  matched: boolean;
}

/** Emitted after all segments of a rule were evaluated. `index` is the position in `flag.rules`. */
export interface RuleEvent {
  kind: 'rule';
  index: number;
  ruleId: string;
  rank: number;
  segmentOperator: SegmentOperator;
  matchedSegmentKeys: string[];
  applied: boolean;
}

/** Emitted after a boolean rollout was tried. `index` is the position in `flag.rollouts`. */
export interface RolloutEvent {
  kind: 'rollout';
  index: number;
  rank: number;
  rolloutType: 'THRESHOLD' | 'SEGMENT' | 'NONE';
  matchedSegmentKeys: string[];
  applied: boolean;
}

/** A threshold test: `bucket` is crc(entityId+flagKey) % 100, `percentage` the float32 value compared. */
export interface ThresholdEvent {
  kind: 'threshold';
  bucket: number;
  percentage: number;
  passed: boolean;
}

/**
 * Variant selection: `bounds[i]` is the cumulative boundary of `rule.distributions[kept[i]]`
 * (0% distributions are not kept); `picked` indexes `rule.distributions`, or is -1.
 */
export interface BucketEvent {
  kind: 'bucket';
  bucket: number;
  bounds: number[];
  kept: number[];
  picked: number;
}

export interface StopEvent {
  kind: 'stop';
  why: StopReason;
  message?: string;
}

export type TraceEvent =
  | ConstraintEvent
  | SegmentEvent
  | RuleEvent
  | RolloutEvent
  | ThresholdEvent
  | BucketEvent
  | StopEvent;

/** Receives trace events in evaluation order. */
export interface TraceSink {
  record(event: TraceEvent): void;
}

/** A sink that keeps every event in an array. */
export function createTraceRecorder(): TraceSink & { events: TraceEvent[] } {
  const events: TraceEvent[] = [];
  return { events, record: (event) => void events.push(event) };
}

/** Runs `evaluate`, recording a final `error` stop event (with a trace) before re-throwing any failure. */
export function recordingErrors<T>(trace: TraceSink | undefined, evaluate: () => T): T {
  if (!trace) return evaluate();
  try {
    return evaluate();
  } catch (err) {
    trace.record({ kind: 'stop', why: 'error', message: err instanceof Error ? err.message : String(err) });
    throw err;
  }
}
