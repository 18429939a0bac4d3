// What the rules and rollouts tabs show until their lists are loaded.
import { Loader } from '../../design/components';
import * as styles from './ranked.css';

/** A loader, or a line saying the lists could not be loaded. */
export function TabLoading({ what, failed }: { what: string; failed: boolean }) {
  return failed ? <p className={styles.muted}>The {what} could not be loaded.</p> : <Loader label={`Loading ${what}`} />;
}
