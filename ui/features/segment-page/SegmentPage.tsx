// /segments/:segmentKey (SPEC §2 "Segments"): the header with the Actions menu, the segment form,
// the segment's constraints, then the flags that use it. The page sits above the constraints
// feature, which gets the segment it loaded. Deleting a segment in use names the flags instead.
import { useParams } from 'wouter';
import { paths } from '../../lib/paths';
import { ConstraintsSection } from '../constraints';
import { EntityPage } from '../entity';
import { useNamespaceKey } from '../namespaces';
import { TargetingNote, UsageSection, useDeleteBlocker, useGuardedRemove } from '../segment-usage';
import { SegmentForm, useSegment, useSegmentDeleteGuard, useSegmentWrites } from '../segments';

/** The segment detail page. */
export function SegmentPage() {
  const { segmentKey = '' } = useParams<{ segmentKey: string }>();
  const namespaceKey = useNamespaceKey();
  const query = useSegment(namespaceKey, segmentKey);
  const writes = useSegmentWrites(namespaceKey);
  const remove = useGuardedRemove(namespaceKey, writes.remove);
  const deleteBlocker = useDeleteBlocker(namespaceKey, segmentKey);
  const deleteGuard = useSegmentDeleteGuard(namespaceKey);
  return (
    <EntityPage kind="segment" entityKey={segmentKey} query={query} writes={{ ...writes, remove }} listHref={paths.segments(namespaceKey)} deleteBlocker={deleteBlocker} deleteGuard={deleteGuard}>
      {(segment) => (
        <>
          <TargetingNote namespaceKey={namespaceKey} segmentKey={segment.key} />
          <SegmentForm key={segment.key} namespaceKey={namespaceKey} segment={segment} />
          <ConstraintsSection namespaceKey={namespaceKey} segment={segment} />
          <UsageSection namespaceKey={namespaceKey} segmentKey={segment.key} />
        </>
      )}
    </EntityPage>
  );
}
