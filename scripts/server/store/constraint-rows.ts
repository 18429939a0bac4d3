import type { Db } from './db';
import { preparedOnce } from './prepared';
import { CONSTRAINT_TYPES } from '../../../ui/lib/evaluation/operator-sets';

/** Flipt's ComparisonType enum: `constraints.type` holds the index of the name. */
export const COMPARISON_TYPES = ['UNKNOWN_COMPARISON_TYPE', ...CONSTRAINT_TYPES] as const;
export type ComparisonTypeName = (typeof COMPARISON_TYPES)[number];

export interface ConstraintRow {
  id: string;
  namespace_key: string;
  segment_key: string;
  type: number;
  property: string;
  operator: string;
  value: string;
  description: string;
  created_at: number;
  updated_at: number;
}

export type ConstraintChange = Omit<ConstraintRow, 'created_at'>;

const columns = 'id, namespace_key, segment_key, type, property, operator, value, description, created_at, updated_at';

function prepare(db: Db) {
  return {
    ofSegment: db.prepare<[string, string], ConstraintRow>(
      `SELECT ${columns} FROM constraints WHERE namespace_key = ? AND segment_key = ? ORDER BY created_at, rowid`,
    ),
    /** The constraints of the segments whose keys are in the JSON array `?2`. */
    ofSegments: db.prepare<[string, string], ConstraintRow>(
      `SELECT ${columns} FROM constraints WHERE namespace_key = ? AND segment_key IN (SELECT value FROM json_each(?))
       ORDER BY created_at, rowid`,
    ),
    get: db.prepare<[string, string, string], ConstraintRow>(
      `SELECT ${columns} FROM constraints WHERE id = ? AND namespace_key = ? AND segment_key = ?`,
    ),
    insert: db.prepare<[ConstraintRow]>(
      `INSERT INTO constraints (${columns})
       VALUES (@id, @namespace_key, @segment_key, @type, @property, @operator, @value, @description,
               @created_at, @updated_at)`,
    ),
    update: db.prepare<[ConstraintChange]>(
      `UPDATE constraints SET type = @type, property = @property, operator = @operator, value = @value,
         description = @description, updated_at = @updated_at
       WHERE id = @id AND namespace_key = @namespace_key AND segment_key = @segment_key`,
    ),
    remove: db.prepare<[string, string, string]>(
      'DELETE FROM constraints WHERE id = ? AND namespace_key = ? AND segment_key = ?',
    ),
  };
}

/** The constraint statements, prepared once per database. */
export const constraintRows = preparedOnce(prepare);
