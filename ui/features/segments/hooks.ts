// Segment hooks: the SWR callers for segments. Writes live beside them and refresh these keys.
import useSWR from 'swr';
import { useEntityWrites, useListing } from '../entity';
import type { ListOptions } from '../lists';
import { fetchSegment, fetchSegments, segmentApi, segmentKeys } from './api';
import type { Segment, SegmentList } from './schema';

/** Every segment of the namespace, as SWR returns it; a null namespace fetches nothing. */
export const useSegments = (ns: string | null) => useSWR(ns === null ? null : segmentKeys.list(ns), fetchSegments);

/** The segments list: its view by the address; `rowsOf` adds what the list shows beyond the answer (keep it memoised). */
export const useSegmentList = (ns: string, options: ListOptions<Segment>, rowsOf: (list: SegmentList) => readonly Segment[]) => useListing(segmentApi, ns, options, rowsOf);

/** One segment with its constraints; pass a null key to hold off. */
export const useSegment = (ns: string, key: string | null) =>
  useSWR(key === null ? null : segmentKeys.detail(ns, key), fetchSegment);

/** Create, update, delete and copy segments of a namespace, refreshing the caches SPEC §4 names. */
export const useSegmentWrites = (ns: string) => useEntityWrites(ns, segmentApi);
