import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Anchor, ConsoleIcon, FlagIcon, HelpIcon, type IconComponent, LogoLink, SegmentIcon, SettingsIcon } from '../../design/components';
import { useNamespaceKey } from '../../features/namespaces';
import { pathInNamespace, paths } from '../../lib/paths';
import { openPalette } from '../palette/store';
import { NamespaceSwitcher } from './NamespaceSwitcher';
import * as styles from './Sidebar.css';

type NavLinkProps = { href: string; icon: IconComponent; isCurrent: boolean; children: ReactNode };

/** A sidebar link; the current page's link carries aria-current="page". */
function NavLink({ href, icon: Icon, isCurrent, children }: NavLinkProps) {
  return (
    <li>
      <Anchor href={href} aria-current={isCurrent ? 'page' : undefined} className={styles.item}>
        <Icon size={18} />
        {children}
      </Anchor>
    </li>
  );
}

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** The sidebar (SPEC §2): logo, namespace selector, Flags/Segments/Console, Settings, Support, palette hint. */
export function Sidebar() {
  const [location] = useLocation();
  const ns = useNamespaceKey();
  const page = pathInNamespace(location);
  return (
    <nav aria-label="Main" className={styles.root}>
      <div className={styles.brand}>
        <LogoLink />
      </div>
      <NamespaceSwitcher />
      <div className={styles.nav}>
        <ul className={styles.list}>
          <NavLink href={paths.flags(ns)} icon={FlagIcon} isCurrent={within(page, '/flags')}>
            Flags
          </NavLink>
          <NavLink href={paths.segments(ns)} icon={SegmentIcon} isCurrent={within(page, '/segments')}>
            Segments
          </NavLink>
          <NavLink href={paths.console(ns)} icon={ConsoleIcon} isCurrent={within(page, '/console')}>
            Console
          </NavLink>
        </ul>
        <ul className={styles.list}>
          <NavLink href={paths.settings()} icon={SettingsIcon} isCurrent={within(location, paths.settings())}>
            Settings
          </NavLink>
          <NavLink href={paths.support()} icon={HelpIcon} isCurrent={within(location, paths.support())}>
            Support
          </NavLink>
        </ul>
      </div>
      <button type="button" className={styles.hint} onClick={openPalette}>
        Command Mode: ctrl + k
      </button>
    </nav>
  );
}
