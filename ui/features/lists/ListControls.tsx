// The controls around a list's table: the search field above it (with the match count announced
// while searching) and the pager below, both driven by useListView.
import type { ReactNode } from 'react';
import { TablePager } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { ListSearch } from './ListSearch';
import type { ListView } from './useListView';
import * as styles from './ListPage.css';

/** Props of ListControls. */
export interface ListControlsProps {
  view: ListView<unknown>;
  /** What the rows are, plural and lower case ("flags"): "12 flags found". */
  noun: string;
  /** Names the search field ("Search flags"). */
  searchLabel: string;
  /** Names the pager ("Pages of flags"). */
  pagerLabel: string;
  /** A line between the search and the table (the list's loading state). */
  status?: ReactNode;
  /** Controls between the search and the table (the flags list's filters and bulk actions). */
  toolbar?: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** Search field, table and pager of one list. */
export function ListControls({ view, noun, searchLabel, pagerLabel, status, toolbar, children }: ListControlsProps) {
  return (
    <div className={styles.list}>
      {view.search.show && (
        <div className={styles.search}>
          <ListSearch label={searchLabel} value={view.search.value} generation={view.search.generation} onChange={view.search.onChange} />
        </div>
      )}
      {toolbar}
      <p aria-live="polite" className={visuallyHidden}>
        {view.query && `${view.matching} ${noun} found`}
      </p>
      {status}
      {children}
      {view.pager && <TablePager label={pagerLabel} {...view.pager} />}
    </div>
  );
}
