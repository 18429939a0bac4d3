export { fetchSegment, fetchSegments, segmentKeys, segmentPath } from './api';
export { NewSegmentPage } from './NewSegmentPage';
export { SegmentForm } from './SegmentForm';
export { SegmentsPage } from './SegmentsPage';
export { useSegment, useSegmentDeleteGuard, useSegments, useSegmentWrites } from './hooks';
export { CONSTRAINT_TYPES, ConstraintSchema, type Constraint, type ConstraintType, type Segment } from './schema';
