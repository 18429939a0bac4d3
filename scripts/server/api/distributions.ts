import { randomUUID } from 'node:crypto';
import { float, str, type Body } from '../core/decode';
import { emptyField, invalidField, notFound } from '../core/errors';
import { qStr } from '../core/query';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { distributionQueries } from '../store/distribution-queries';
import { toFloat32 } from '../store/float32';
import type { DistributionRow } from '../store/rule-queries';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { distributionView, type DistributionView } from './rule-view';
import { checkOverridden } from './validate-fields';
import { goQuote } from '../core/quote';

/** Distributions of a rule (API.md §3.7); `rulesBase` is the rules collection path. */
export function distributionRoutes(router: Router, services: Services, rulesBase: string) {
  const base = `${rulesBase}/:ruleId/distributions`;
  router.add('POST', base, (ctx) => create(services, ctx));
  router.add('PUT', `${base}/:id`, (ctx) => update(services, ctx));
  router.add('DELETE', `${base}/:id`, (ctx) => remove(services, ctx));
}

interface DistributionInput {
  variantId: string;
  rollout: number;
}

/** `variantId` required, `rollout` within [0, 100] after float32 rounding (the proto field is a float). */
function readInput(body: Body, ...overridden: string[]): DistributionInput {
  checkOverridden(body, 'namespaceKey', 'flagKey', 'ruleId', ...overridden);
  const variantId = str(body, 'variantId');
  const rollout = toFloat32(float(body, 'rollout'));
  if (variantId === '') throw emptyField('variantId');
  // Written so NaN fails too: Flipt's `< 0` lets it through to a storage error.
  if (!(rollout >= 0)) throw invalidField('rollout', "must be greater than or equal to '0'");
  if (rollout > 100) throw invalidField('rollout', "must be less than or equal to '100'");
  return { variantId, rollout };
}

function checkRefs(services: Services, ns: string, flag: string, ruleId: string, variantId: string) {
  if (distributionQueries(services.db).refsExist.get(ns, ruleId, ns, variantId, ns, flag) !== 1) {
    const q = goQuote;
    throw notFound(`variant ${q(variantId)}, rule ${q(ruleId)}, flag ${q(flag)} in namespace ${q(ns)} not found`);
  }
}

function create(services: Services, { params, body }: Ctx): DistributionView {
  const { ns, flag, ruleId } = params as { ns: string; flag: string; ruleId: string };
  const input = readInput(body);
  const now = nowMicros();
  const row: DistributionRow = {
    id: randomUUID(), rule_id: ruleId, variant_id: input.variantId, rollout: input.rollout, created_at: now, updated_at: now,
  };
  write(services, ns, () => {
    checkRefs(services, ns, flag, ruleId, input.variantId);
    distributionQueries(services.db).insert.run(row.id, ruleId, row.variant_id, row.rollout, now, now);
  });
  return distributionView(row);
}

function update(services: Services, { params, body }: Ctx): DistributionView {
  const { ns, flag, ruleId, id } = params as { ns: string; flag: string; ruleId: string; id: string };
  const input = readInput(body, 'id');
  return write(services, ns, () => {
    checkRefs(services, ns, flag, ruleId, input.variantId);
    const q = distributionQueries(services.db);
    const changed = q.update.run(input.rollout, input.variantId, nowMicros(), id, ruleId).changes;
    if (changed !== 1) throw notFound(`distribution ${goQuote(id)} not found`);
    return distributionView(q.byId.get(id, ruleId, input.variantId)!);
  });
}

/** Deletes only when the `variantId` query matches the stored variant; `{}` either way. */
function remove(services: Services, { params, query }: Ctx) {
  const { ns, ruleId, id } = params as { ns: string; ruleId: string; id: string };
  const variantId = qStr(query, 'variantId');
  if (variantId === '') throw emptyField('variantId');
  write(services, ns, () => {
    distributionQueries(services.db).remove.run(id, ruleId, variantId);
  });
  return {};
}
