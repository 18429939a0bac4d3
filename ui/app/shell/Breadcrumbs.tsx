// Where the page is, in the top bar: namespace › section › item (app/pages declares each trail). Text only: links here would
// repeat the sidebar's "Flags" and "Segments" links under the same names. A phone keeps the
// first step (the namespace, issue 40.6) and the last.
import { Fragment } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useNamespace } from '../../features/namespaces';
import { useAddressNamespace } from '../pages/address';
import { crumbsFor } from './crumbs';
import * as styles from './TopBar.css';

/** The trail of the current page (a spacer on pages without one). */
export function Breadcrumbs() {
  const [path] = useLocation();
  const namespace = useNamespace(useAddressNamespace());
  const trail = crumbsFor(path, namespace.name || namespace.key, useRouter().parser);
  const last = trail.length - 1;
  const look = (at: number) => (at === last ? styles.current : at === 0 ? styles.first : styles.crumb);
  return (
    <p className={styles.crumbs}>
      {trail.map((label, at) => (
        <Fragment key={at}>
          {at > 0 && (
            <span aria-hidden="true" className={at === last ? undefined : styles.crumb}>
              {' › '}
            </span>
          )}
          <bdi className={look(at)}>{label}</bdi>
        </Fragment>
      ))}
    </p>
  );
}
