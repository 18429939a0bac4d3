import { randomUUID } from 'node:crypto';
import { int32, str } from '../core/decode';
import { invalid, invalidField, notFound } from '../core/errors';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { insertSegments } from '../store/ranked-queries';
import { rolloutQueries, type RolloutRow } from '../store/rollout-queries';
import { flagExists, segmentsExist } from '../store/rule-refs';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { listPage } from './paging';
import { removeRanked, reorderRanked } from './ranked-writes';
import { checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';
import { checkRolloutRule, readRolloutRule, type RolloutRule } from './rollout-rule';
import { SEGMENT_ROLLOUT, asFliptListsThem, findRollout, listRollouts, rolloutTypes, rolloutView, type RolloutView } from './rollout-view';
import { resolveSegments } from './rule-segments';

const base = '/api/v1/namespaces/:ns/flags/:flag/rollouts';

/** Rollouts of boolean flags (API.md §3.8). */
export function rolloutRoutes(router: Router, services: Services) {
  router.add('GET', base, (ctx) => list(services, ctx));
  router.add('POST', base, (ctx) => create(services, ctx));
  router.add('PUT', `${base}/order`, (ctx) => reorderRanked(services, ctx, rolloutQueries, 'rolloutIds'));
  router.add('GET', `${base}/:id`, (ctx) => get(services, ctx));
  router.add('PUT', `${base}/:id`, (ctx) => update(services, ctx));
  router.add('DELETE', `${base}/:id`, (ctx) => removeRanked(services, ctx, rolloutQueries));
}

type Params = { ns: string; flag: string; id: string };

function list(services: Services, { params, query }: Ctx) {
  // Flipt's rollout list has neither an `offset` parameter nor the "limit must be set" guard.
  const all = listRollouts(services, params.ns!, params.flag!);
  const opts = { guard: false, offset: false };
  const { items, nextPageToken, totalCount } = listPage(services.readOnly, query, opts, all, (r) => r.id);
  return { rules: asFliptListsThem(services, items), nextPageToken, totalCount };
}

const rolloutNotFound = (ns: string, id: string) => notFound(`rollout "${ns}/${id}" not found`);

function requireRollout(services: Services, ns: string, id: string): RolloutView {
  const rollout = findRollout(services, ns, id);
  if (!rollout) throw rolloutNotFound(ns, id);
  return rollout;
}

const get = (services: Services, { params }: Ctx) => requireRollout(services, params.ns!, params.id!);

function create(services: Services, { params, body }: Ctx): RolloutView {
  const { ns, flag } = params as Params;
  checkOverridden(body, 'namespaceKey', 'flagKey');
  const rank = int32(body, 'rank');
  const description = str(body, 'description');
  const rule = readRolloutRule(body);
  checkRolloutRule(rule);
  const now = nowMicros();
  const row: RolloutRow = {
    id: randomUUID(), namespace_key: ns, flag_key: flag, rank, type: rule?.type ?? 0, description,
    threshold_percentage: null, value: rule?.value ? 1 : 0, segment_operator: 0, created_at: now, updated_at: now,
  };
  const keys = write(services, ns, () => {
    const q = rolloutQueries(services.db);
    if (q.rankTaken.get(ns, flag, rank) !== undefined) throw invalid(`rank number: ${rank} already exists`);
    if (!rule) throw invalid('rollout rule is missing');
    const stored = fillRule(row, rule);
    checkCreateRefs(services, row, rule, stored);
    q.insert.run(row);
    insertSegments(q, row.id, ns, stored);
    return stored;
  });
  return rolloutView(row, keys);
}

/** Copies the rule into the row and returns the segment keys to store (none for thresholds). */
function fillRule(row: RolloutRow, rule: RolloutRule): string[] {
  row.value = rule.value ? 1 : 0;
  if (rule.type !== SEGMENT_ROLLOUT) {
    row.threshold_percentage = rule.percentage;
    return [];
  }
  const { keys, operator } = resolveSegments(rule.choice);
  row.segment_operator = operator;
  return keys;
}

/** Flipt's foreign-key messages; the quote placement of the segment one is Flipt's own. */
function checkCreateRefs(services: Services, row: RolloutRow, rule: RolloutRule, keys: string[]) {
  const { namespace_key: ns, flag_key: flag } = row;
  if (rule.type !== SEGMENT_ROLLOUT) {
    if (!flagExists(services.db, ns, flag)) throw notFound(`flag "${ns}/${flag}" not found`);
  } else if (!flagExists(services.db, ns, flag) || !segmentsExist(services.db, ns, keys)) {
    throw notFound(`flag "${ns}/${flag} or segment ${rule.choice.segmentKey}" not found`);
  }
}

function update(services: Services, { params, body }: Ctx) {
  const { ns, flag, id } = params as Params;
  checkOverridden(body, 'id', 'namespaceKey', 'flagKey');
  const description = str(body, 'description');
  const rule = readRolloutRule(body);
  checkRolloutRule(rule);
  write(services, ns, () => {
    const q = rolloutQueries(services.db);
    const row = q.byId.get(ns, id);
    if (!row || row.flag_key !== flag) throw rolloutNotFound(ns, id);
    if (!rule) throw invalidField('rule', 'invalid rollout rule type');
    if (row.type !== rule.type) {
      const [have, attempted] = [rolloutTypes[row.type] ?? String(row.type), rolloutTypes[rule.type]];
      throw invalid(`cannot change type of rollout: have ${goQuote(have)} attempted ${goQuote(attempted)}`);
    }
    const keys = fillRule(row, rule);
    // A missing segment surfaces as the rollout's 404, mirroring the rule update.
    if (!segmentsExist(services.db, ns, keys)) throw rolloutNotFound(ns, id);
    q.setDescription.run(description, nowMicros(), id);
    if (rule.type === SEGMENT_ROLLOUT) {
      q.setSegmentRule.run(row.segment_operator, row.value, id);
      q.clearSegments.run(id);
    } else q.setThresholdRule.run(row.threshold_percentage, row.value, id);
    insertSegments(q, id, ns, keys);
  });
  return requireRollout(services, ns, id);
}
