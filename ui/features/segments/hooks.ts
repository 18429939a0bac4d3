// Segment hooks: the SWR callers for segments. Writes live beside them and refresh these keys.
import useSWR from 'swr';
import { deleteGuard } from '../../lib/conflicts';
import { useReadFresh } from '../../lib/swr';
import { useEntityWrites, useListing } from '../entity';
import type { ListOptions } from '../lists';
import { fetchSegment, fetchSegments, segmentApi, segmentKeys } from './api';
import type { Segment, SegmentList } from './schema';
import { matchTypeLabel } from './segments-list';

/** Every segment of the namespace, as SWR returns it; a null namespace fetches nothing. */
export const useSegments = (ns: string | null) => useSWR(ns === null ? null : segmentKeys.list(ns), fetchSegments);

/** The segments list: its view by the address; `rowsOf` adds what the list shows beyond the answer (keep it memoised). */
export const useSegmentList = (ns: string, options: ListOptions<Segment>, rowsOf: (list: SegmentList) => readonly Segment[]) => useListing(segmentApi, ns, options, rowsOf);

/** One segment with its constraints; pass a null key to hold off. */
export const useSegment = (ns: string, key: string | null) =>
  useSWR(key === null ? null : segmentKeys.detail(ns, key), fetchSegment);

/** Create, update, delete and copy segments of a namespace, refreshing the caches SPEC §4 names. */
export const useSegmentWrites = (ns: string) => useEntityWrites(ns, segmentApi);

/** A segment's contents as its delete compares them: its fields and its constraints, readably. */
const segmentContents = ({ name, description, matchType, constraints }: Segment) => ({
  name,
  description,
  matchType: matchTypeLabel(matchType),
  constraints: constraints.map((c) => `${c.property} ${c.operator} ${c.value}`.trim()),
});

/** The guard of deleting a segment of namespace `ns` (issue 26): it is read again first. */
export function useSegmentDeleteGuard(ns: string) {
  const read = useReadFresh();
  return (segment: Segment) => deleteGuard(`segment ${segment.key}`, segment, segmentContents, () => read(segmentKeys.detail(ns, segment.key), fetchSegment));
}
