// The Settings frame (UI-INVENTORY §2.6): the page heading and the route tabs General |
// Namespaces | API Tokens, with the current tab's page below.
import type { ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { PageHeader, RouteTab, RouteTabList, RouteTabs } from '../../design/components';
import { paths } from '../../lib/paths';
import * as styles from './settings.css';

const TABS = [
  ['general', 'General', paths.settings()],
  ['namespaces', 'Namespaces', paths.settingsNamespaces()],
  ['tokens', 'API Tokens', paths.settingsTokens()],
] as const;

/** Which tab a path belongs to; nested routers report paths relative to their base. */
export function settingsTab(path: string): 'general' | 'namespaces' | 'tokens' {
  const bare = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  if (bare.endsWith(paths.settingsNamespaces())) return 'namespaces';
  if (bare.endsWith(paths.settingsTokens())) return 'tokens';
  return 'general';
}

/** Settings' heading and tab bar above `children` (the tab's page). */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { base } = useRouter();
  return (
    <div className={styles.layout}>
      <PageHeader title="Settings" />
      <RouteTabs selected={settingsTab(`${base}${location}`)}>
        <RouteTabList label="Settings sections">
          {TABS.map(([id, label, href]) => (
            <RouteTab key={id} id={id} href={href}>
              {label}
            </RouteTab>
          ))}
        </RouteTabList>
      </RouteTabs>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
