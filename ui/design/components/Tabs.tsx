// Tabs for in-page sections or routes. Route tabs give each Tab an `href` and set `selectedKey`
// from the location; the RouterProvider in Providers turns the hrefs into client-side navigation.
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** The tabs container: `selectedKey`/`defaultSelectedKey`/`onSelectionChange`. */
export function Tabs(props: Omit<RACTabsProps, 'className' | 'style'>) {
  return <RACTabs {...props} className={styles.tabs} />;
}

/** Props of TabList: `label` names the tab list. */
export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className' | 'style' | 'aria-label'> {
  label: string;
}

/** The row of tabs (arrow keys move between them). */
export function TabList<T extends object>({ label, ...props }: TabListProps<T>) {
  return <RACTabList {...props} aria-label={label} className={styles.list} />;
}

/** One tab (`id` required); with `href` it is a link to a route. */
export function Tab(props: Omit<RACTabProps, 'className' | 'style'>) {
  return <RACTab {...props} className={styles.tab} />;
}

/** The panel shown for the tab with the same `id`. */
export function TabPanel(props: Omit<RACTabPanelProps, 'className' | 'style'>) {
  return <RACTabPanel {...props} className={styles.panel} />;
}
