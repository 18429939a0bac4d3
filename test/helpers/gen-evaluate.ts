// Evaluates generated cases on the service (single and batch endpoints) and on Flipt's client engine.
import type { Client } from './http';
import type { GenCase } from './generate';
import { mapLimit, must } from './gen-seed';

const BATCH_SIZE = 100;

function request(ns: string, c: GenCase) {
  return { namespaceKey: ns, flagKey: c.flagKey, entityId: c.entityId, context: c.context };
}

async function evaluateSingle(api: Client, ns: string, c: GenCase): Promise<unknown> {
  const path = c.type === 'VARIANT_FLAG_TYPE' ? '/evaluate/v1/variant' : '/evaluate/v1/boolean';
  const res = await api.post(path, request(ns, c));
  return res.status === 200 ? res.body : { error: `HTTP ${res.status} ${res.text}` };
}

/** A batch item unwrapped; an error item or the wrong item type shows up as an `error` answer. */
function unwrapItem(item: any, c: GenCase): unknown {
  const wanted = c.type === 'VARIANT_FLAG_TYPE' ? 'VARIANT_EVALUATION_RESPONSE_TYPE' : 'BOOLEAN_EVALUATION_RESPONSE_TYPE';
  if (item?.type !== wanted) return { error: `batch item ${JSON.stringify(item)}` };
  return c.type === 'VARIANT_FLAG_TYPE' ? item.variantResponse : item.booleanResponse;
}

async function evaluateBatch(api: Client, ns: string, cases: GenCase[]): Promise<unknown[]> {
  const body = must(await api.post('/evaluate/v1/batch', { requests: cases.map((c) => request(ns, c)) }), 'batch evaluation');
  const items: unknown[] = Array.isArray(body?.responses) ? body.responses : [];
  if (items.length !== cases.length) throw new Error(`batch answered ${items.length} items for ${cases.length} requests`);
  return items.map((item, i) => unwrapItem(item, cases[i] as GenCase));
}

/** The service's answer per case, in case order: `single` cases one by one, the rest in batches. */
export async function evaluateOnService(api: Client, ns: string, cases: GenCase[]): Promise<unknown[]> {
  const answers: unknown[] = new Array(cases.length);
  const single = cases.map((c, i) => ({ c, i })).filter((x) => x.c.single);
  await mapLimit(single, 8, async ({ c, i }) => {
    answers[i] = await evaluateSingle(api, ns, c);
  });
  const batched = cases.map((c, i) => ({ c, i })).filter((x) => !x.c.single);
  const chunks = Array.from({ length: Math.ceil(batched.length / BATCH_SIZE) }, (_, k) => batched.slice(k * BATCH_SIZE, (k + 1) * BATCH_SIZE));
  await mapLimit(chunks, 4, async (chunk) => {
    const items = await evaluateBatch(api, ns, chunk.map((x) => x.c));
    chunk.forEach((x, k) => (answers[x.i] = items[k]));
  });
  return answers;
}

export interface Engine {
  evaluateVariant(req: { flagKey: string; entityId: string; context: Record<string, string> }): unknown;
  evaluateBoolean(req: { flagKey: string; entityId: string; context: Record<string, string> }): unknown;
}

/** The engine's answer per case; a thrown error becomes an `error` answer. */
export function evaluateOnEngine(engine: Engine, cases: GenCase[]): unknown[] {
  return cases.map((c) => {
    const req = { flagKey: c.flagKey, entityId: c.entityId, context: c.context };
    try {
      return c.type === 'VARIANT_FLAG_TYPE' ? engine.evaluateVariant(req) : engine.evaluateBoolean(req);
    } catch (err) {
      return { error: (err as Error).message };
    }
  });
}
