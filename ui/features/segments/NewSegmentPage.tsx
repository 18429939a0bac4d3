// /segments/new (SPEC §2 "Segments"): 'New Segment', its help text and the form in create mode.
import { Link } from '../../design/components';
import { useCurrentNamespace } from '../../stores/namespace';
import * as styles from '../entity/entity.css';
import { SegmentForm } from './SegmentForm';

/** The New Segment page. */
export function NewSegmentPage() {
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  return (
    <section className={`${styles.section} ${styles.form}`} aria-labelledby="new-segment-title">
      <header>
        <h1 id="new-segment-title" className={styles.heading}>
          New Segment
        </h1>
        <p className={styles.description}>
          Basic information about the segment.{' '}
          <Link href="https://www.flipt.io/docs/concepts#segments" external>
            Learn more
          </Link>
        </p>
      </header>
      <SegmentForm namespaceKey={namespaceKey} />
    </section>
  );
}
