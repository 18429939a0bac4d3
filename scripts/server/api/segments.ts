import { invalid } from '../core/errors';
import { enumName, str, type Body } from '../core/decode';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { segmentRows, type SegmentRow } from '../store/segment-rows';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { requireNamespace } from './ns-view';
import { listPage, pagedRows } from './paging';
import { listReply } from './list-pages';
import { listSegmentViews, MATCH_TYPES, readSegment, segmentNotFound, segmentView } from './segment-view';
import { checkKey, checkName, checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';

/** `/api/v1/namespaces/{ns}/segments` (API.md §3.4). */
export function segmentRoutes(router: Router, services: Services) {
  const base = '/api/v1/namespaces/:ns/segments';
  router.add('GET', base, (ctx) => listSegments(services, ctx));
  router.add('POST', base, (ctx) => createSegment(services, ctx.params.ns ?? '', ctx.body));
  router.add('GET', `${base}/:key`, (ctx) => getSegment(services, ctx.params.ns ?? '', ctx.params.key ?? ''));
  router.add('PUT', `${base}/:key`, (ctx) => updateSegment(services, ctx));
  router.add('DELETE', `${base}/:key`, (ctx) => deleteSegment(services, ctx.params.ns ?? '', ctx.params.key ?? ''));
}

/** One page, shared by identical requests while the namespace is unchanged (list-pages.ts). */
function listSegments(services: Services, ctx: Ctx) {
  return listReply(services, ctx, () => {
    const rows = pagedRows(segmentRows(services.db), ctx.params.ns ?? '');
    const { items, nextPageToken, totalCount } = listPage(services.readOnly, ctx.query, { guard: true }, rows, (s) => s.key);
    return { segments: listSegmentViews(services, items), nextPageToken, totalCount };
  });
}

function getSegment(services: Services, ns: string, key: string) {
  const segment = readSegment(services, ns, key);
  if (!segment) throw segmentNotFound(ns, key);
  return segment;
}

/** Key (create only), name, description and match type, in proto order. */
function decodeSegment(body: Body) {
  const req = { key: str(body, 'key'), name: str(body, 'name'), description: str(body, 'description') };
  const matchType = enumName(body, 'matchType', 'flipt.MatchType', MATCH_TYPES);
  checkOverridden(body, 'namespaceKey');
  return { ...req, match_type: MATCH_TYPES.indexOf(matchType) };
}

function createSegment(services: Services, ns: string, body: Body) {
  const req = decodeSegment(body);
  checkKey(req.key);
  checkName(req.name);
  const now = nowMicros();
  const row: SegmentRow = { namespace_key: ns, ...req, created_at: now, updated_at: now };
  const rows = segmentRows(services.db);
  write(services, ns, () => {
    requireNamespace(services, ns);
    if (rows.get.get(ns, req.key)) throw invalid(`segment ${goQuote(`${ns}/${req.key}`)} is not unique`);
    rows.insert.run(row);
  });
  return segmentView(row, []);
}

/** Name, description and match type are all overwritten (omitted match type ⇒ ALL). */
function updateSegment(services: Services, ctx: Ctx) {
  const ns = ctx.params.ns ?? '';
  const key = ctx.params.key ?? '';
  const req = decodeSegment(ctx.body);
  checkName(req.name);
  write(services, ns, () => {
    const change = { ...req, namespace_key: ns, key, updated_at: nowMicros() };
    if (segmentRows(services.db).update.run(change).changes !== 1) throw segmentNotFound(ns, key);
  });
  return getSegment(services, ns, key);
}

/** Refused while a rule or rollout points at the segment; its constraints go with it. */
function deleteSegment(services: Services, ns: string, key: string) {
  const rows = segmentRows(services.db);
  write(services, ns, () => {
    if (rows.inUse.get(ns, key, ns, key)?.n) throw invalid(`segment ${goQuote(`${ns}/${key}`)} is in use`);
    rows.remove.run(ns, key);
  });
  return {};
}
