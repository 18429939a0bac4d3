// /segments/new (SPEC §2 "Segments"): 'New Segment', its help text and the form in create mode.
import { NewEntityPage } from '../entity';
import { useNamespaceKey } from '../namespaces';
import { SegmentForm } from './SegmentForm';

/** The New Segment page. */
export function NewSegmentPage() {
  const namespaceKey = useNamespaceKey();
  return (
    <NewEntityPage kind="segment" intro="Basic information about the segment.">
      <SegmentForm namespaceKey={namespaceKey} />
    </NewEntityPage>
  );
}
