import * as styles from './Spinner.css';

/** Props of Spinner. */
export interface SpinnerProps {
  /** What is loading, for screen readers (default "Loading"). */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: styles.small, md: styles.medium, lg: styles.large };

/** An indeterminate progress indicator (role progressbar) with an accessible label. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    // An indeterminate progressbar (no aria-valuenow). Plain markup: RAC's ProgressBar would add a number formatter.
    <span role="progressbar" aria-label={label} className={styles.root}>
      <span className={`${styles.ring} ${sizes[size]}`} aria-hidden="true" />
      {showLabel && (
        <span className={styles.text} aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}

/** A spinner centred in its container, for a panel or page section that is loading. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.block}>
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** The full-screen loader shown until the console has loaded what it needs to render. */
export function FullScreenLoader({ label = 'Loading Flipt' }: { label?: string }) {
  return (
    <div className={styles.fullScreen}>
      <Spinner label={label} size="lg" showLabel />
    </div>
  );
}
