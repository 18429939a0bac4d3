import type { Db } from './db';
import { preparedOnce } from './prepared';

export interface SegmentRow {
  namespace_key: string;
  key: string;
  name: string;
  description: string;
  match_type: number;
  created_at: number;
  updated_at: number;
}

export type SegmentChange = Omit<SegmentRow, 'created_at'>;

const columns = 'namespace_key, key, name, description, match_type, created_at, updated_at';

function prepare(db: Db) {
  return {
    get: db.prepare<[string, string], SegmentRow>(
      `SELECT ${columns} FROM segments WHERE namespace_key = ? AND key = ?`,
    ),
    list: db.prepare<[string], SegmentRow>(
      `SELECT ${columns} FROM segments WHERE namespace_key = ? ORDER BY created_at, rowid`,
    ),
    count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM segments WHERE namespace_key = ?'),
    window: db.prepare<[string, number, number], SegmentRow>(
      `SELECT ${columns} FROM segments WHERE namespace_key = ? ORDER BY created_at, rowid LIMIT ? OFFSET ?`,
    ),
    insert: db.prepare<[SegmentRow]>(
      `INSERT INTO segments (${columns})
       VALUES (@namespace_key, @key, @name, @description, @match_type, @created_at, @updated_at)`,
    ),
    update: db.prepare<[SegmentChange]>(
      `UPDATE segments SET name = @name, description = @description, match_type = @match_type,
         updated_at = @updated_at
       WHERE namespace_key = @namespace_key AND key = @key`,
    ),
    remove: db.prepare<[string, string]>('DELETE FROM segments WHERE namespace_key = ? AND key = ?'),
    inUse: db.prepare<[string, string, string, string], { n: number }>(
      `SELECT EXISTS (SELECT 1 FROM rule_segments WHERE namespace_key = ? AND segment_key = ?)
           OR EXISTS (SELECT 1 FROM rollout_segments WHERE namespace_key = ? AND segment_key = ?) AS n`,
    ),
  };
}

/** The segment statements, prepared once per database. */
export const segmentRows = preparedOnce(prepare);
