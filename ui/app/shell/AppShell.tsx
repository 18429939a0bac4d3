import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useNamespaceKey } from '../../features/namespaces';
import { isNamespacedPath } from '../../lib/paths';
import { NamespaceNotFoundPage } from '../errors/NamespaceNotFoundPage';
import { useLiveRefresh } from './live-refresh';
import { CommandPalette } from '../palette/CommandPalette';
import { usePaletteShortcut } from '../palette/hooks';
import { Banner } from './Banner';
import { Footer } from './Footer';
import { useAddressNamespace, useRouteNamespace } from '../pages/address';
import { useNamespaceSync, usePageTitle, useRouteFocus } from './hooks';
import { MobileSidebar } from './MobileSidebar';
import { focusPageStart } from './pageStart';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import * as styles from './AppShell.css';

const MAIN_ID = 'main-content';

/** The first tab stop: jumps past the sidebar and top bar. A hash href would be read as a route. */
function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={styles.skipLink}
      onClick={(e) => {
        e.preventDefault();
        if (target.current) focusPageStart(target.current);
      }}
    >
      Skip to content
    </a>
  );
}

/**
 * The app shell (SPEC §2): sidebar, top bar, banner, main area, footer and command palette. Pages
 * render only once the current namespace matches the URL; a namespace that does not exist gets its
 * own not-found page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const status = useNamespaceSync();
  const fromUrl = useRouteNamespace();
  const namespaceKey = useNamespaceKey();
  usePageTitle(namespaceKey);
  // The address's namespace, which the screens show, from the first commit on; the store follows
  // it an effect later (useNamespaceSync), and live refresh must not start on the old one.
  const shown = useAddressNamespace();
  useLiveRefresh(status === 'ready' && isNamespacedPath(location) ? shown : null);
  useRouteFocus(main);
  usePaletteShortcut();
  useEffect(() => setDrawerOpen(false), [location]);
  return (
    <div className={styles.root}>
      <SkipLink target={main} />
      <div className={styles.sidebar}>
        <Sidebar />
      </div>
      <MobileSidebar isOpen={drawerOpen} onOpenChange={setDrawerOpen} />
      <div className={styles.column}>
        <TopBar onOpenSidebar={() => setDrawerOpen(true)} />
        <Banner />
        <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
          {status === 'ready' && children}
          {status === 'missing' && <NamespaceNotFoundPage namespaceKey={fromUrl ?? ''} />}
        </main>
        <Footer />
      </div>
      <CommandPalette />
    </div>
  );
}
