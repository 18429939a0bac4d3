import type { Db } from './db';

/**
 * Turns a statement builder into an accessor that prepares the statements once per database:
 * preparing is the expensive part of a query, and the service keeps one or two databases open.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let stmts = cache.get(db);
    if (!stmts) cache.set(db, (stmts = build(db)));
    return stmts;
  };
}
