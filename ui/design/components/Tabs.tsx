// In-page tabs: React Aria's Tabs (tablist keyboard model, one tabpanel shown at a time). Tabs that
// lead to other pages are RouteTabs (RouteTabs.tsx), links in a <nav>.
import type { ReactNode } from 'react';
import * as Aria from 'react-aria-components';
import * as styles from './Tabs.css';

type Key = string | number;

/** Props of Tabs. */
export interface TabsProps {
  /** A TabList, then TabPanels. */
  children: ReactNode;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
}

/** The tabs container: `selectedKey` (controlled) or `defaultSelectedKey`. */
export function Tabs({ children, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  return (
    <Aria.Tabs className={styles.tabs} selectedKey={selectedKey ?? undefined} defaultSelectedKey={defaultSelectedKey} onSelectionChange={onSelectionChange}>
      {children}
    </Aria.Tabs>
  );
}

/** Props of TabList: `label` names the tab list. */
export interface TabListProps {
  label: string;
  children: ReactNode;
}

/** The row of tabs, a tablist. */
export function TabList({ label, children }: TabListProps) {
  return (
    <Aria.TabList aria-label={label} className={styles.list}>
      {children}
    </Aria.TabList>
  );
}

/** Props of Tab. */
export interface TabProps {
  id: Key;
  children: ReactNode;
  isDisabled?: boolean;
}

/** One tab. */
export function Tab({ id, children, isDisabled }: TabProps) {
  return (
    <Aria.Tab id={id} isDisabled={isDisabled} className={styles.tab}>
      {children}
    </Aria.Tab>
  );
}

/** The content of the tab `id`, shown while it is selected. */
export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  return (
    <Aria.TabPanel id={id} className={styles.panel}>
      {children}
    </Aria.TabPanel>
  );
}
