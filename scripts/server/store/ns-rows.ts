import type { Db } from './db';
import { preparedOnce } from './prepared';

export interface NamespaceRow {
  key: string;
  name: string;
  description: string;
  protected: number;
  created_at: number;
  updated_at: number;
}

const columns = 'key, name, description, protected, created_at, updated_at';

function prepare(db: Db) {
  return {
    get: db.prepare<[string], NamespaceRow>(`SELECT ${columns} FROM namespaces WHERE key = ?`),
    list: db.prepare<[], NamespaceRow>(`SELECT ${columns} FROM namespaces ORDER BY created_at, rowid`),
    insert: db.prepare<[string, string, string, number, number]>(
      'INSERT INTO namespaces (key, name, description, protected, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)',
    ),
    update: db.prepare<[string, string, number, string]>(
      'UPDATE namespaces SET name = ?, description = ?, updated_at = ? WHERE key = ?',
    ),
    remove: db.prepare<[string]>('DELETE FROM namespaces WHERE key = ?'),
    countFlags: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM flags WHERE namespace_key = ?'),
  };
}

/** The namespace statements, prepared once per database. */
export const nsRows = preparedOnce(prepare);
