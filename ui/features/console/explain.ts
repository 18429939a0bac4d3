// Runs the engine on the console's data with a trace and turns the trace into what the
// Explanation panel shows: each rule or rollout in order, its segments and constraints with the
// value compared, bucket and bounds, and why evaluation stopped, in plain words.
import {
  createTraceRecorder,
  evaluateBoolean,
  evaluateVariant,
  type BooleanResult,
  type EvalFlag,
  type EvalRequest,
  type EvalRule,
  type SegmentOperator,
  type StopReason,
  type ThresholdEvent,
  type TraceEvent,
  type VariantResult,
} from '../../lib/evaluation';
import { operatorLabel } from '../constraints';

export interface ConstraintLine {
  property: string;
  /** As the rest of the console shows it: Flipt's label ("==", "IS AFTER"). */
  operator: string;
  value: string;
  /** The value compared: the context value, or the entity id for entity constraints. */
  input: string;
  missing: boolean;
  matched: boolean;
}

export interface SegmentLine {
  key: string;
  matchType: 'ALL' | 'ANY';
  matched: boolean;
  matchedConstraints: number;
  constraints: ConstraintLine[];
}

/** One distribution: its variant and the buckets it owns (`from` > `to` when it owns none: 0%). */
export interface BucketRange {
  variantKey: string;
  rollout: number;
  from: number;
  to: number;
  picked: boolean;
}

export interface BucketLine {
  bucket: number;
  ranges: BucketRange[];
}

/** A rule (variant flags) or rollout (boolean flags), numbered from 1 in evaluation order. */
export interface Step {
  kind: 'rule' | 'threshold' | 'segment' | 'empty';
  number: number;
  rank: number;
  operator?: SegmentOperator;
  segments: SegmentLine[];
  threshold?: ThresholdEvent;
  bucket?: BucketLine;
  /** A rollout's value. */
  value?: boolean;
  applied: boolean;
}

export type LocalResult = ({ kind: 'variant' } & VariantResult) | ({ kind: 'boolean' } & BooleanResult) | { kind: 'error'; message: string };

export interface Explanation {
  steps: Step[];
  stop: StopReason;
  /** Why evaluation stopped, in plain words. */
  why: string;
  result: LocalResult;
}

/** Evaluates `flag` locally with a trace and explains the outcome. */
export function explain(flag: EvalFlag, req: EvalRequest): Explanation {
  const trace = createTraceRecorder();
  let result: LocalResult;
  try {
    result = flag.type === 'BOOLEAN_FLAG_TYPE' ? { kind: 'boolean', ...evaluateBoolean(flag, req, trace) } : { kind: 'variant', ...evaluateVariant(flag, req, trace) };
  } catch (error) {
    result = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  const steps = stepsOf(flag, trace.events);
  // Every traced evaluation ends with exactly one stop event.
  const last = trace.events.at(-1);
  const stop = last?.kind === 'stop' ? last : { why: 'error' as const, message: result.kind === 'error' ? result.message : '' };
  return { steps, stop: stop.why, why: describeStop(flag, steps, stop.why, stop.message), result };
}

// Segment and threshold events come before the rule or rollout event that closes their step.
function stepsOf(flag: EvalFlag, events: TraceEvent[]): Step[] {
  const steps: Step[] = [];
  let segments: SegmentLine[] = [];
  let constraints: ConstraintLine[] = [];
  let threshold: ThresholdEvent | undefined;
  for (const e of events) {
    if (e.kind === 'constraint') {
      const { property, operator, value, type } = e.constraint;
      constraints.push({ property, operator: operatorLabel(`${type}_COMPARISON_TYPE`, operator), value, input: e.value, missing: e.missing, matched: e.matched });
    } else if (e.kind === 'segment') {
      segments.push({ key: e.segmentKey, matchType: e.matchType, matched: e.matched, matchedConstraints: e.matchedConstraints, constraints });
      constraints = [];
    } else if (e.kind === 'threshold') threshold = e;
    else if (e.kind === 'rule' || e.kind === 'rollout') {
      steps.push(stepOf(flag, e, segments, threshold));
      segments = [];
      threshold = undefined;
    } else if (e.kind === 'bucket') {
      const step = steps.at(-1);
      const rule = flag.rules[(step?.number ?? 0) - 1];
      if (step && rule) step.bucket = bucketLine(rule, e.bucket, e.bounds, e.kept, e.picked);
    }
  }
  return steps;
}

function stepOf(flag: EvalFlag, e: Extract<TraceEvent, { kind: 'rule' | 'rollout' }>, segments: SegmentLine[], threshold?: ThresholdEvent): Step {
  const base = { number: e.index + 1, rank: e.rank, segments, applied: e.applied };
  if (e.kind === 'rule') return { ...base, kind: 'rule', operator: e.segmentOperator };
  const rollout = flag.rollouts[e.index];
  if (e.rolloutType === 'THRESHOLD') {
    // Show the percentage as stored, not its float32 form (40.1, not 40.099998474121094).
    const shown = threshold && { ...threshold, percentage: rollout?.threshold?.percentage ?? threshold.percentage };
    return { ...base, kind: 'threshold', threshold: shown, value: rollout?.threshold?.value };
  }
  if (e.rolloutType === 'SEGMENT') return { ...base, kind: 'segment', operator: rollout?.segment?.segmentOperator, value: rollout?.segment?.value };
  return { ...base, kind: 'empty' };
}

// Every distribution of the rule, in order: the engine keeps only those above 0% (`kept[i]` is the
// distribution whose upper bound is `bounds[i]`); one at 0% owns no bucket and is listed as such.
function bucketLine(rule: EvalRule, bucket: number, bounds: number[], kept: number[], picked: number): BucketLine {
  let edge = 0;
  const ranges = rule.distributions.map((d, index) => {
    const i = kept.indexOf(index);
    const from = edge;
    if (i >= 0) edge = bounds[i]!;
    return { variantKey: d.variantKey, rollout: d.rollout, from, to: edge - 1, picked: kept[i] === picked };
  });
  return { bucket, ranges };
}

const defaultText = (flag: EvalFlag) => (flag.defaultVariant ? `the default variant ${flag.defaultVariant.key}` : 'no variant (the flag has no default variant)');

function describeStop(flag: EvalFlag, steps: Step[], why: StopReason, message = ''): string {
  const last = steps.at(-1);
  const n = last?.number ?? 0;
  const bucket = last?.bucket;
  switch (why) {
    case 'flag-disabled':
      return `The flag is disabled, so no rule is evaluated: the result is ${defaultText(flag)}.`;
    case 'no-rule-applied':
      return `${flag.rules.length ? 'No rule matched' : 'The flag has no rules'}, so the result is ${defaultText(flag)}.`;
    case 'no-distributions':
      return `Rule ${n} matched. It has no distributions, so the result is a match with ${defaultText(flag)}.`;
    case 'distribution-selected':
      return `Rule ${n} matched, and bucket ${bucket?.bucket} lies in the range of variant ${bucket?.ranges.find((r) => r.picked)?.variantKey}.`;
    case 'bucket-not-covered':
      return `Rule ${n} matched, but bucket ${bucket?.bucket} is beyond the last distribution range (ending at ${bucket?.ranges.at(-1)?.to}), so no variant is picked and later rules are not tried: the result is ${defaultText(flag)}.`;
    case 'threshold-matched':
      return `Threshold rollout ${n} matched (bucket ${last?.threshold?.bucket} is below ${last?.threshold?.percentage}%), so the value is ${last?.value}.`;
    case 'segment-rollout-matched':
      return `Segment rollout ${n} matched, so the value is ${last?.value}.`;
    case 'no-rollout-matched':
      return `${flag.rollouts.length ? 'No rollout matched' : 'The flag has no rollouts'}, so the result is the flag's default value, its enabled setting: ${flag.enabled}.`;
    case 'error':
      return `The local evaluation failed: ${message}.`;
  }
}
