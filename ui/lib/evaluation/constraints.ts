import { EvaluationError } from './errors';
import { matchBoolean, matchDateTime, matchNumber, matchString } from './operators';
import type { EvalConstraint } from './types';

/**
 * The value a constraint tests: the context value under `property` ("" when the key is
 * missing), or the request's entity id for ENTITY_ID constraints.
 */
export function constraintInput(c: EvalConstraint, entityId: string, context: Record<string, string>): string {
  if (c.type === 'ENTITY_ID') return entityId;
  return hasContextKey(context, c.property) ? (context[c.property] ?? '') : '';
}

/** Whether the context holds `key` itself ("constructor" must not be found on Object.prototype). */
export function hasContextKey(context: Record<string, string>, key: string): boolean {
  // A JSON `null` context reaches here as null at run time; Flipt treats it as empty.
  return context != null && Object.hasOwn(context, key);
}

/** Whether one constraint matches. Throws EvaluationError('invalid') for an unknown type. */
export function matchConstraint(c: EvalConstraint, entityId: string, context: Record<string, string>): boolean {
  switch (c.type) {
    case 'STRING':
    case 'ENTITY_ID':
      return matchString(c, constraintInput(c, entityId, context));
    case 'NUMBER':
      return matchNumber(c, constraintInput(c, entityId, context));
    case 'BOOLEAN':
      return matchBoolean(c, constraintInput(c, entityId, context));
    case 'DATETIME':
      return matchDateTime(c, constraintInput(c, entityId, context));
    default:
      throw new EvaluationError('invalid', 'unknown constraint type');
  }
}
