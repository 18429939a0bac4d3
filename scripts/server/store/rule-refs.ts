import type { Db } from './db';
import { preparedOnce } from './prepared';

function build(db: Db) {
  return {
    flag: db.prepare<[string, string], number>('SELECT 1 FROM flags WHERE namespace_key = ? AND key = ?').pluck(),
    // How many of a JSON array's keys name a segment of the namespace: one query for any number.
    segments: db.prepare<[string, string], number>(
      `SELECT COUNT(*) FROM json_each(?) j
       WHERE EXISTS (SELECT 1 FROM segments s WHERE s.namespace_key = ? AND s.key = j.value)`,
    ).pluck(),
  };
}

const refs = preparedOnce(build);

/** Whether the flag a rule or rollout hangs off exists in the namespace. */
export const flagExists = (db: Db, ns: string, key: string) => refs(db).flag.get(ns, key) !== undefined;

/** Whether every segment a rule or rollout names exists in the same namespace. */
export const segmentsExist = (db: Db, ns: string, keys: readonly string[]) =>
  refs(db).segments.get(JSON.stringify(keys), ns) === keys.length;
