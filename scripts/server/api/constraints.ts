import { randomUUID } from 'node:crypto';
import { notFound } from '../core/errors';
import { enumName, str, type Body } from '../core/decode';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { COMPARISON_TYPES, constraintRows, type ConstraintRow } from '../store/constraint-rows';
import { segmentRows } from '../store/segment-rows';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { checkConstraint } from './constraint-rules';
import { constraintView, segmentNotFound } from './segment-view';
import { checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';

/** `/api/v1/namespaces/{ns}/segments/{segment}/constraints` (API.md §3.5). */
export function constraintRoutes(router: Router, services: Services) {
  const base = '/api/v1/namespaces/:ns/segments/:segment/constraints';
  router.add('POST', base, (ctx) => createConstraint(services, ctx));
  router.add('PUT', `${base}/:id`, (ctx) => updateConstraint(services, ctx));
  router.add('DELETE', `${base}/:id`, (ctx) => deleteConstraint(services, ctx));
}

/**
 * Decodes in proto order, validates, and returns the fields as they are stored. `pathFields` are
 * the leading request fields the path overrides (`id` exists only on the update request).
 */
function decodeConstraint(body: Body, pathFields: string[]) {
  checkOverridden(body, ...pathFields);
  const type = enumName(body, 'type', 'flipt.ComparisonType', COMPARISON_TYPES);
  const input = { type, property: str(body, 'property'), operator: str(body, 'operator'), value: str(body, 'value') };
  checkOverridden(body, 'namespaceKey');
  const description = str(body, 'description');
  const { operator, value } = checkConstraint(input);
  return { type: COMPARISON_TYPES.indexOf(type), property: input.property, operator, value, description };
}

function createConstraint(services: Services, ctx: Ctx) {
  const { ns = '', segment = '' } = ctx.params;
  const req = decodeConstraint(ctx.body, ['segmentKey']);
  const now = nowMicros();
  const row: ConstraintRow = {
    id: randomUUID(), namespace_key: ns, segment_key: segment, ...req, created_at: now, updated_at: now,
  };
  write(services, ns, () => {
    if (!segmentRows(services.db).get.get(ns, segment)) throw segmentNotFound(ns, segment);
    constraintRows(services.db).insert.run(row);
  });
  return constraintView(row);
}

/** Every field is overwritten; the constraint must belong to the segment in the path. */
function updateConstraint(services: Services, ctx: Ctx) {
  const { ns = '', segment = '', id = '' } = ctx.params;
  const req = decodeConstraint(ctx.body, ['id', 'segmentKey']);
  const rows = constraintRows(services.db);
  write(services, ns, () => {
    const change = { id, namespace_key: ns, segment_key: segment, ...req, updated_at: nowMicros() };
    if (rows.update.run(change).changes !== 1) throw notFound(`constraint ${goQuote(id)} not found`);
  });
  return constraintView(rows.get.get(id, ns, segment) as ConstraintRow);
}

function deleteConstraint(services: Services, ctx: Ctx) {
  const { ns = '', segment = '', id = '' } = ctx.params;
  write(services, ns, () => {
    constraintRows(services.db).remove.run(id, ns, segment);
  });
  return {};
}
