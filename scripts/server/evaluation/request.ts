import { str, strMap, type Body } from '../core/decode';
import { parsedShape } from '../core/json-parse';

/** One v2 evaluation request as sent (no validation: API.md §4.1). */
export interface EvaluationRequest {
  requestId: string;
  /** As sent, possibly `""` (batch error items echo it). */
  namespaceKey: string;
  flagKey: string;
  entityId: string;
  context: Record<string, string>;
}

export function readEvaluationRequest(body: Body): EvaluationRequest {
  return {
    requestId: text(body, 'requestId', 'request_id'),
    namespaceKey: text(body, 'namespaceKey', 'namespace_key'),
    flagKey: text(body, 'flagKey', 'flag_key'),
    entityId: text(body, 'entityId', 'entity_id'),
    context: context(body),
  };
}

// Fast paths for the common shapes of a hot endpoint; every other case (null, snake_case,
// wrong types) goes through the shared decoders, which own the exact semantics and errors.

function text(body: Body, camel: string, snake: string): string {
  const v = body[camel];
  if (typeof v === 'string') return v;
  if (v === undefined && body[snake] === undefined) return '';
  return str(body, camel);
}

const NO_CONTEXT: Record<string, string> = Object.freeze({});

/** The parsed `context` object itself when every value is already a string (no copy). */
function context(body: Body): Record<string, string> {
  const v = body.context;
  if (v === undefined) return NO_CONTEXT;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const map = v as Record<string, unknown>;
    if (parsedShape(map)?.strings) return map as Record<string, string>;
    let plain = true;
    for (const k in map) if (typeof map[k] !== 'string') plain = false;
    if (plain) return map as Record<string, string>;
  }
  return strMap(body, 'context');
}

/** The namespace a request addresses: empty means `default` everywhere (EVALUATION.md §1.2). */
export const namespaceOf = (req: EvaluationRequest) => req.namespaceKey || 'default';

/**
 * Flipt names a missing flag by its joined resource path, skipping empty segments, so an
 * empty flag key reads `flag "default" not found` (API.md §4.1).
 */
export const flagPath = (ns: string, flagKey: string) => (flagKey === '' ? ns : `${ns}/${flagKey}`);
