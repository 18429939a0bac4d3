import type { Db } from './db';
import { preparedOnce } from './prepared';
import { rankedQueries, type RankedTables } from './ranked-queries';

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
const tables: RankedTables = { table: 'rollouts', cols, links: 'rollout_segments', owner: 'rollout_id' };

function build(db: Db) {
  return {
    ...rankedQueries<RolloutRow, RolloutSegmentRow>(db, tables),
    rankTaken: db.prepare<[string, string, number], number>(
      'SELECT 1 FROM rollouts WHERE namespace_key = ? AND flag_key = ? AND rank = ?',
    ).pluck(),
    setSegmentRule: db.prepare('UPDATE rollouts SET segment_operator = ?, value = ? WHERE id = ?'),
    setThresholdRule: db.prepare('UPDATE rollouts SET threshold_percentage = ?, value = ? WHERE id = ?'),
    setDescription: db.prepare('UPDATE rollouts SET description = ?, updated_at = ? WHERE id = ?'),
  };
}

/** The rollout statements, prepared once per database. */
export const rolloutQueries = preparedOnce(build);

export type RolloutQueries = ReturnType<typeof rolloutQueries>;
