// The Settings frame (UI-INVENTORY §2.6): the page heading and the route tabs General |
// Namespaces | API Tokens, with the current tab's page below.
import type { ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { paths } from '../../app/paths';
import { Tab, TabList, Tabs } from '../../design/components';
import * as styles from './settings.css';

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
      <h1 className={styles.title}>Settings</h1>
      <Tabs selectedKey={settingsTab(`${base}${location}`)}>
        <TabList label="Settings sections">
          <Tab id="general" href={paths.settings()}>
            General
          </Tab>
          <Tab id="namespaces" href={paths.settingsNamespaces()}>
            Namespaces
          </Tab>
          <Tab id="tokens" href={paths.settingsTokens()}>
            API Tokens
          </Tab>
        </TabList>
      </Tabs>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
