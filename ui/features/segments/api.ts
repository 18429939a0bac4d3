// Segment keys and fetchers (SPEC §7 "Segments"). No React here. Every key starts with
// 'segments' so a reference change or a namespace deletion resets them all.
import { request } from '../../lib/http';
import { copyInSteps } from '../entity/copy';
import { SegmentListSchema, SegmentSchema, type Constraint, type Segment } from './schema';

export const segmentKeys = {
  all: ['segments'] as const,
  namespace: (ns: string) => ['segments', ns] as const,
  list: (ns: string) => ['segments', ns, 'list'] as const,
  detail: (ns: string, key: string) => ['segments', ns, 'detail', key] as const,
};

export const segmentsPath = (ns: string) => `api/v1/namespaces/${ns}/segments`;
export const segmentPath = (ns: string, key: string) => `${segmentsPath(ns)}/${key}`;

/** Every segment of a namespace (no limit: one page). */
export const fetchSegments = ([, ns]: ReturnType<typeof segmentKeys.list>) =>
  request(segmentsPath(ns), { schema: SegmentListSchema });

export const fetchSegment = ([, ns, , key]: ReturnType<typeof segmentKeys.detail>) =>
  request(segmentPath(ns, key), { schema: SegmentSchema });

/** The fields of a segment create; an update sends the same (its key is ignored). */
export type SegmentBody = Pick<Segment, 'key' | 'name' | 'description' | 'matchType'>;

export const createSegment = (ns: string, body: SegmentBody) =>
  request(segmentsPath(ns), { method: 'POST', body, schema: SegmentSchema });

export const updateSegment = (ns: string, key: string, body: SegmentBody) =>
  request(segmentPath(ns, key), { method: 'PUT', body, schema: SegmentSchema });

export const deleteSegment = (ns: string, key: string) => request(segmentPath(ns, key), { method: 'DELETE' });

const createConstraint = (ns: string, segmentKey: string, { property, type, operator, value, description }: Constraint) =>
  request(`${segmentPath(ns, segmentKey)}/constraints`, { method: 'POST', body: { property, type, operator, value, description } });

/**
 * Copies a segment and its constraints to another namespace (SPEC §7): a fresh GET of the source,
 * the segment (under `newKey` when given), then each constraint in turn; throws CopyError at the
 * first failure.
 */
export function copySegment(from: string, key: string, to: string, newKey: string) {
  const targetKey = newKey || key;
  return copyInSteps({
    load: async () => {
      const { name, description, matchType, constraints } = await fetchSegment(segmentKeys.detail(from, key));
      return { item: { key: targetKey, name, description, matchType }, children: constraints };
    },
    create: (body: SegmentBody) => createSegment(to, body),
    createChild: (constraint: Constraint) => createConstraint(to, targetKey, constraint),
  });
}
