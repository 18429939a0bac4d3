import type { Db } from './db';

/** Where one kind of a flag's ranked children lives: its table and the table of its segments. */
export interface RankedTables {
  table: 'rules' | 'rollouts';
  cols: string;
  links: 'rule_segments' | 'rollout_segments';
  owner: 'rule_id' | 'rollout_id';
}

// Ties in rank keep insertion order, as Flipt's rank index does on SQLite.
const byRank = 'ORDER BY rank, rowid';

/**
 * The statements rules and rollouts share: both hang off a flag, are ranked per flag and name
 * their segments in order. `Row` is a child row, `Link` a row of (owner id, segment key).
 */
export function rankedQueries<Row extends object, Link>(db: Db, { table, cols, links, owner }: RankedTables) {
  const ofFlag = 'WHERE namespace_key = ? AND flag_key = ?';
  const inFlag = 'WHERE id = ? AND namespace_key = ? AND flag_key = ?';
  return {
    listByFlag: db.prepare<[string, string], Row>(`SELECT ${cols} FROM ${table} ${ofFlag} ${byRank}`),
    segmentsByFlag: db.prepare<[string, string], Link>(
      `SELECT s.${owner}, s.segment_key FROM ${links} s JOIN ${table} r ON r.id = s.${owner}
       WHERE r.namespace_key = ? AND r.flag_key = ? ORDER BY s.position`,
    ),
    byId: db.prepare<[string, string], Row>(`SELECT ${cols} FROM ${table} WHERE namespace_key = ? AND id = ?`),
    segmentsInWriteOrder: db.prepare<[string], string>(
      `SELECT segment_key FROM ${links} WHERE ${owner} = ? ORDER BY rowid`,
    ).pluck(),
    segmentsOf: db.prepare<[string], string>(
      `SELECT segment_key FROM ${links} WHERE ${owner} = ? ORDER BY position`,
    ).pluck(),
    insert: db.prepare<[Row]>(`INSERT INTO ${table} (${cols}) VALUES (${cols.replace(/(\w+)/g, '@$1')})`),
    // One statement for any number of keys: `[[key, position], …]` rows, inserted in the order sent.
    insertSegments: db.prepare<[string, string, string]>(
      `INSERT INTO ${links} (${owner}, namespace_key, segment_key, position)
       SELECT ?, ?, j.value ->> 0, j.value ->> 1 FROM json_each(?) j ORDER BY j.key`,
    ),
    clearSegments: db.prepare(`DELETE FROM ${links} WHERE ${owner} = ?`),
    remove: db.prepare(`DELETE FROM ${table} ${inFlag}`),
    idsByRank: db.prepare<[string, string], string>(`SELECT id FROM ${table} ${ofFlag} ${byRank}`).pluck(),
    setRank: db.prepare(`UPDATE ${table} SET rank = ?, updated_at = ? ${inFlag}`),
  };
}

export type RankedQueries = ReturnType<typeof rankedQueries>;

/**
 * Stores the segment keys of a rule or rollout written through the API. Flipt's SQL store reads
 * them through its unique (owner, namespace, segment key) index, so most reads list them by key:
 * `position` records that order. The rows go in in the order sent, which is the order Flipt's
 * rollout list answers when its join scans the references table instead (see `listRollouts`).
 * (Declarative state stores the order of its files, which is what Flipt's file-based store answers.)
 */
export function insertSegments(q: RankedQueries, owner: string, ns: string, keys: readonly string[]) {
  const position = new Map([...keys].sort().map((key, i) => [key, i]));
  q.insertSegments.run(owner, ns, JSON.stringify(keys.map((key) => [key, position.get(key)])));
}
