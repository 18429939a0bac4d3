// What the rules and rollouts tabs share around their lists: the loader and the ordering hint.
import { Loader } from '../../design/components';
import * as styles from '../../design/recipes/ranked.css';

/** A loader, or a line saying the lists could not be loaded. */
export function TabLoading({ what, failed }: { what: string; failed: boolean }) {
  return failed ? <p className={styles.muted}>The {what} could not be loaded.</p> : <Loader label={`Loading ${what}`} />;
}

/**
 * The tab's description: how evaluation walks the list, and, where the list can be reordered, how
 * to reorder it (a read-only list has no handles to drag).
 */
export function orderHint(intro: string, noun: string, readOnly: boolean): string {
  return readOnly ? intro : `${intro} Drag a ${noun} by its handle, or move it with the keyboard, to change the order.`;
}
