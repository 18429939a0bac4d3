// The columns of the flags and segments tables, and the ones they share: each column says what it
// shows and what it sorts by, so the table and the sorting read one definition.
import type { ReactNode } from 'react';
import { timeValue, type SortValue } from './arrange';
import { VisibleText } from '../../design/components';
import { visibleControls } from '../../lib/text';
import { Timestamp } from './Timestamp';
import * as styles from './ListPage.css';

/** What every listed entity has: it is searched by key, name and description. */
export type Listed = { key: string; name: string; description: string; createdAt: string; updatedAt: string };

/** One column of a list table. */
export interface ListColumn<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  sort: (row: T) => SortValue;
  /** Its width ('8rem', '24%'); columns without one share the rest. */
  width?: string;
  /** Its place in a row shown as a card (phones): see the design Table's Cell. */
  stack?: 'pin' | 'line';
  /**
   * In a list narrower than the window needs for every column, it gives way at this rank: 1
   * first (below 58rem), then 2 (50rem), then 3 (42rem); a column without a rank always shows.
   */
  drop?: 1 | 2 | 3;
  /** Its header does not sort (values the list does not hold, read per row). */
  unsorted?: boolean;
}

/** The class of a short value on one line, cut with an ellipsis. */
export const shortText = styles.short;

/** The text a list search looks in. */
export const searchText = (row: Listed) => `${row.key}\n${row.name}\n${row.description}`;

/** The key, in monospace (the row header and its link); it shares the free width with the name. */
export const keyColumn: ListColumn<Listed> = {
  id: 'key',
  label: 'Key',
  cell: (row) => (
    <span className={styles.key} title={visibleControls(row.key)}>
      <VisibleText text={row.key} />
    </span>
  ),
  sort: (row) => row.key,
};

/**
 * The name (at most two lines, its hidden characters marked) with the description on a muted line
 * below, each cut with an ellipsis and whole in its title; a card gives it a line of its own.
 */
export const nameColumn: ListColumn<Listed> = {
  id: 'name',
  label: 'Name',
  stack: 'line',
  cell: (row) => (
    <>
      <bdi className={styles.name} title={visibleControls(row.name)}>
        <VisibleText text={row.name} />
      </bdi>
      {row.description && (
        <bdi className={styles.detail} title={row.description}>
          {row.description}
        </bdi>
      )}
    </>
  ),
  sort: (row) => row.name,
};

/** A creation or update time, relative with the exact time on hover; the lists drop Updated first, then Created. */
export const timeColumn = (id: 'createdAt' | 'updatedAt', label: string): ListColumn<Listed> => ({
  id,
  label,
  cell: (row) => <Timestamp value={row[id]} />,
  sort: (row) => timeValue(row[id]),
  width: '8rem',
  drop: id === 'updatedAt' ? 1 : 2,
});
