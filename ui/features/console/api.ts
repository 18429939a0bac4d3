// The evaluation call of the console (SPEC §7 "Evaluation"): no React here.
import { request } from '../../lib/http';

/** What the console evaluates: one flag of a namespace for one entity and context. */
export interface EvaluationInput {
  namespaceKey: string;
  flagKey: string;
  flagType: string;
  entityId: string;
  context: Record<string, string>;
  /** The current reference, if any. */
  reference: string | null;
}

/** `evaluate/v1/boolean` for boolean flags, `evaluate/v1/variant` for every other type. */
export const evaluationPath = (flagType: string) => `evaluate/v1/${flagType === 'BOOLEAN_FLAG_TYPE' ? 'boolean' : 'variant'}`;

/**
 * The request body. Flipt reads `reference` only from the body of these POSTs (API.md §4.1), so
 * it goes there as well as in the query string that request() adds.
 */
export function evaluationBody({ namespaceKey, flagKey, entityId, context, reference }: EvaluationInput): Record<string, unknown> {
  const body: Record<string, unknown> = { namespaceKey, flagKey, entityId, context };
  if (reference) body.reference = reference;
  return body;
}

/** Posts the evaluation; resolves with the server's JSON as it came. */
export const postEvaluation = (input: EvaluationInput): Promise<unknown> =>
  request(evaluationPath(input.flagType), { method: 'POST', body: evaluationBody(input) });
