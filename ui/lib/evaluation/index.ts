// Public surface of the Flipt v1-compatible evaluation engine (v1.54 to v1.61.1) (EVALUATION.md). Pure
// TypeScript: it runs in the local service and in the browser console alike.
export type {
  BooleanResult,
  ConstraintType,
  EvalConstraint,
  EvalDefaultVariant,
  EvalDistribution,
  EvalFlag,
  EvalRequest,
  EvalRollout,
  EvalRule,
  EvalSegment,
  EvalSegmentRollout,
  EvalThreshold,
  EvaluationReason,
  MatchType,
  SegmentOperator,
  VariantResult,
} from './types';
export type {
  BucketEvent,
  ConstraintEvent,
  RolloutEvent,
  RuleEvent,
  SegmentEvent,
  StopEvent,
  StopReason,
  ThresholdEvent,
  TraceEvent,
  TraceSink,
} from './trace';
export { createTraceRecorder } from './trace';
export { EvaluationError } from './errors';
export { booleanBucket, variantBucket } from './hash';
export { matchConstraint } from './constraints';
export { evaluateVariant } from './variant';
export { evaluateBoolean } from './boolean';
export { hasSubstringOperators, LIST_OPERATORS, NO_VALUE_OPERATORS, OPERATORS_BY_TYPE, operatorsOf, SUBSTRING_OPERATORS, SUBSTRING_SINCE } from './operator-sets';
