import type { Services } from '../store/services';
import { shortestFloat32 } from '../store/float32';
import { ruleQueries, type DistributionRow, type RuleRow } from '../store/rule-queries';
import { formatMicros } from '../store/time';
import { encodeSegments } from './rule-segments';

export interface DistributionView {
  id: string;
  ruleId: string;
  variantId: string;
  rollout: number;
  createdAt: string;
  updatedAt: string;
}

export interface RuleView {
  id: string;
  flagKey: string;
  segmentKey: string;
  distributions: DistributionView[];
  rank: number;
  createdAt: string;
  updatedAt: string;
  namespaceKey: string;
  segmentKeys: string[];
  segmentOperator: string;
}

export function distributionView(row: DistributionRow): DistributionView {
  return {
    id: row.id,
    ruleId: row.rule_id,
    variantId: row.variant_id,
    rollout: shortestFloat32(row.rollout),
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
  };
}

/** A Rule as API.md §2.5 shows it (fields in proto order). */
export function ruleView(row: RuleRow, keys: readonly string[], distributions: DistributionView[]): RuleView {
  const segments = encodeSegments(keys, row.segment_operator);
  return {
    id: row.id,
    flagKey: row.flag_key,
    segmentKey: segments.segmentKey,
    distributions,
    rank: row.rank,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    namespaceKey: row.namespace_key,
    segmentKeys: segments.segmentKeys,
    segmentOperator: segments.segmentOperator,
  };
}

/** Every rule of a flag by ascending rank, with segments and distributions; `[]` for a missing flag. */
export function listRules(services: Services, ns: string, flag: string): RuleView[] {
  const q = ruleQueries(services.db);
  const keys = groupBy(q.segmentsByFlag.all(ns, flag), (r) => r.rule_id, (r) => r.segment_key);
  const dists = groupBy(q.distributionsByFlag.all(ns, flag), (r) => r.rule_id, distributionView);
  return q.listByFlag.all(ns, flag).map((row) => ruleView(row, keys.get(row.id) ?? [], dists.get(row.id) ?? []));
}

/** One rule by namespace and id (Flipt ignores the flag in the path here). */
export function findRule(services: Services, ns: string, id: string): RuleView | undefined {
  const q = ruleQueries(services.db);
  const row = q.byId.get(ns, id);
  if (!row) return undefined;
  return ruleView(row, q.segmentsOf.all(row.id), q.distributionsOf.all(row.id).map(distributionView));
}

/** Rows grouped by a key, each group keeping the rows' order. */
export function groupBy<T, V>(rows: T[], keyOf: (row: T) => string, valueOf: (row: T) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const row of rows) {
    const list = out.get(keyOf(row));
    if (list) list.push(valueOf(row));
    else out.set(keyOf(row), [valueOf(row)]);
  }
  return out;
}
