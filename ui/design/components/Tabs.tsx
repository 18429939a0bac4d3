// Tabs. Route tabs (each Tab has an `href`) are navigation, not the ARIA tabs pattern: a <nav> of
// links with aria-current="page" on the selected one, routed client-side like Link. Tabs without
// hrefs are React Aria's Tabs (tablist keyboard model, one tabpanel at a time).
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as Aria from 'react-aria-components';
import { Anchor } from './Link';
import * as styles from './Tabs.css';

type Key = string | number;

/** Props of Tabs. */
export interface TabsProps {
  /** A TabList, then TabPanels (or, for route tabs, the routed content). */
  children: ReactNode;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
}

/** The selected route tab, or `undefined` for in-page (React Aria) tabs. */
const RouteContext = createContext<{ selected: Key | null } | undefined>(undefined);

const elements = (children: ReactNode): ReactElement<Record<string, unknown>>[] =>
  Children.toArray(children).filter((child): child is ReactElement<Record<string, unknown>> => isValidElement(child));

/** Route tabs when any Tab in the TabList has an href. */
function hasRoutes(children: ReactNode): boolean {
  const list = elements(children).find((el) => el.type === TabList);
  return list ? elements(list.props.children as ReactNode).some((tab) => Boolean(tab.props.href)) : false;
}

/** The tabs container: `selectedKey` (controlled, e.g. from the route) or `defaultSelectedKey`. */
export function Tabs({ children, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  if (hasRoutes(children)) {
    return (
      <RouteContext.Provider value={{ selected: selectedKey ?? defaultSelectedKey ?? null }}>
        <div className={styles.tabs}>{children}</div>
      </RouteContext.Provider>
    );
  }
  return (
    <Aria.Tabs
      className={styles.tabs}
      selectedKey={selectedKey ?? undefined}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
    >
      {children}
    </Aria.Tabs>
  );
}

/** Props of TabList: `label` names the navigation or tab list. */
export interface TabListProps {
  label: string;
  children: ReactNode;
}

/** The row of tabs: a labelled <nav> for route tabs, else a tablist. */
export function TabList({ label, children }: TabListProps) {
  if (useContext(RouteContext)) {
    return (
      <nav aria-label={label}>
        <ul className={styles.list}>{children}</ul>
      </nav>
    );
  }
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
  /** Makes this a route tab: a link, marked as the current page while selected. */
  href?: string;
  isDisabled?: boolean;
}

/** One tab (`id` required); with `href` it is a link to a route. */
export function Tab({ id, children, href, isDisabled }: TabProps) {
  const route = useContext(RouteContext);
  if (route && href) {
    return (
      <li className={styles.item}>
        <Anchor href={href} isDisabled={isDisabled} aria-current={route.selected === id ? 'page' : undefined} className={styles.tab}>
          {children}
        </Anchor>
      </li>
    );
  }
  return (
    <Aria.Tab id={id} isDisabled={isDisabled} className={styles.tab}>
      {children}
    </Aria.Tab>
  );
}

/** The content for the selected tab; other panels render nothing. */
export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  const route = useContext(RouteContext);
  if (route) return route.selected === id ? <div className={styles.panel}>{children}</div> : null;
  return (
    <Aria.TabPanel id={id} className={styles.panel}>
      {children}
    </Aria.TabPanel>
  );
}
