import type { EvalFlag, evaluateBoolean, evaluateVariant } from '../../../ui/lib/evaluation/index';
import type { EvaluationRequest } from './request';

type VariantResult = ReturnType<typeof evaluateVariant>;
type BooleanResult = ReturnType<typeof evaluateBoolean>;

/** One batch item after evaluation, before the shared duration and timestamp are known. */
export type Outcome =
  | { kind: 'missing'; req: EvaluationRequest }
  | { kind: 'variant'; req: EvaluationRequest; flag: EvalFlag; result: VariantResult }
  | { kind: 'boolean'; req: EvaluationRequest; flag: EvalFlag; result: BooleanResult };

// Field order follows the proto declarations (API.md §1.3); every field is always present.

export function variantBody(r: VariantResult, requestId: string, millis: number, timestamp: string, flagKey: string) {
  return {
    match: r.match,
    segmentKeys: r.segmentKeys,
    reason: r.reason,
    variantKey: r.variantKey,
    variantAttachment: r.variantAttachment,
    requestId,
    requestDurationMillis: millis,
    timestamp,
    flagKey,
  };
}

export function booleanBody(r: BooleanResult, requestId: string, millis: number, timestamp: string, flagKey: string) {
  return { enabled: r.enabled, reason: r.reason, requestId, requestDurationMillis: millis, timestamp, flagKey, segmentKeys: r.segmentKeys };
}

/** A batch item whose flag does not exist; echoes the namespace exactly as sent, even `""`. */
export function errorItem(req: EvaluationRequest) {
  return {
    type: 'ERROR_EVALUATION_RESPONSE_TYPE',
    errorResponse: { flagKey: req.flagKey, namespaceKey: req.namespaceKey, reason: 'NOT_FOUND_ERROR_EVALUATION_REASON' },
  };
}
