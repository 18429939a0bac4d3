import { invalid } from '../core/errors';
import { str, type Body } from '../core/decode';
import { qBool } from '../core/query';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { nsRows } from '../store/ns-rows';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { listPage } from './paging';
import { namespaceView, requireNamespace } from './ns-view';
import { checkKey, checkName, checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';

/** `/api/v1/namespaces` (API.md §3.1). */
export function namespaceRoutes(router: Router, services: Services) {
  const base = '/api/v1/namespaces';
  router.add('GET', base, (ctx) => listNamespaces(services, ctx));
  router.add('POST', base, (ctx) => createNamespace(services, ctx.body));
  router.add('GET', `${base}/:key`, (ctx) => namespaceView(requireNamespace(services, ctx.params.key ?? '')));
  router.add('PUT', `${base}/:key`, (ctx) => updateNamespace(services, ctx));
  router.add('DELETE', `${base}/:key`, (ctx) => deleteNamespace(services, ctx));
}

function listNamespaces(services: Services, ctx: Ctx) {
  const all = nsRows(services.db).list.all();
  const { items, nextPageToken, totalCount } = listPage(services.readOnly, ctx.query, { guard: false }, all, (n) => n.key);
  return { namespaces: items.map(namespaceView), nextPageToken, totalCount };
}

function createNamespace(services: Services, body: Body) {
  const req = { key: str(body, 'key'), name: str(body, 'name'), description: str(body, 'description') };
  checkKey(req.key);
  checkName(req.name);
  const now = nowMicros();
  const rows = nsRows(services.db);
  // Flipt's SQL store sets the change marker on create (only the migrated `default` has none).
  write(services, req.key, () => {
    if (rows.get.get(req.key)) throw invalid(`namespace ${goQuote(req.key)} is not unique`);
    rows.insert.run(req.key, req.name, req.description, now, now);
  });
  return namespaceView({ ...req, protected: 0, created_at: now, updated_at: now });
}

function updateNamespace(services: Services, ctx: Ctx) {
  checkOverridden(ctx.body, 'key');
  const key = ctx.params.key ?? '';
  const req = { name: str(ctx.body, 'name'), description: str(ctx.body, 'description') };
  checkName(req.name);
  const rows = nsRows(services.db);
  // Flipt's SQL store bumps the change marker on a rename too, so the snapshot ETag moves.
  write(services, key, () => {
    requireNamespace(services, key);
    rows.update.run(req.name, req.description, nowMicros(), key);
  });
  return namespaceView(requireNamespace(services, key));
}

/**
 * Checks in Flipt's order: exists → protected → has flags; `force` skips the last two. Flipt makes
 * them before it asks the store to delete, so read-only storage answers them too (API.md §8);
 * nothing runs between them and the write, as the handler never yields.
 */
function deleteNamespace(services: Services, ctx: Ctx) {
  const key = ctx.params.key ?? '';
  const force = qBool(ctx.query, 'force');
  const rows = nsRows(services.db);
  const ns = requireNamespace(services, key);
  if (!force && ns.protected === 1) throw invalid(`namespace ${goQuote(key)} is protected`);
  if (!force && (rows.countFlags.get(key)?.n ?? 0) > 0) {
    throw invalid(`namespace ${goQuote(key)} cannot be deleted; flags must be deleted first`);
  }
  write(services, key, () => rows.remove.run(key));
  return {};
}
