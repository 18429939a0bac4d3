import { assignInlineVars } from '@vanilla-extract/dynamic';
import { visuallyHidden } from '../recipes/a11y.css';
import * as styles from './Skeleton.css';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** How many placeholder bars (default 3). */
  rows?: number;
  /** "line" for text, "row" for table rows (taller). */
  variant?: 'line' | 'row';
  /** What is loading, for screen readers (default "Loading"). */
  label?: string;
}

const widths = ['100%', '92%', '84%', '96%', '76%'];

/** Placeholder bars shown while a list loads; announced once as a status. */
export function Skeleton({ rows = 3, variant = 'line', label = 'Loading' }: SkeletonProps) {
  return (
    <div role="status" className={styles.root}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={variant === 'row' ? `${styles.bar} ${styles.tall}` : styles.bar}
          style={assignInlineVars({ [styles.width]: variant === 'row' ? '100%' : (widths[i % widths.length] ?? '100%') })}
        />
      ))}
    </div>
  );
}
