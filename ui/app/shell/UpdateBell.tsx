import { BellIcon, Button, LinkButton } from '../../design/components';
import { useMeta } from '../../features/meta';
import { webUrl } from '../../lib/url';
import { useUpdateNotice } from '../../stores/notifications';
import * as styles from './TopBar.css';
import { TopBarPanel } from './TopBarPanel';

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
  if (!meta.updateAvailable) return null;
  return (
    <TopBarPanel icon={BellIcon} label="Update available" title="Update Available" dot={unseen}>
      {({ close }) => (
        <>
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
        </>
      )}
    </TopBarPanel>
  );
}
