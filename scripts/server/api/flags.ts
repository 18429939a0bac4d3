import { invalid } from '../core/errors';
import { bool, enumName, str, struct, type Body } from '../core/decode';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { flagRows } from '../store/flag-rows';
import { variantRows } from '../store/variant-rows';
import { formatMicros, nowMicros } from '../store/time';
import { write } from '../store/write';
import { FLAG_TYPES, flagNotFound, listFlagViews, readFlag, type Flag } from './flag-view';
import { requireNamespace } from './ns-view';
import { listPage, pagedRows } from './paging';
import { listReply } from './list-pages';
import { checkKey, checkName, checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';
import { jsonText, keysOf } from '../core/json-text';

/** `/api/v1/namespaces/{ns}/flags` (API.md §3.2). */
export function flagRoutes(router: Router, services: Services) {
  const base = '/api/v1/namespaces/:ns/flags';
  router.add('GET', base, (ctx) => listFlags(services, ctx));
  router.add('POST', base, (ctx) => createFlag(services, ctx.params.ns ?? '', ctx.body));
  router.add('GET', `${base}/:key`, (ctx) => getFlag(services, ctx.params.ns ?? '', ctx.params.key ?? ''));
  router.add('PUT', `${base}/:key`, (ctx) => updateFlag(services, ctx));
  router.add('DELETE', `${base}/:key`, (ctx) => deleteFlag(services, ctx.params.ns ?? '', ctx.params.key ?? ''));
}

/** Storing `{}` is the same as storing nothing (API.md §2.3); a large object is written in slices. */
async function metadataText(m: Record<string, unknown>): Promise<string | null> {
  return keysOf(m).length > 0 ? jsonText(m) : null;
}

/** One page, shared by identical requests while the namespace is unchanged (list-pages.ts). */
function listFlags(services: Services, ctx: Ctx) {
  return listReply(services, ctx, () => {
    const rows = pagedRows(flagRows(services.db), ctx.params.ns ?? '');
    const { items, nextPageToken, totalCount } = listPage(services.readOnly, ctx.query, { guard: true }, rows, (f) => f.key);
    return { flags: listFlagViews(services, items), nextPageToken, totalCount };
  });
}

function getFlag(services: Services, ns: string, key: string) {
  const flag = readFlag(services, ns, key);
  if (!flag) throw flagNotFound(ns, key);
  return flag;
}

/** Fields in proto order, so the first wrongly typed one is the one reported. */
function decodeCreate(body: Body) {
  const req = { key: str(body, 'key'), name: str(body, 'name'), description: str(body, 'description') };
  const enabled = bool(body, 'enabled');
  checkOverridden(body, 'namespaceKey');
  const type = enumName(body, 'type', 'flipt.FlagType', FLAG_TYPES);
  return { ...req, enabled, type, metadata: struct(body, 'metadata') };
}

/** The create response is built from the request: `metadata` is echoed exactly when it was sent. */
async function createFlag(services: Services, ns: string, body: Body): Promise<Flag> {
  const req = decodeCreate(body);
  checkKey(req.key);
  checkName(req.name);
  const metadata = req.metadata ? await metadataText(req.metadata) : null;
  const now = nowMicros();
  const rows = flagRows(services.db);
  write(services, ns, () => {
    requireNamespace(services, ns);
    if (rows.get.get(ns, req.key)) throw invalid(`flag ${goQuote(`${ns}/${req.key}`)} is not unique`);
    rows.insert.run({
      namespace_key: ns, key: req.key, name: req.name, description: req.description,
      enabled: req.enabled ? 1 : 0, type: FLAG_TYPES.indexOf(req.type),
      metadata, created_at: now, updated_at: now,
    });
  });
  const at = formatMicros(now);
  const flag: Flag = {
    key: req.key, name: req.name, description: req.description, enabled: req.enabled,
    createdAt: at, updatedAt: at, variants: [], namespaceKey: ns, type: req.type,
  };
  if (req.metadata) flag.metadata = req.metadata;
  return flag;
}

function decodeUpdate(body: Body) {
  checkOverridden(body, 'key');
  const req = { name: str(body, 'name'), description: str(body, 'description'), enabled: bool(body, 'enabled') };
  checkOverridden(body, 'namespaceKey');
  return { ...req, defaultVariantId: str(body, 'defaultVariantId'), metadata: struct(body, 'metadata') };
}

/** A full replacement: omitted description/enabled/defaultVariantId reset; omitted metadata stays. */
async function updateFlag(services: Services, ctx: Ctx) {
  const ns = ctx.params.ns ?? '';
  const key = ctx.params.key ?? '';
  const req = decodeUpdate(ctx.body);
  checkName(req.name);
  const metadata = req.metadata ? await metadataText(req.metadata) : undefined;
  const rows = flagRows(services.db);
  write(services, ns, () => {
    // Flipt checks the default variant before it looks for the flag itself.
    if (req.defaultVariantId !== '' && !variantRows(services.db).get.get(req.defaultVariantId, ns, key)) {
      throw invalid(`variant ${goQuote(req.defaultVariantId)} not found for flag "${ns}/${key}"`);
    }
    const change = {
      namespace_key: ns, key, name: req.name, description: req.description, enabled: req.enabled ? 1 : 0,
      default_variant_id: req.defaultVariantId === '' ? null : req.defaultVariantId, updated_at: nowMicros(),
    };
    if (rows.update.run(change).changes !== 1) throw flagNotFound(ns, key);
    if (metadata !== undefined) rows.setMetadata.run(metadata, ns, key);
  });
  return getFlag(services, ns, key);
}

function deleteFlag(services: Services, ns: string, key: string) {
  write(services, ns, () => {
    flagRows(services.db).remove.run(ns, key);
  });
  return {};
}
