import { strList } from '../core/decode';
import { invalidField } from '../core/errors';
import type { Ctx } from '../core/router';
import type { Services } from '../store/services';
import type { Db } from '../store/db';
import type { RankedQueries } from '../store/ranked-queries';
import { assignListedRanks, assignRanks } from '../store/rule-rank';
import { nowMicros } from '../store/time';
import { write } from '../store/write';
import { checkOverridden } from './validate-fields';

/** The statements of rules or of rollouts that keep their ranks. */
type Ranking = (db: Db) => Pick<RankedQueries, 'remove' | 'idsByRank' | 'setRank'>;

/**
 * Deletes one rule or rollout and re-ranks the rest 1..n: the console creates the next one
 * with rank `count + 1`, which must not collide (API.md §11).
 */
export function removeRanked(services: Services, { params }: Ctx, ranking: Ranking) {
  const { ns = '', flag = '', id = '' } = params;
  write(services, ns, () => {
    const q = ranking(services.db);
    q.remove.run(id, ns, flag);
    assignRanks(q.setRank, q.idsByRank.all(ns, flag), ns, flag, nowMicros());
  });
  return {};
}

/** `PUT …/order`: the listed ids (`ruleIds` or `rolloutIds`, at least two) get ranks 1..n. */
export function reorderRanked(services: Services, { params, body }: Ctx, ranking: Ranking, field: string) {
  const { ns = '', flag = '' } = params;
  checkOverridden(body, 'namespaceKey', 'flagKey');
  const ids = strList(body, field);
  if (ids.length < 2) throw invalidField(field, 'must contain atleast 2 elements');
  write(services, ns, () => {
    const q = ranking(services.db);
    assignListedRanks(q.setRank, q.idsByRank.all(ns, flag), ids, ns, flag, nowMicros());
  });
  return {};
}
