import { CloseIcon, IconButton, Link } from '../../design/components';
import { useUserEvents } from '../../stores/events';
import * as styles from './Banner.css';

/** The promotional banner keyed to version 1.49.0 (SPEC §1, §9); dismissing it is remembered. */
export function Banner() {
  const dismissed = useUserEvents((s) => s.dismissedBanner_v1_49_0);
  if (dismissed) return null;
  return (
    <section aria-label="Announcement" className={styles.root}>
      <p className={styles.text}>
        <span className={styles.title}>Flipt Cloud</span>
        Let Flipt run your flag service for you, with your flags kept in Git.{' '}
        <Link href="https://www.flipt.io/cloud" external>
          Learn more about Flipt Cloud
        </Link>
      </p>
      <IconButton icon={CloseIcon} label="Dismiss" size="sm" onPress={() => useUserEvents.getState().dismissBanner()} />
    </section>
  );
}
