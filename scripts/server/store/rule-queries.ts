import type { Db } from './db';

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
// Ties in rank keep insertion order, as Flipt's rank index does on SQLite.
const byRank = 'ORDER BY rank, rowid';

function build(db: Db) {
  return {
    listByFlag: db.prepare<[string, string], RuleRow>(
      `SELECT ${ruleCols} FROM rules WHERE namespace_key = ? AND flag_key = ? ${byRank}`,
    ),
    segmentsByFlag: db.prepare<[string, string], RuleSegmentRow>(
      `SELECT s.rule_id, s.segment_key FROM rule_segments s JOIN rules r ON r.id = s.rule_id
       WHERE r.namespace_key = ? AND r.flag_key = ? ORDER BY s.position`,
    ),
    distributionsByFlag: db.prepare<[string, string], DistributionRow>(
      `SELECT ${distCols} FROM distributions d JOIN rules r ON r.id = d.rule_id
       WHERE r.namespace_key = ? AND r.flag_key = ? ORDER BY d.created_at, d.rowid`,
    ),
    byId: db.prepare<[string, string], RuleRow>(`SELECT ${ruleCols} FROM rules WHERE namespace_key = ? AND id = ?`),
    segmentsOf: db.prepare<[string], string>('SELECT segment_key FROM rule_segments WHERE rule_id = ? ORDER BY position').pluck(),
    distributionsOf: db.prepare<[string], DistributionRow>(
      `SELECT ${distCols} FROM distributions d WHERE d.rule_id = ? ORDER BY d.created_at, d.rowid`,
    ),
    insert: db.prepare<[RuleRow]>(`INSERT INTO rules (${ruleCols}) VALUES (${ruleCols.replace(/(\w+)/g, '@$1')})`),
    insertSegment: db.prepare(
      'INSERT INTO rule_segments (rule_id, namespace_key, segment_key, position) VALUES (?, ?, ?, ?)',
    ),
    clearSegments: db.prepare('DELETE FROM rule_segments WHERE rule_id = ?'),
    setOperator: db.prepare(
      'UPDATE rules SET segment_operator = ?, updated_at = ? WHERE id = ? AND namespace_key = ? AND flag_key = ?',
    ),
    remove: db.prepare('DELETE FROM rules WHERE id = ? AND namespace_key = ? AND flag_key = ?'),
    idsByRank: db.prepare<[string, string], string>(
      `SELECT id FROM rules WHERE namespace_key = ? AND flag_key = ? ${byRank}`,
    ).pluck(),
    setRank: db.prepare('UPDATE rules SET rank = ?, updated_at = ? WHERE id = ? AND namespace_key = ? AND flag_key = ?'),
  };
}

export type RuleQueries = ReturnType<typeof build>;

const cache = new WeakMap<Db, RuleQueries>();

/** The rule statements, prepared once per database. */
export function ruleQueries(db: Db): RuleQueries {
  let q = cache.get(db);
  if (!q) cache.set(db, (q = build(db)));
  return q;
}
