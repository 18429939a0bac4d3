import { Anchor } from './Link';
import { paths } from '../../lib/paths';
import * as styles from './Logo.css';

/** The Flipt mark, drawn in the theme's accent colours. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className={styles.tile} />
      <path
        d="M10 26V6m0 1.5c2-1 4-1 6 0s4 1 6 0v10c-2 1-4 1-6 0s-4-1-6 0"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={styles.mark}
      />
    </svg>
  );
}

/**
 * The logo with the product name, linking to '/' (SPEC §2). Named "Flipt logo": the visible name
 * stays part of it, and Flipt's operators find it as the link named "logo", as in Flipt's console.
 */
export function LogoLink({ showName = true }: { showName?: boolean }) {
  return (
    <Anchor href={paths.root()} aria-label="Flipt logo" className={styles.link}>
      <LogoMark />
      {showName && <span aria-hidden="true">Flipt</span>}
    </Anchor>
  );
}
