import type { Db } from './db';
import { preparedOnce } from './prepared';
import { rankedQueries, type RankedTables } from './ranked-queries';

export interface RuleRow {
  id: string;
  namespace_key: string;
  flag_key: string;
  rank: number;
  segment_operator: number;
  created_at: number;
  updated_at: number;
}

export interface RuleSegmentRow {
  rule_id: string;
  segment_key: string;
}

export interface DistributionRow {
  id: string;
  rule_id: string;
  variant_id: string;
  rollout: number;
  created_at: number;
  updated_at: number;
}

const ruleCols = 'id, namespace_key, flag_key, rank, segment_operator, created_at, updated_at';
const distCols = 'd.id, d.rule_id, d.variant_id, d.rollout, d.created_at, d.updated_at';
const tables: RankedTables = { table: 'rules', cols: ruleCols, links: 'rule_segments', owner: 'rule_id' };

function build(db: Db) {
  return {
    ...rankedQueries<RuleRow, RuleSegmentRow>(db, tables),
    distributionsByFlag: db.prepare<[string, string], DistributionRow>(
      `SELECT ${distCols} FROM distributions d JOIN rules r ON r.id = d.rule_id
       WHERE r.namespace_key = ? AND r.flag_key = ? ORDER BY d.created_at, d.rowid`,
    ),
    distributionsOf: db.prepare<[string], DistributionRow>(
      `SELECT ${distCols} FROM distributions d WHERE d.rule_id = ? ORDER BY d.created_at, d.rowid`,
    ),
    setOperator: db.prepare(
      'UPDATE rules SET segment_operator = ?, updated_at = ? WHERE id = ? AND namespace_key = ? AND flag_key = ?',
    ),
  };
}

/** The rule statements, prepared once per database. */
export const ruleQueries = preparedOnce(build);

export type RuleQueries = ReturnType<typeof ruleQueries>;
