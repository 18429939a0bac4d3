import { randomUUID } from 'node:crypto';
import { int32 } from '../core/decode';
import { invalidField, notFound } from '../core/errors';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { flagExists, segmentsExist } from '../store/rule-refs';
import { insertSegments } from '../store/ranked-queries';
import { ruleQueries, type RuleRow } from '../store/rule-queries';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { distributionRoutes } from './distributions';
import { listPage } from './paging';
import { removeRanked, reorderRanked } from './ranked-writes';
import { checkOverridden } from './validate-fields';
import { findRule, listRules, ruleView, type RuleView } from './rule-view';
import { checkSegmentChoice, readSegmentChoice, resolveSegments } from './rule-segments';

const base = '/api/v1/namespaces/:ns/flags/:flag/rules';

/** Rules of variant flags (API.md §3.6) and their distributions (§3.7). */
export function ruleRoutes(router: Router, services: Services) {
  router.add('GET', base, (ctx) => list(services, ctx));
  router.add('POST', base, (ctx) => create(services, ctx));
  router.add('PUT', `${base}/order`, (ctx) => reorderRanked(services, ctx, ruleQueries, 'ruleIds'));
  router.add('GET', `${base}/:id`, (ctx) => get(services, ctx));
  router.add('PUT', `${base}/:id`, (ctx) => update(services, ctx));
  router.add('DELETE', `${base}/:id`, (ctx) => removeRanked(services, ctx, ruleQueries));
  distributionRoutes(router, services, base);
}

function list(services: Services, { params, query }: Ctx) {
  const all = listRules(services, params.ns!, params.flag!);
  const { items, nextPageToken, totalCount } = listPage(services.readOnly, query, { guard: true }, all, (r) => r.id);
  return { rules: items, nextPageToken, totalCount };
}

type Params = { ns: string; flag: string; id: string };

const ruleNotFound = (ns: string, id: string) => notFound(`rule "${ns}/${id}" not found`);

function requireRule(services: Services, ns: string, id: string): RuleView {
  const rule = findRule(services, ns, id);
  if (!rule) throw ruleNotFound(ns, id);
  return rule;
}

const get = (services: Services, { params }: Ctx) => requireRule(services, params.ns!, params.id!);

function create(services: Services, { params, body }: Ctx): RuleView {
  const { ns, flag } = params as Params;
  checkOverridden(body, 'namespaceKey', 'flagKey');
  const choice = readSegmentChoice(body);
  const rank = int32(body, 'rank');
  checkSegmentChoice(choice);
  if (rank <= 0) throw invalidField('rank', 'must be greater than 0');
  const { keys, operator } = resolveSegments(choice);
  const now = nowMicros();
  const row: RuleRow = {
    id: randomUUID(), namespace_key: ns, flag_key: flag, rank, segment_operator: operator, created_at: now, updated_at: now,
  };
  write(services, ns, () => {
    if (!flagExists(services.db, ns, flag) || !segmentsExist(services.db, ns, keys)) {
      // Flipt names only the legacy single key here, so it is empty for `segmentKeys`.
      throw notFound(`flag "${ns}/${flag}" or segment "${ns}/${choice.segmentKey}" not found`);
    }
    const q = ruleQueries(services.db);
    q.insert.run(row);
    insertSegments(q, row.id, ns, keys);
  });
  return ruleView(row, keys, []);
}

function update(services: Services, { params, body }: Ctx) {
  const { ns, flag, id } = params as Params;
  checkOverridden(body, 'id', 'namespaceKey', 'flagKey');
  const choice = readSegmentChoice(body);
  checkSegmentChoice(choice);
  const { keys, operator } = resolveSegments(choice);
  write(services, ns, () => {
    const q = ruleQueries(services.db);
    // A missing segment surfaces as the rule's 404, as Flipt maps the failed foreign key.
    if (!q.byId.get(ns, id) || !segmentsExist(services.db, ns, keys)) throw ruleNotFound(ns, id);
    // Like Flipt, the operator update is scoped to the path's flag but the segment swap is not.
    q.setOperator.run(operator, nowMicros(), id, ns, flag);
    q.clearSegments.run(id);
    insertSegments(q, id, ns, keys);
  });
  return requireRule(services, ns, id);
}
