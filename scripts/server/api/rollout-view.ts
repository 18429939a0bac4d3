import type { Services } from '../store/services';
import { shortestFloat32 } from '../store/float32';
import { rolloutQueries, type RolloutRow } from '../store/rollout-queries';
import { formatMicros } from '../store/time';
import { groupBy } from './rule-view';
import { encodeSegments, segmentOperators } from './rule-segments';

/** flipt.RolloutType in proto number order (stored as that number). */
export const rolloutTypes = ['UNKNOWN_ROLLOUT_TYPE', 'SEGMENT_ROLLOUT_TYPE', 'THRESHOLD_ROLLOUT_TYPE'] as const;
export const SEGMENT_ROLLOUT = 1;
export const THRESHOLD_ROLLOUT = 2;

export interface RolloutSegmentView {
  segmentKey: string;
  value: boolean;
  segmentKeys: string[];
  segmentOperator: string;
}

export interface RolloutThresholdView {
  percentage: number;
  value: boolean;
}

export interface RolloutView {
  id: string;
  namespaceKey: string;
  flagKey: string;
  type: string;
  rank: number;
  description: string;
  createdAt: string;
  updatedAt: string;
  segment?: RolloutSegmentView;
  threshold?: RolloutThresholdView;
}

export function rolloutSegmentView(keys: readonly string[], operator: number, value: boolean): RolloutSegmentView {
  const { segmentKey, segmentKeys, segmentOperator } = encodeSegments(keys, operator);
  return { segmentKey, value, segmentKeys, segmentOperator };
}

export const rolloutThresholdView = (percentage: number, value: boolean): RolloutThresholdView => ({
  percentage: shortestFloat32(percentage),
  value,
});

/** A Rollout as API.md §2.6 shows it: only the member matching its type is present. */
export function rolloutView(row: RolloutRow, keys: readonly string[]): RolloutView {
  const view: RolloutView = {
    id: row.id,
    namespaceKey: row.namespace_key,
    flagKey: row.flag_key,
    type: rolloutTypes[row.type] ?? rolloutTypes[0],
    rank: row.rank,
    description: row.description,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
  };
  if (row.type === THRESHOLD_ROLLOUT) {
    view.threshold = rolloutThresholdView(row.threshold_percentage ?? 0, row.value === 1);
  } else {
    view.segment = rolloutSegmentView(keys, row.segment_operator, row.value === 1);
  }
  return view;
}

/** Every rollout of a flag by ascending rank; `[]` for a missing flag. */
export function listRollouts(services: Services, ns: string, flag: string): RolloutView[] {
  const q = rolloutQueries(services.db);
  const keys = groupBy(q.segmentsByFlag.all(ns, flag), (r) => r.rollout_id, (r) => r.segment_key);
  return q.listByFlag.all(ns, flag).map((row) => rolloutView(row, keys.get(row.id) ?? []));
}

/** One rollout by namespace and id (Flipt ignores the flag in the path here). */
export function findRollout(services: Services, ns: string, id: string): RolloutView | undefined {
  const q = rolloutQueries(services.db);
  const row = q.byId.get(ns, id);
  return row ? rolloutView(row, q.segmentsOf.all(row.id)) : undefined;
}

/**
 * A page of a rollout list with segment keys in the order Flipt v1.54 lists them. Its list query
 * joins the segment references without an ORDER BY: for one segment rollout SQLite walks the
 * (rollout, namespace, key) index, so keys come sorted; for two or more it scans the references
 * table, so each rollout's keys come in the order they were last written.
 */
export function asFliptListsThem(services: Services, page: RolloutView[]): RolloutView[] {
  if (page.filter((r) => r.segment).length < 2) return page;
  const q = rolloutQueries(services.db);
  return page.map((r) => {
    if (!r.segment) return r;
    const keys = q.segmentsInWriteOrder.all(r.id);
    return { ...r, segment: { ...r.segment, ...encodeSegments(keys, segmentOperators.indexOf(r.segment.segmentOperator as never)) } };
  });
}
