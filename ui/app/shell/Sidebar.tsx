import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Anchor, type IconComponent, LogoLink } from '../../design/components';
import { pathInNamespace } from '../../lib/paths';
import { PAGES } from '../pages/registry';
import { useAddressNamespace } from '../pages/address';
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

/** Whether `path` is the entry's page or under it (`/settings/tokens` under Settings), in any namespace. */
const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** The registry's sidebar entries (app/pages), in its order: the namespaced pages' or the others'. */
function NavList({ namespaced, namespace }: { namespaced: boolean; namespace: string }) {
  const [location] = useLocation();
  return (
    <ul className={styles.list}>
      {PAGES.map(
        ({ sidebar, href, ...page }) =>
          sidebar &&
          href &&
          page.namespaced === namespaced && (
            <NavLink key={page.title} href={href(namespace)} icon={sidebar} isCurrent={within(pathInNamespace(location), pathInNamespace(href(namespace)))}>
              {page.title}
            </NavLink>
          ),
      )}
    </ul>
  );
}

/** The sidebar (SPEC §2): logo, namespace selector, Flags/Segments/Console, Settings, Support, palette hint. */
export function Sidebar() {
  const namespace = useAddressNamespace();
  return (
    <nav aria-label="Main" className={styles.root}>
      <div className={styles.brand}>
        <LogoLink />
      </div>
      <NamespaceSwitcher />
      <div className={styles.nav}>
        <NavList namespaced namespace={namespace} />
        <NavList namespaced={false} namespace={namespace} />
      </div>
      <button type="button" className={styles.hint} onClick={openPalette}>
        Command Mode: ctrl + k
      </button>
    </nav>
  );
}
