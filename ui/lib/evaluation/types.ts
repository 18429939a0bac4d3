/** Constraint comparison types as the evaluator sees them (EVALUATION.md §1.1). */
export type ConstraintType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'DATETIME' | 'ENTITY_ID' | 'UNKNOWN';
export type MatchType = 'ALL' | 'ANY';
export type SegmentOperator = 'OR' | 'AND';

export interface EvalConstraint {
  id: string;
  type: ConstraintType;
  property: string;
  operator: string;
  value: string;
}

export interface EvalSegment {
  key: string;
  matchType: MatchType;
  constraints: EvalConstraint[];
}

export interface EvalDistribution {
  variantId: string;
  variantKey: string;
  variantAttachment: string;
  rollout: number;
}

/** A variant-flag rule; `distributions` must be in creation order, which decides bucket ownership. */
export interface EvalRule {
  id: string;
  rank: number;
  segmentOperator: SegmentOperator;
  segments: EvalSegment[];
  distributions: EvalDistribution[];
}

export interface EvalThreshold {
  percentage: number;
  value: boolean;
}

export interface EvalSegmentRollout {
  value: boolean;
  segmentOperator: SegmentOperator;
  segments: EvalSegment[];
}

export interface EvalRollout {
  rank: number;
  threshold?: EvalThreshold;
  segment?: EvalSegmentRollout;
}

export interface EvalDefaultVariant {
  id: string;
  key: string;
  attachment: string;
}

/** A flag with its rules (variant) or rollouts (boolean), each sorted by rank. */
export interface EvalFlag {
  key: string;
  type: 'VARIANT_FLAG_TYPE' | 'BOOLEAN_FLAG_TYPE';
  enabled: boolean;
  defaultVariant?: EvalDefaultVariant;
  rules: EvalRule[];
  rollouts: EvalRollout[];
}

export interface EvalRequest {
  flagKey: string;
  entityId: string;
  context: Record<string, string>;
}

export type EvaluationReason =
  | 'UNKNOWN_EVALUATION_REASON'
  | 'FLAG_DISABLED_EVALUATION_REASON'
  | 'MATCH_EVALUATION_REASON'
  | 'DEFAULT_EVALUATION_REASON';

export interface VariantResult {
  match: boolean;
  segmentKeys: string[];
  reason: EvaluationReason;
  variantKey: string;
  variantAttachment: string;
}

export interface BooleanResult {
  enabled: boolean;
  reason: EvaluationReason;
  segmentKeys: string[];
}
