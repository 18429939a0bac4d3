// /segments/:segmentKey (SPEC §2 "Segments"): the header with the Actions menu, the segment form,
// then the segment's constraints.
import { useParams } from 'wouter';
import { paths } from '../../app/paths';
import { useCurrentNamespace } from '../../stores/namespace';
import { ConstraintsSection } from '../constraints/ConstraintsSection';
import { EntityPage } from '../entity/EntityPage';
import { useSegment, useSegmentWrites } from './hooks';
import { SegmentForm } from './SegmentForm';

/** The segment detail page. */
export function SegmentPage() {
  const { segmentKey = '' } = useParams<{ segmentKey: string }>();
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
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
