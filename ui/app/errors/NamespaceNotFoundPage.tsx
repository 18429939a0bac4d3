import { Anchor, ChevronLeftIcon, Link } from '../../design/components';
import { useNamespace } from '../../features/namespaces';
import { paths } from '../../lib/paths';
import { useCurrentNamespace } from '../../stores/namespace';
import * as styles from './errors.css';

export type NamespaceNotFoundPageProps = { namespaceKey: string };

/**
 * A URL naming a namespace the server does not have (even after fetching the list again): said
 * plainly, with a way back to the namespace in use, instead of silently showing another one.
 */
export function NamespaceNotFoundPage({ namespaceKey }: NamespaceNotFoundPageProps) {
  const current = useNamespace(useCurrentNamespace((s) => s.namespaceKey));
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Namespace {namespaceKey} not found</h1>
        <p className={styles.lead}>
          No namespace has the key “{namespaceKey}”. It may have been deleted, or the link may be mistyped.
        </p>
      </div>
      <p className={styles.description}>
        <Link href={paths.settingsNamespaces()}>See every namespace</Link>
      </p>
      <Anchor href={paths.flags(current.key)} className={styles.back}>
        <ChevronLeftIcon />
        Back to {current.name || current.key}
      </Anchor>
    </div>
  );
}
