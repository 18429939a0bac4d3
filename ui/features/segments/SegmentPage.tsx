// /segments/:segmentKey (SPEC §2 "Segments"): the header with the Actions menu, the segment form,
// then the segment's constraints.
import { useParams } from 'wouter';
import { paths } from '../../app/paths';
import { useCurrentNamespace } from '../../stores/namespace';
import { ConstraintsSection } from '../constraints/ConstraintsSection';
import { EntityHeader } from '../entity/EntityHeader';
import { EntityLoadState } from '../entity/EntityLoadState';
import * as styles from '../entity/entity.css';
import { useSegment, useSegmentWrites } from './hooks';
import { SegmentForm } from './SegmentForm';

/** The segment detail page. */
export function SegmentPage() {
  const { segmentKey = '' } = useParams<{ segmentKey: string }>();
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  const { data: segment, error } = useSegment(namespaceKey, segmentKey);
  const { copy, remove } = useSegmentWrites(namespaceKey);
  const listHref = paths.segments(namespaceKey);
  if (!segment) return <EntityLoadState kind="segment" entityKey={segmentKey} error={error} listHref={listHref} />;
  return (
    <div className={styles.section}>
      <EntityHeader
        kind="segment"
        name={segment.name}
        entityKey={segment.key}
        createdAt={segment.createdAt}
        listHref={listHref}
        onCopy={(target, newKey) => copy(segment.key, target, newKey)}
        onDelete={() => remove(segment.key)}
      />
      <div className={styles.form}>
        <SegmentForm key={segment.key} namespaceKey={namespaceKey} segment={segment} />
      </div>
      <ConstraintsSection namespaceKey={namespaceKey} segment={segment} />
    </div>
  );
}
