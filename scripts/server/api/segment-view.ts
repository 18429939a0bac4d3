import { notFound } from '../core/errors';
import type { Services } from '../store/services';
import { COMPARISON_TYPES, constraintRows, type ComparisonTypeName, type ConstraintRow } from '../store/constraint-rows';
import { segmentRows, type SegmentRow } from '../store/segment-rows';
import { formatMicros } from '../store/time';
import { goQuote } from '../core/quote';

export const MATCH_TYPES = ['ALL_MATCH_TYPE', 'ANY_MATCH_TYPE'] as const;
export type MatchTypeName = (typeof MATCH_TYPES)[number];

/** A Constraint as the API returns it (API.md §2.4). */
export interface Constraint {
  id: string;
  segmentKey: string;
  type: ComparisonTypeName;
  property: string;
  operator: string;
  value: string;
  createdAt: string;
  updatedAt: string;
  namespaceKey: string;
  description: string;
}

/** A Segment as the API returns it, constraints in creation order. */
export interface Segment {
  key: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  constraints: Constraint[];
  matchType: MatchTypeName;
  namespaceKey: string;
}

export function constraintView(row: ConstraintRow): Constraint {
  return {
    id: row.id,
    segmentKey: row.segment_key,
    type: COMPARISON_TYPES[row.type] ?? 'UNKNOWN_COMPARISON_TYPE',
    property: row.property,
    operator: row.operator,
    value: row.value,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    namespaceKey: row.namespace_key,
    description: row.description,
  };
}

export function segmentView(row: SegmentRow, constraints: Constraint[]): Segment {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    constraints,
    matchType: MATCH_TYPES[row.match_type] ?? 'ALL_MATCH_TYPE',
    namespaceKey: row.namespace_key,
  };
}

export const segmentNotFound = (ns: string, key: string) =>
  notFound(`segment ${goQuote(`${ns}/${key}`)} not found`);

/** True when the segment exists in that namespace (rules and rollouts check their references). */
export function segmentExists(services: Services, ns: string, key: string): boolean {
  return segmentRows(services.db).get.get(ns, key) !== undefined;
}

/** The segment with its constraints, or undefined when it does not exist. */
export function readSegment(services: Services, ns: string, key: string): Segment | undefined {
  const row = segmentRows(services.db).get.get(ns, key);
  if (!row) return undefined;
  return segmentView(row, constraintRows(services.db).ofSegment.all(ns, key).map(constraintView));
}

/** Segments of one namespace with their constraints, for the list endpoint. */
export function listSegmentViews(services: Services, rows: SegmentRow[]): Segment[] {
  if (rows.length === 0) return [];
  const bySegment = new Map<string, Constraint[]>(rows.map((r) => [r.key, []]));
  const keys = JSON.stringify(rows.map((r) => r.key));
  for (const c of constraintRows(services.db).ofSegments.all(rows[0]!.namespace_key, keys)) {
    bySegment.get(c.segment_key)?.push(constraintView(c));
  }
  return rows.map((r) => segmentView(r, bySegment.get(r.key) ?? []));
}
