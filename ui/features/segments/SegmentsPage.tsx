// The segments of the current namespace (SPEC §2, UI-INVENTORY §2.13): the same list behaviour as
// the flags, with its own remembered sort (SPEC §3).
import { useCallback } from 'react';
import { paths } from '../../lib/paths';
import { ListPage } from '../lists';
import { useNamespaceKey } from '../namespaces';
import { useSegmentUsage, withUsage } from '../segment-usage';
import { useSegmentList } from './hooks';
import type { Segment, SegmentList } from './schema';
import { segmentColumns, segmentList } from './segments-list';

/** The segments list page. */
export function SegmentsPage() {
  const namespaceKey = useNamespaceKey();
  const usage = useSegmentUsage(namespaceKey).data;
  const rowsOf = useCallback((list: SegmentList) => withUsage(list.segments, usage), [usage]);
  const { view, load } = useSegmentList(namespaceKey, segmentList, rowsOf);
  const rowHref = useCallback((segment: Segment) => paths.segment(namespaceKey, segment.key), [namespaceKey]);
  return (
    <ListPage
      title="Segments"
      description="Segments group the requests that rules target, by the constraints they match."
      noun="segments"
      view={view}
      columns={segmentColumns}
      rowHref={rowHref}
      create={{ label: 'New Segment', href: paths.newSegment(namespaceKey), resource: 'segment' }}
      load={load}
      empty={{ title: 'Create your first segment', description: 'Segments enable request targeting based on defined criteria. Create a new segment to get started.' }}
      noMatch="No segments matched your search."
    />
  );
}
