// Segment usage on screen (issue 14 item 1): the segment page's "Used By", the segments list's
// column and the guard before deleting a segment in use, over ui/features/usage's index.
export { usedByColumn } from './columns';
export { useDeleteBlocker, useGuardedRemove, useSegmentsWithUsage, useSegmentUsage, withUsage, type WithUsage } from './hooks';
export { TargetingNote, UsageSection } from './UsageSection';
