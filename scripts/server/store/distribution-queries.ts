import type { Db } from './db';
import { preparedOnce } from './prepared';
import type { DistributionRow } from './rule-queries';

const cols = 'id, rule_id, variant_id, rollout, created_at, updated_at';

function build(db: Db) {
  return {
    // Flipt only checks that the rule, the variant and the flag each exist in the namespace,
    // not that they belong together (API.md §3.7).
    refsExist: db.prepare<[string, string, string, string, string, string], number>(
      `SELECT EXISTS (SELECT 1 FROM rules WHERE namespace_key = ? AND id = ?)
          AND EXISTS (SELECT 1 FROM variants WHERE namespace_key = ? AND id = ?)
          AND EXISTS (SELECT 1 FROM flags WHERE namespace_key = ? AND key = ?)`,
    ).pluck(),
    insert: db.prepare(`INSERT INTO distributions (${cols}) VALUES (?, ?, ?, ?, ?, ?)`),
    update: db.prepare('UPDATE distributions SET rollout = ?, variant_id = ?, updated_at = ? WHERE id = ? AND rule_id = ?'),
    byId: db.prepare<[string, string, string], DistributionRow>(
      `SELECT ${cols} FROM distributions WHERE id = ? AND rule_id = ? AND variant_id = ?`,
    ),
    remove: db.prepare('DELETE FROM distributions WHERE id = ? AND rule_id = ? AND variant_id = ?'),
  };
}

/** The distribution statements, prepared once per database. */
export const distributionQueries = preparedOnce(build);

export type DistributionQueries = ReturnType<typeof distributionQueries>;
