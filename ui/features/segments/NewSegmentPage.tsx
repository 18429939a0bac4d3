// /segments/new (SPEC §2 "Segments"): 'New Segment', its help text and the form in create mode.
import { useCurrentNamespace } from '../../stores/namespace';
import { NewEntityPage } from '../entity/EntityPage';
import { SegmentForm } from './SegmentForm';

/** The New Segment page. */
export function NewSegmentPage() {
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  return (
    <NewEntityPage kind="segment" intro="Basic information about the segment.">
      <SegmentForm namespaceKey={namespaceKey} />
    </NewEntityPage>
  );
}
