// Constraint write hooks: each write refreshes the segment (its constraints) and the segment list.
import { useSWRConfig } from 'swr';
import { underKey, useReadFresh } from '../../lib/swr';
import { fetchSegment, segmentKeys } from '../segments';
import { createConstraint, deleteConstraint, updateConstraint } from './api';
import type { ConstraintInput } from './form';

/** Create (id null), update and delete for the constraints of one segment. */
export function useConstraintWrites(ns: string, segmentKey: string) {
  const { mutate } = useSWRConfig();
  const read = useReadFresh();
  const refresh = () => Promise.all([mutate(underKey(segmentKeys.detail(ns, segmentKey))), mutate(underKey(segmentKeys.list(ns)))]);
  const after = async <T>(write: Promise<T>) => {
    const result = await write;
    await refresh();
    return result;
  };
  return {
    save: (id: string | null, input: ConstraintInput) =>
      after(id === null ? createConstraint(ns, segmentKey, input) : updateConstraint(ns, segmentKey, id, input)),
    remove: (id: string) => after(deleteConstraint(ns, segmentKey, id)),
    /** The constraint as the server holds it now (null when it or its segment is gone). */
    current: async (id: string) => (await read(segmentKeys.detail(ns, segmentKey), fetchSegment))?.constraints.find((c) => c.id === id) ?? null,
  };
}
