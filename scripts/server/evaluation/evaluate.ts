import { randomUUID } from 'node:crypto';
import {
  EvaluationError,
  evaluateBoolean,
  evaluateVariant,
  type EvalFlag,
} from '../../../ui/lib/evaluation/index';
import { internal, invalid, notFound } from '../core/errors';
import { messageList, str } from '../core/decode';
import type { Ctx, Router } from '../core/router';
import { goQuote } from '../core/quote';
import { mapSliced, Slicer } from '../core/slices';
import { elapsedMillis, startTimer, timestampNow } from './clock';
import type { FlagCache } from './cache';
import type { EvaluationCounter } from './counts';
import { flagPath, namespaceOf, readEvaluationRequest, type EvaluationRequest } from './request';
import { booleanBody, errorItem, variantBody, type Outcome } from './responses';

/**
 * `POST /evaluate/v1/variant`, `/boolean` and `/batch` (API.md §4.1, EVALUATION.md §7).
 * `declarative` storage answers an unknown namespace with its own 404 (EVALUATION.md §7.7).
 */
export function evaluationApiRoutes(router: Router, cache: FlagCache, counter: EvaluationCounter | undefined, declarative = false) {
  const lookup = (req: EvaluationRequest) => cache.namespace(namespaceOf(req))?.flags.get(req.flagKey)?.eval;
  const missing = (req: EvaluationRequest): never => {
    const ns = namespaceOf(req);
    if (declarative && cache.namespace(ns) === undefined) throw notFound(`namespace ${goQuote(ns)} not found`);
    throw notFound(`flag ${goQuote(flagPath(ns, req.flagKey))} not found`);
  };
  const count = counter ? (req: EvaluationRequest, flag: EvalFlag) => counter.record(namespaceOf(req), flag.key) : undefined;

  router.add('POST', '/evaluate/v1/variant', (ctx) => {
    const start = startTimer();
    const req = readEvaluationRequest(ctx.body);
    const flag = lookup(req) ?? missing(req);
    const result = engine(() => evaluateVariant(flag, req));
    count?.(req, flag);
    return variantBody(result, req.requestId || randomUUID(), elapsedMillis(start), timestampNow(), req.flagKey);
  });

  router.add('POST', '/evaluate/v1/boolean', (ctx) => {
    const start = startTimer();
    const req = readEvaluationRequest(ctx.body);
    const flag = lookup(req) ?? missing(req);
    const result = engine(() => evaluateBoolean(flag, req));
    count?.(req, flag);
    return booleanBody(result, req.requestId || randomUUID(), elapsedMillis(start), timestampNow(), req.flagKey);
  });

  router.add('POST', '/evaluate/v1/batch', (ctx) => batch(ctx, lookup, count));
}

/** A batch of any size is evaluated and answered in slices (EVALUATION.md §7.5 for the rest). */
async function batch(
  ctx: Ctx,
  lookup: (req: EvaluationRequest) => EvalFlag | undefined,
  count: ((req: EvaluationRequest, flag: EvalFlag) => void) | undefined,
) {
  const start = startTimer();
  const requestId = str(ctx.body, 'requestId') || randomUUID();
  const slicer = new Slicer();
  const items = await mapSliced(messageList(ctx.body, 'requests'), readEvaluationRequest, slicer);
  const outcomes: Outcome[] = await mapSliced(items, (req): Outcome => {
    const flag = lookup(req);
    if (!flag) return { kind: 'missing', req };
    if (flag.type === 'BOOLEAN_FLAG_TYPE') return { kind: 'boolean', req, flag, result: engine(() => evaluateBoolean(flag, req)) };
    return { kind: 'variant', req, flag, result: engine(() => evaluateVariant(flag, req)) };
  }, slicer);
  // Inner responses share the whole batch's duration and end time (EVALUATION.md §7.5).
  const duration = elapsedMillis(start);
  const timestamp = timestampNow();
  const responses = await mapSliced(outcomes, (o) => {
    if (o.kind === 'missing') return errorItem(o.req);
    count?.(o.req, o.flag);
    return o.kind === 'variant'
      ? { type: 'VARIANT_EVALUATION_RESPONSE_TYPE', variantResponse: variantBody(o.result, o.req.requestId, duration, timestamp, o.req.flagKey) }
      : { type: 'BOOLEAN_EVALUATION_RESPONSE_TYPE', booleanResponse: booleanBody(o.result, o.req.requestId, duration, timestamp, o.req.flagKey) };
  }, slicer);
  return { requestId, responses, requestDurationMillis: duration };
}

/** Runs the engine and turns its typed failures into Flipt's status codes (400 / 500). */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof EvaluationError) throw err.kind === 'invalid' ? invalid(err.message) : internal(err.message);
    throw err;
  }
}
