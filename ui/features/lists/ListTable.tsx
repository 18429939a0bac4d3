// One page of a list as a table whose row headers link to the entity. Memoised, so renders that
// leave the rows alone (the URL catching up with the search, the pager) skip the rows.
import { memo, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader, type Key, type SortDescriptor } from '../../design/components';
import type { ListColumn } from './columns';

/** Props of ListTable. */
export interface ListTableProps<T extends { key: string }> {
  /** Names the table ("Flags"). */
  label: string;
  columns: ListColumn<T>[];
  rows: T[];
  href: (row: T) => string;
  /** The search the rows match, for the no-match message. */
  query: string;
  sort: SortDescriptor | null;
  onSortChange: (sort: SortDescriptor) => void;
  /** Row checkboxes (by key) and what they change; keep it stable while the selection is. */
  selection?: ListSelection;
  /** Replaces the no-match message (what hides the rows and how to show them). */
  noMatch?: ReactNode;
}

/** The selected rows' keys and the setter of a list that selects rows. */
export type ListSelection = { keys: ReadonlySet<string>; onChange: (keys: Set<string>) => void };

function ListTableOf<T extends { key: string }>({ label, columns, rows, href, query, sort, onSortChange, selection, noMatch }: ListTableProps<T>) {
  // Rows are keyed by position: a keystroke that changes the rows updates them in place instead of
  // unmounting and mounting twenty rows (cheaper, and focus stays in the table).
  const items = rows.map((row, at) => ({ row, at }));
  return (
    <Table
      label={label}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      fixedLayout
      {...(selection && { selectionMode: 'multiple', selectedKeys: selection.keys, onSelectionChange: (keys: Set<Key>) => selection.onChange(new Set([...keys].map(String))) })}
    >
      <TableHeader>
        {columns.map((c, i) => (
          <Column key={c.id} id={c.id} isRowHeader={i === 0} allowsSorting {...(c.width ? { width: c.width } : {})}>
            {c.label}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => <TableEmpty>{noMatch ?? `No ${label.toLowerCase()} match “${query}”.`}</TableEmpty>}>
        {({ row, at }) => (
          <Row key={at} id={row.key} href={href(row)} textValue={row.key}>
            {columns.map((c) => (
              <Cell key={c.id}>{c.cell(row)}</Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The table of a list page, sortable by every column. */
export const ListTable = memo(ListTableOf) as typeof ListTableOf;
