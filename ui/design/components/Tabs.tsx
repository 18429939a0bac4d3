// Tabs in plain HTML (no React Aria collection). Route tabs (each Tab has an `href`) are a
// <nav> of links with aria-current="page" on the selected one, routed client-side like Link.
// Tabs without hrefs are the ARIA tabs pattern: a tablist whose arrow, Home and End keys move
// between tabs, and one tabpanel at a time.
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
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

type TabsState = { selected: Key | null; select(key: Key): void; base: string; routes: boolean };

const TabsContext = createContext<TabsState>({ selected: null, select: () => undefined, base: 'tabs', routes: false });

const elements = (children: ReactNode): ReactElement<Record<string, unknown>>[] =>
  Children.toArray(children).filter((child): child is ReactElement<Record<string, unknown>> => isValidElement(child));

/** Route tabs when any Tab in the TabList has an href. */
function hasRoutes(children: ReactNode): boolean {
  const list = elements(children).find((el) => el.type === TabList);
  return list ? elements(list.props.children as ReactNode).some((tab) => Boolean(tab.props.href)) : false;
}

/** The tabs container: `selectedKey` (controlled, e.g. from the route) or `defaultSelectedKey`. */
export function Tabs({ children, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const [own, setOwn] = useState<Key | null>(defaultSelectedKey ?? null);
  const base = useId();
  const state: TabsState = {
    selected: selectedKey === undefined ? own : selectedKey,
    select: (key) => {
      setOwn(key);
      onSelectionChange?.(key);
    },
    base,
    routes: hasRoutes(children),
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={styles.tabs}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Props of TabList: `label` names the navigation or tab list. */
export interface TabListProps {
  label: string;
  children: ReactNode;
}

/** Arrow keys, Home and End move focus (and the selection) between the tabs of a tablist. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tab = tabs[(next + tabs.length) % tabs.length];
  tab?.focus();
  tab?.click();
}

/** The row of tabs: a labelled <nav> for route tabs, else a tablist. */
export function TabList({ label, children }: TabListProps) {
  const { routes } = useContext(TabsContext);
  if (routes) {
    return (
      <nav aria-label={label}>
        <ul className={styles.list}>{children}</ul>
      </nav>
    );
  }
  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={moveFocus}>
      {children}
    </div>
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
  const { selected, select, base } = useContext(TabsContext);
  const isSelected = selected === id;
  if (href) {
    return (
      <li className={styles.item}>
        <Anchor href={href} isDisabled={isDisabled} aria-current={isSelected ? 'page' : undefined} className={styles.tab}>
          {children}
        </Anchor>
      </li>
    );
  }
  return (
    <button
      type="button"
      role="tab"
      id={`${base}-tab-${id}`}
      aria-selected={isSelected}
      aria-controls={isSelected ? `${base}-panel-${id}` : undefined}
      tabIndex={isSelected ? 0 : -1}
      disabled={isDisabled}
      data-selected={isSelected || undefined}
      className={styles.tab}
      onClick={() => select(id)}
    >
      {children}
    </button>
  );
}

/** The content for the selected tab; other panels render nothing. */
export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  const { selected, base, routes } = useContext(TabsContext);
  if (selected !== id) return null;
  if (routes) return <div className={styles.panel}>{children}</div>;
  return (
    <div role="tabpanel" id={`${base}-panel-${id}`} aria-labelledby={`${base}-tab-${id}`} tabIndex={0} className={styles.panel}>
      {children}
    </div>
  );
}
