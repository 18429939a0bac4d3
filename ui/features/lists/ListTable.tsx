// One page of a list as a table: the flags, segments, namespaces and tokens lists all render
// through it. Each column says what it shows and sorts by; a row may link to its entity and end
// with an actions cell. Memoised, so renders that leave the rows alone (the URL catching up with
// the search, the pager) skip the rows.
import { memo, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader, type Key, type SortDescriptor } from '../../design/components';
import type { ListColumn } from './columns';

/** Props of ListTable. */
export interface ListTableProps<T> {
  /** Names the table ("Flags"). */
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  /** The row's id: its key, or a token's id. Selection is by this id. */
  rowId: (row: T) => string;
  /** What a row links to, if it links. */
  href?: (row: T) => string;
  /** The row's text for typeahead (default: its id). */
  rowText?: (row: T) => string;
  /** A last, unsortable column of actions; `label` names it for screen readers. */
  actions?: { label: string; cell: (row: T) => ReactNode };
  /** The search the rows match, for the no-match message. */
  query: string;
  sort: SortDescriptor | null;
  onSortChange: (sort: SortDescriptor) => void;
  /** Row checkboxes (by id) and what they change; keep it stable while the selection is. */
  selection?: ListSelection;
  /** Replaces the no-match message (what hides the rows and how to show them). */
  noMatch?: ReactNode;
  /** The first column heads its row (default); off where the row has no single name. */
  rowHeaders?: boolean;
  /** Ids of rows marked "New" (another operator's, issue 40.3); keep it stable while they are. */
  marked?: ReadonlySet<string> | undefined;
}

/** The selected rows' ids and the setter of a list that selects rows. */
export type ListSelection = { keys: ReadonlySet<string>; onChange: (keys: Set<string>) => void };

function ListTableOf<T>({ label, columns, rows, rowId, href, rowText = rowId, actions, query, sort, onSortChange, selection, noMatch, rowHeaders = true, marked }: ListTableProps<T>) {
  // Rows are keyed by position: a keystroke that changes the rows updates them in place instead of
  // unmounting and mounting twenty rows (cheaper, and focus stays in the table).
  const items = rows.map((row, at) => ({ row, at }));
  return (
    <Table
      label={label}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      fixedLayout={columns.some((c) => c.width)}
      rowHeaders={rowHeaders}
      {...(selection && { selectionMode: 'multiple', selectedKeys: selection.keys, onSelectionChange: (keys: Set<Key>) => selection.onChange(new Set([...keys].map(String))) })}
    >
      <TableHeader>
        {columns.map((c, i) => (
          <Column key={c.id} id={c.id} isRowHeader={i === 0} allowsSorting={!c.unsorted} width={c.width} drop={c.drop}>
            {c.label}
          </Column>
        ))}
        {actions && (
          <Column id="actions" hideLabel>
            {actions.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => <TableEmpty>{noMatch ?? `No ${label.toLowerCase()} match “${query}”.`}</TableEmpty>}>
        {({ row, at }) => (
          <Row key={at} id={rowId(row)} textValue={rowText(row)} {...(href && { href: href(row) })} badge={marked?.has(rowId(row)) ? 'New' : undefined}>
            {columns.map((c) => (
              <Cell key={c.id} stack={c.stack} drop={c.drop}>
                {c.cell(row)}
              </Cell>
            ))}
            {actions && <Cell>{actions.cell(row)}</Cell>}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The table of a list, sortable by every column but the actions. */
export const ListTable = memo(ListTableOf) as typeof ListTableOf;
