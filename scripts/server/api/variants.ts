import { randomUUID } from 'node:crypto';
import { emptyField, invalid, notFound } from '../core/errors';
import { str, type Body } from '../core/decode';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { flagRows } from '../store/flag-rows';
import { variantRows, type VariantRow } from '../store/variant-rows';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { flagNotFound, variantView } from './flag-view';
import { checkAttachment } from './variant-attachment';
import { checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';

/** `/api/v1/namespaces/{ns}/flags/{flag}/variants` (API.md §3.3). */
export function variantRoutes(router: Router, services: Services) {
  const base = '/api/v1/namespaces/:ns/flags/:flag/variants';
  router.add('POST', base, (ctx) => createVariant(services, ctx));
  router.add('PUT', `${base}/:id`, (ctx) => updateVariant(services, ctx));
  router.add('DELETE', `${base}/:id`, (ctx) => deleteVariant(services, ctx));
}

/**
 * Key, name, description and attachment in proto order; the key has no character rule.
 * `pathFields` are the request fields ahead of them that the path overrides (`id` only on update).
 */
function decodeVariant(body: Body, pathFields: string[]) {
  checkOverridden(body, ...pathFields);
  const req = {
    key: str(body, 'key'),
    name: str(body, 'name'),
    description: str(body, 'description'),
    attachment: str(body, 'attachment'),
  };
  checkOverridden(body, 'namespaceKey');
  if (req.key === '') throw emptyField('key');
  checkAttachment(req.attachment);
  return req;
}

const notUnique = (key: string, ns: string, flag: string) =>
  invalid(`variant ${goQuote(key)} is not unique for flag "${ns}/${flag}"`);

function createVariant(services: Services, ctx: Ctx) {
  const { ns = '', flag = '' } = ctx.params;
  const req = decodeVariant(ctx.body, ['flagKey']);
  const rows = variantRows(services.db);
  const now = nowMicros();
  const row: VariantRow = {
    id: randomUUID(), namespace_key: ns, flag_key: flag, ...req, created_at: now, updated_at: now,
  };
  write(services, ns, () => {
    if (!flagRows(services.db).get.get(ns, flag)) throw flagNotFound(ns, flag);
    if (rows.keyOwner.get(ns, flag, req.key)) throw notUnique(req.key, ns, flag);
    rows.insert.run(row);
  });
  return variantView(row, true);
}

/** All four fields are overwritten; the 404 names the key from the body, as Flipt's does. */
function updateVariant(services: Services, ctx: Ctx) {
  const { ns = '', flag = '', id = '' } = ctx.params;
  const req = decodeVariant(ctx.body, ['id', 'flagKey']);
  const rows = variantRows(services.db);
  write(services, ns, () => {
    if (!rows.get.get(id, ns, flag)) throw notFound(`variant ${goQuote(req.key)} not found`);
    const owner = rows.keyOwner.get(ns, flag, req.key);
    if (owner && owner.id !== id) throw notUnique(req.key, ns, flag);
    rows.update.run({ id, namespace_key: ns, flag_key: flag, ...req, updated_at: nowMicros() });
  });
  return variantView(rows.get.get(id, ns, flag) as VariantRow, true);
}

/** Distributions using the variant go with it (foreign key); a default pointing at it is cleared. */
function deleteVariant(services: Services, ctx: Ctx) {
  const { ns = '', flag = '', id = '' } = ctx.params;
  write(services, ns, () => {
    if (variantRows(services.db).remove.run(id, ns, flag).changes > 0) {
      flagRows(services.db).clearDefault.run(ns, flag, id);
    }
  });
  return {};
}
