import { Button, IconButton } from '../../design/components/Button';
import { BellIcon } from '../../design/components/Icon';
import { LinkButton } from '../../design/components/Link';
import { useMeta } from '../../features/meta';
import { webUrl } from '../../lib/url';
import { useUpdateNotice } from '../../stores/notifications';
import * as styles from './TopBar.css';
import { usePanel } from './usePanel';

const RELEASES = 'https://github.com/flipt-io/flipt/releases';

/**
 * The update-available bell (SPEC §4): shown when the server reports a newer release, with a dot
 * until the notice is dismissed (kept for the browser session). It discloses a small panel that
 * follows it in the tab order, linking to the release (the releases page when the server's link
 * is not an http(s) address).
 */
export function UpdateBell() {
  const meta = useMeta();
  const unseen = useUpdateNotice((s) => s.unseen);
  const { isOpen, close, root, id, trigger } = usePanel();
  if (!meta.updateAvailable) return null;
  return (
    <span ref={root} className={styles.bell}>
      <span className={styles.onTopbar}>
        <IconButton icon={BellIcon} label="Update available" {...trigger} />
      </span>
      {unseen && <span className={styles.dot} aria-hidden="true" />}
      {isOpen && (
        <section id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
          <p id={`${id}-title`} className={styles.panelTitle}>
            Update Available
          </p>
          <p>A new version of Flipt is available!</p>
          <div className={styles.panelActions}>
            <LinkButton href={webUrl(meta.latestVersionURL) ?? RELEASES} tone="primary" size="sm" external>
              Check It Out
            </LinkButton>
            <Button
              size="sm"
              onPress={() => {
                useUpdateNotice.getState().markSeen();
                close();
              }}
            >
              Dismiss
            </Button>
          </div>
        </section>
      )}
    </span>
  );
}
