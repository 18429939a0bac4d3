// /segments/:segmentKey (SPEC §2 "Segments"): the header with the Actions menu, the segment form,
// then the segment's constraints. The page sits above the constraints feature, which gets the
// segment it loaded.
import { useParams } from 'wouter';
import { paths } from '../../lib/paths';
import { ConstraintsSection } from '../constraints';
import { EntityPage } from '../entity';
import { useNamespaceKey } from '../namespaces';
import { SegmentForm, useSegment, useSegmentWrites } from '../segments';

/** The segment detail page. */
export function SegmentPage() {
  const { segmentKey = '' } = useParams<{ segmentKey: string }>();
  const namespaceKey = useNamespaceKey();
  const query = useSegment(namespaceKey, segmentKey);
  const writes = useSegmentWrites(namespaceKey);
  return (
    <EntityPage kind="segment" entityKey={segmentKey} query={query} writes={writes} listHref={paths.segments(namespaceKey)}>
      {(segment) => (
        <>
          <SegmentForm key={segment.key} namespaceKey={namespaceKey} segment={segment} />
          <ConstraintsSection namespaceKey={namespaceKey} segment={segment} />
        </>
      )}
    </EntityPage>
  );
}
