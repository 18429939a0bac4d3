// Segment keys and fetchers (SPEC §7 "Segments"). No React here. Every key starts with
// 'segments' so a reference change or a namespace deletion resets them all.
import { request } from '../../lib/http';
import { SegmentListSchema, SegmentSchema } from './schema';

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
