import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { IconComponent } from '../../design/components/Icon';
import { Anchor } from '../../design/components/Link';
import { pathInNamespace } from '../../lib/paths';
import { sectionOf } from '../pages/page';
import { PAGES } from '../pages/registry';
import { useAddressNamespace } from '../pages/address';
import { openPalette } from '../palette/store';
import { LogoLink } from '../../design/components/Logo';
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

/** The registry's sidebar entries of one list (app/pages), in their order. */
function NavList({ list, namespace }: { list: 'main' | 'more'; namespace: string }) {
  const [location] = useLocation();
  const entries = PAGES.flatMap((page) => (page.sidebar?.list === list && page.href ? [{ ...page.sidebar, page, href: page.href }] : []));
  return (
    <ul className={styles.list}>
      {entries.map(({ page, href, icon, label = page.title }) => (
        <NavLink key={page.id} href={href(namespace)} icon={icon} isCurrent={within(page.namespaced ? pathInNamespace(location) : location, sectionOf(page))}>
          {label}
        </NavLink>
      ))}
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
        <NavList list="main" namespace={namespace} />
        <NavList list="more" namespace={namespace} />
      </div>
      <button type="button" className={styles.hint} onClick={openPalette}>
        Command Mode: ctrl + k
      </button>
    </nav>
  );
}
