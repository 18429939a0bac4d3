// Route tabs: navigation between pages that look like tabs (the flag's Variants | Rules |
// Analytics, Settings' sections). They are not the ARIA tabs pattern: a labelled <nav> of links
// with aria-current="page" on the selected one, routed client-side like Link. In-page tabs (one
// panel shown at a time, tablist keyboard model) are React Aria's, in Tabs.tsx.
import { createContext, useContext, type ReactNode } from 'react';
import { Anchor } from './Link';
import * as styles from './Tabs.css';

/** The selected route tab's id. */
const Selected = createContext<string | null>(null);

/** Props of RouteTabs: `selected` is the id of the tab whose route is shown. */
export interface RouteTabsProps {
  selected: string;
  /** A RouteTabList, then the routed content (a RouteTabPanel). */
  children: ReactNode;
}

/** The route tabs container. */
export function RouteTabs({ selected, children }: RouteTabsProps) {
  return (
    <Selected.Provider value={selected}>
      <div className={styles.tabs}>{children}</div>
    </Selected.Provider>
  );
}

/** The row of route tabs, a <nav> named by `label`. */
export function RouteTabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

/** One route tab: a link to `href`, the current page while selected. */
export function RouteTab({ id, href, isDisabled, children }: { id: string; href: string; isDisabled?: boolean; children: ReactNode }) {
  const selected = useContext(Selected);
  return (
    <li className={styles.item}>
      <Anchor href={href} isDisabled={isDisabled} aria-current={selected === id ? 'page' : undefined} className={styles.tab}>
        {children}
      </Anchor>
    </li>
  );
}

/** The routed content below route tabs. */
export function RouteTabPanel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}
