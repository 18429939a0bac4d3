// Where the page is, in the top bar: namespace › section › item. Text only: links here would
// repeat the sidebar's "Flags" and "Segments" links under the same names.
import { Fragment } from 'react';
import { useLocation } from 'wouter';
import { useNamespace, useNamespaceKey } from '../../features/namespaces';
import { crumbsFor } from './crumbs';
import * as styles from './TopBar.css';

/** The trail of the current page (a spacer on pages without one). */
export function Breadcrumbs() {
  const [path] = useLocation();
  const namespace = useNamespace(useNamespaceKey());
  const trail = crumbsFor(path, namespace.name || namespace.key);
  return (
    <p className={styles.crumbs}>
      {trail.map((label, at) => (
        <Fragment key={at}>
          {at > 0 && (
            <span aria-hidden="true" className={styles.separator}>
              {' › '}
            </span>
          )}
          <bdi className={at === trail.length - 1 ? styles.current : styles.crumb}>{label}</bdi>
        </Fragment>
      ))}
    </p>
  );
}
