import type { Db } from './db';

export interface RolloutRow {
  id: string;
  namespace_key: string;
  flag_key: string;
  rank: number;
  type: number;
  description: string;
  threshold_percentage: number | null;
  value: number;
  segment_operator: number;
  created_at: number;
  updated_at: number;
}

export interface RolloutSegmentRow {
  rollout_id: string;
  segment_key: string;
}

const cols =
  'id, namespace_key, flag_key, rank, type, description, threshold_percentage, value, segment_operator, created_at, updated_at';
// Ties in rank keep insertion order, as Flipt's rank index does on SQLite.
const byRank = 'ORDER BY rank, rowid';

function build(db: Db) {
  return {
    listByFlag: db.prepare<[string, string], RolloutRow>(
      `SELECT ${cols} FROM rollouts WHERE namespace_key = ? AND flag_key = ? ${byRank}`,
    ),
    segmentsByFlag: db.prepare<[string, string], RolloutSegmentRow>(
      `SELECT s.rollout_id, s.segment_key FROM rollout_segments s JOIN rollouts r ON r.id = s.rollout_id
       WHERE r.namespace_key = ? AND r.flag_key = ? ORDER BY s.position`,
    ),
    byId: db.prepare<[string, string], RolloutRow>(`SELECT ${cols} FROM rollouts WHERE namespace_key = ? AND id = ?`),
    segmentsOf: db.prepare<[string], string>(
      'SELECT segment_key FROM rollout_segments WHERE rollout_id = ? ORDER BY position',
    ).pluck(),
    rankTaken: db.prepare<[string, string, number], number>(
      'SELECT 1 FROM rollouts WHERE namespace_key = ? AND flag_key = ? AND rank = ?',
    ).pluck(),
    insert: db.prepare<[RolloutRow]>(`INSERT INTO rollouts (${cols}) VALUES (${cols.replace(/(\w+)/g, '@$1')})`),
    insertSegment: db.prepare(
      'INSERT INTO rollout_segments (rollout_id, namespace_key, segment_key, position) VALUES (?, ?, ?, ?)',
    ),
    clearSegments: db.prepare('DELETE FROM rollout_segments WHERE rollout_id = ?'),
    setSegmentRule: db.prepare('UPDATE rollouts SET segment_operator = ?, value = ? WHERE id = ?'),
    setThresholdRule: db.prepare('UPDATE rollouts SET threshold_percentage = ?, value = ? WHERE id = ?'),
    setDescription: db.prepare('UPDATE rollouts SET description = ?, updated_at = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM rollouts WHERE id = ? AND namespace_key = ? AND flag_key = ?'),
    idsByRank: db.prepare<[string, string], string>(
      `SELECT id FROM rollouts WHERE namespace_key = ? AND flag_key = ? ${byRank}`,
    ).pluck(),
    setRank: db.prepare(
      'UPDATE rollouts SET rank = ?, updated_at = ? WHERE id = ? AND namespace_key = ? AND flag_key = ?',
    ),
  };
}

export type RolloutQueries = ReturnType<typeof build>;

const cache = new WeakMap<Db, RolloutQueries>();

/** The rollout statements, prepared once per database. */
export function rolloutQueries(db: Db): RolloutQueries {
  let q = cache.get(db);
  if (!q) cache.set(db, (q = build(db)));
  return q;
}
