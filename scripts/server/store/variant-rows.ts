import type { Db } from './db';
import { preparedOnce } from './prepared';

export interface VariantRow {
  id: string;
  namespace_key: string;
  flag_key: string;
  key: string;
  name: string;
  description: string;
  attachment: string;
  created_at: number;
  updated_at: number;
}

export type VariantChange = Omit<VariantRow, 'created_at'>;

const columns = 'id, namespace_key, flag_key, key, name, description, attachment, created_at, updated_at';

function prepare(db: Db) {
  return {
    ofFlag: db.prepare<[string, string], VariantRow>(
      `SELECT ${columns} FROM variants WHERE namespace_key = ? AND flag_key = ? ORDER BY created_at, rowid`,
    ),
    /** The variants of the flags whose keys are in the JSON array `?2`. */
    ofFlags: db.prepare<[string, string], VariantRow>(
      `SELECT ${columns} FROM variants WHERE namespace_key = ? AND flag_key IN (SELECT value FROM json_each(?))
       ORDER BY created_at, rowid`,
    ),
    get: db.prepare<[string, string, string], VariantRow>(
      `SELECT ${columns} FROM variants WHERE id = ? AND namespace_key = ? AND flag_key = ?`,
    ),
    keyOwner: db.prepare<[string, string, string], { id: string }>(
      'SELECT id FROM variants WHERE namespace_key = ? AND flag_key = ? AND key = ?',
    ),
    insert: db.prepare<[VariantRow]>(
      `INSERT INTO variants (${columns})
       VALUES (@id, @namespace_key, @flag_key, @key, @name, @description, @attachment, @created_at, @updated_at)`,
    ),
    update: db.prepare<[VariantChange]>(
      `UPDATE variants SET key = @key, name = @name, description = @description, attachment = @attachment,
         updated_at = @updated_at
       WHERE id = @id AND namespace_key = @namespace_key AND flag_key = @flag_key`,
    ),
    remove: db.prepare<[string, string, string]>(
      'DELETE FROM variants WHERE id = ? AND namespace_key = ? AND flag_key = ?',
    ),
  };
}

/** The variant statements, prepared once per database. */
export const variantRows = preparedOnce(prepare);
