// Segment hooks: the SWR callers for segments. Writes live beside them and refresh these keys.
import useSWR from 'swr';
import { useEntityWrites, useListing } from '../entity';
import { fetchSegment, fetchSegments, segmentApi, segmentKeys } from './api';

/** Every segment of the namespace, as SWR returns it; a null namespace fetches nothing. */
export const useSegments = (ns: string | null) => useSWR(ns === null ? null : segmentKeys.list(ns), fetchSegments);

/** The segments list's data: every segment, and the first page until they are in. */
export const useSegmentList = (ns: string) => useListing(segmentApi, ns);

/** One segment with its constraints; pass a null key to hold off. */
export const useSegment = (ns: string, key: string | null) =>
  useSWR(key === null ? null : segmentKeys.detail(ns, key), fetchSegment);

/** Create, update, delete and copy segments of a namespace, refreshing the caches SPEC §4 names. */
export const useSegmentWrites = (ns: string) => useEntityWrites(ns, segmentApi);
