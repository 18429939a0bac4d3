// Segment keys, fetchers and writes (SPEC §7 "Segments"). No React here. Every key starts with
// 'segments' so a reference change or a namespace deletion resets them all.
import { entityApi } from '../entity';
import { SegmentListSchema, SegmentSchema, type Segment } from './schema';

/** The fields of a segment create; an update sends the same (its key is ignored). */
export type SegmentBody = Pick<Segment, 'key' | 'name' | 'description' | 'matchType'>;

export const segmentApi = entityApi<typeof SegmentSchema, typeof SegmentListSchema, SegmentBody>('segments', {
  schema: SegmentSchema,
  listSchema: SegmentListSchema,
  fields: ['name', 'description', 'matchType'],
  children: 'constraints',
  childFields: ['property', 'type', 'operator', 'value', 'description'],
});

export const { keys: segmentKeys, path: segmentPath, fetchList: fetchSegments, fetchOne: fetchSegment } = segmentApi;
