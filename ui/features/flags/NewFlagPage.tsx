// /flags/new (SPEC §2 "New Flag"): the flag form in create mode; creating opens the new flag.
import { Link } from '../../design/components';
import { useCurrentNamespace } from '../../stores/namespace';
import * as styles from '../entity/entity.css';
import { FlagForm } from './FlagForm';

/** The New Flag page. */
export function NewFlagPage() {
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  return (
    <section className={`${styles.section} ${styles.form}`} aria-labelledby="new-flag-title">
      <header>
        <h1 id="new-flag-title" className={styles.heading}>
          New Flag
        </h1>
        <p className={styles.description}>
          <Link href="https://www.flipt.io/docs/concepts#flags" external>
            Learn more about flags
          </Link>
        </p>
      </header>
      <FlagForm namespaceKey={namespaceKey} />
    </section>
  );
}
