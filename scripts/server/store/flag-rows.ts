import type { Db } from './db';
import { preparedOnce } from './prepared';

export interface FlagRow {
  namespace_key: string;
  key: string;
  name: string;
  description: string;
  enabled: number;
  type: number;
  default_variant_id: string | null;
  metadata: string | null;
  created_at: number;
  updated_at: number;
}

/** What a create writes: a new flag has no default variant yet. */
export type NewFlag = Omit<FlagRow, 'default_variant_id'>;

/** What an update overwrites; type and creation time never change, metadata has its own statement. */
export type FlagChange = Omit<FlagRow, 'type' | 'metadata' | 'created_at'>;

const columns =
  'namespace_key, key, name, description, enabled, type, default_variant_id, metadata, created_at, updated_at';

function prepare(db: Db) {
  return {
    get: db.prepare<[string, string], FlagRow>(`SELECT ${columns} FROM flags WHERE namespace_key = ? AND key = ?`),
    list: db.prepare<[string], FlagRow>(
      `SELECT ${columns} FROM flags WHERE namespace_key = ? ORDER BY created_at, rowid`,
    ),
    count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM flags WHERE namespace_key = ?'),
    window: db.prepare<[string, number, number], FlagRow>(
      `SELECT ${columns} FROM flags WHERE namespace_key = ? ORDER BY created_at, rowid LIMIT ? OFFSET ?`,
    ),
    insert: db.prepare<[NewFlag]>(
      `INSERT INTO flags (namespace_key, key, name, description, enabled, type, metadata, created_at, updated_at)
       VALUES (@namespace_key, @key, @name, @description, @enabled, @type, @metadata, @created_at, @updated_at)`,
    ),
    update: db.prepare<[FlagChange]>(
      `UPDATE flags SET name = @name, description = @description, enabled = @enabled,
         default_variant_id = @default_variant_id, updated_at = @updated_at
       WHERE namespace_key = @namespace_key AND key = @key`,
    ),
    setMetadata: db.prepare<[string | null, string, string]>(
      'UPDATE flags SET metadata = ? WHERE namespace_key = ? AND key = ?',
    ),
    remove: db.prepare<[string, string]>('DELETE FROM flags WHERE namespace_key = ? AND key = ?'),
    clearDefault: db.prepare<[string, string, string]>(
      'UPDATE flags SET default_variant_id = NULL WHERE namespace_key = ? AND key = ? AND default_variant_id = ?',
    ),
  };
}

/** The flag statements, prepared once per database. */
export const flagRows = preparedOnce(prepare);
