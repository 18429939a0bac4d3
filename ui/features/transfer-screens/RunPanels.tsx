// The progress bar with the call under way that copy, import and promote share.
import * as styles from './transfer.css';

/** Props of RunProgress. */
export interface RunProgressProps {
  /** What runs ("Copying"): the bar's name and the start of the status line. */
  label: string;
  done: number;
  total: number;
  /** The title of the call under way. */
  current: string;
}

/** The progress bar and a status line saying how far the run is and what it does now. */
export function RunProgress({ label, done, total, current }: RunProgressProps) {
  return (
    <div className={styles.stack}>
      <progress className={styles.progress} aria-label={label} value={done} max={Math.max(total, 1)} />
      <p role="status" className={styles.muted}>{`${label}: ${done} of ${total} calls done${current ? `; now: ${current}` : ''}`}</p>
    </div>
  );
}

