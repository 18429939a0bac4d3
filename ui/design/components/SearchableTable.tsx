import type { ReactNode } from 'react';
import * as page from '../recipes/page.css';
import { SearchField } from './SearchField';
import { TablePager } from './TablePager';
import type { TableView } from './TableView';

/** Props of SearchableTable. */
export interface SearchableTableProps {
  /** From useTableView: whether the search shows, and the pager. */
  view: TableView<unknown>;
  /** Names the search field ("Search tokens"). */
  searchLabel: string;
  /** Names the pager ("Token pages"). */
  pagerLabel: string;
  /** The Table. */
  children: ReactNode;
}

/** A table with useTableView's search field above it and its pager below. */
export function SearchableTable({ view, searchLabel, pagerLabel, children }: SearchableTableProps) {
  return (
    <div className={page.list}>
      {view.search.show && (
        <div className={page.search}>
          <SearchField label={searchLabel} hideLabel placeholder="Search" value={view.search.value} onChange={view.search.onChange} />
        </div>
      )}
      {children}
      {view.pager && <TablePager label={pagerLabel} {...view.pager} />}
    </div>
  );
}
