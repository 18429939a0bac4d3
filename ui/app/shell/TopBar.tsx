import { IconButton, MenuIcon } from '../../design/components';
import { topbarVars } from '../../design/topbar';
import { useMeta } from '../../features/meta';
import { Breadcrumbs } from './Breadcrumbs';
import { ReadOnlyBadge } from './ReadOnlyBadge';
import { RecentNotices } from './RecentNotices';
import { UpdateBell } from './UpdateBell';
import { UserMenu } from './UserMenu';
import * as styles from './TopBar.css';

export type TopBarProps = { onOpenSidebar: () => void };

/**
 * The top bar (SPEC §2): sidebar button on narrow screens, the page's place (namespace › section ›
 * item), read-only badge, recent notifications, update bell, user menu.
 */
export function TopBar({ onOpenSidebar }: TopBarProps) {
  const meta = useMeta();
  return (
    <header className={styles.root} style={topbarVars(meta.topbarColor)}>
      <span className={`${styles.onTopbar} ${styles.menuButton}`}>
        <IconButton icon={MenuIcon} label="Open sidebar" onPress={onOpenSidebar} />
      </span>
      {meta.topbarLabel && <span className={styles.label}>{meta.topbarLabel}</span>}
      <Breadcrumbs />
      <div className={styles.actions}>
        <ReadOnlyBadge />
        <RecentNotices />
        <UpdateBell />
        <UserMenu />
      </div>
    </header>
  );
}
