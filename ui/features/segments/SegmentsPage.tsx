// The segments of the current namespace (SPEC §2, UI-INVENTORY §2.13): the same list behaviour as
// the flags, with its own remembered sort (SPEC §3).
import { useCallback } from 'react';
import { paths } from '../../lib/paths';
import { listLoad, ListPage, useListView, useLoadEveryRow } from '../lists';
import { useNamespaceKey } from '../namespaces';
import { useSegmentsWithUsage } from '../segment-usage';
import { useSegmentList } from './hooks';
import type { Segment, SegmentList } from './schema';
import { segmentColumns, segmentList } from './segments-list';

/** The segments list page. */
export function SegmentsPage() {
  const namespaceKey = useNamespaceKey();
  const listing = useSegmentList(namespaceKey);
  const answer = (list: SegmentList | undefined) => list && { ...list, rows: list.segments };
  const { rows, load } = listLoad(answer(listing.all.data), answer(listing.first), listing);
  const view = useListView(useSegmentsWithUsage(namespaceKey, rows), segmentList, load.rest?.total);
  useLoadEveryRow(load.rest, view.needsEveryRow);
  const rowHref = useCallback((segment: Segment) => paths.segment(namespaceKey, segment.key), [namespaceKey]);
  return (
    <ListPage
      title="Segments"
      description="Segments group the requests that rules target, by the constraints they match."
      noun="segments"
      view={view}
      columns={segmentColumns}
      rowHref={rowHref}
      create={{ label: 'New Segment', href: paths.newSegment(namespaceKey) }}
      load={load}
      empty={{ title: 'Create your first segment', description: 'Segments enable request targeting based on defined criteria. Create a new segment to get started.' }}
      noMatch="No segments matched your search."
    />
  );
}
