// A data table in plain semantic HTML (React Aria's Table costs ~15 kB gzip): <table> named by
// `label`, <th scope="col"> headers whose sort button sets `aria-sort`, a <th scope="row"> row
// header (a link when the row has `href`), and optional row selection with real (native) checkboxes.
// Every control is a native tab stop, so the table needs no grid keyboard model.
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './Icon';
import { TableCheckbox } from './TableCheckbox';
import { elements, TableContext, useTable, type Key, type SortDescriptor, type TableState } from './TableContext';
import { rowIdsOf, TableBody, type TableBodyProps } from './TableRows';
import * as styles from './Table.css';

export type { Key, SortDescriptor } from './TableContext';
export { Cell, Row, TableBody, TableEmpty, type RowProps, type TableBodyProps } from './TableRows';

/** Props of Table. */
export interface TableProps {
  /** Names the table for screen readers. */
  label: string;
  /** A TableHeader and a TableBody. */
  children: ReactNode;
  sortDescriptor?: SortDescriptor | null;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Adds a checkbox column: 'multiple' also gets a select-all checkbox in the header. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: 'all' | Iterable<Key>;
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Rows whose checkbox is disabled. */
  disabledKeys?: Iterable<Key>;
  /**
   * Column widths from the Columns' `width` (the rest share what is left), never from the rows
   * shown; narrower than 40rem (its own width, not the window's) the rows become stacked cards,
   * and above that the columns with a `drop` rank give way as it narrows (Table.css DROP_BELOW).
   */
  fixedLayout?: boolean;
  /**
   * False: every cell is a plain cell, no row headers (where Flipt's console has none and
   * operators' scripts find the first column as `cell`, e.g. a token's name or a variant's key).
   */
  rowHeaders?: boolean;
}

/** Column count, row-header position and row ids, read from the header and body elements. */
function layoutOf(children: ReactNode, needIds: boolean, rowHeaders: boolean) {
  const parts = elements(children);
  const header = parts.find((el) => el.type === TableHeader);
  const columns = header ? elements(header.props.children as ReactNode) : [];
  const body = parts.find((el) => el.type === TableBody)?.props as TableBodyProps<object> | undefined;
  const rowIds = needIds && body ? rowIdsOf(body) : [];
  const rowHeader = rowHeaders ? Math.max(0, columns.findIndex((c) => c.props.isRowHeader)) : -1;
  const labels = columns.map((c) => (typeof c.props.children === 'string' && !c.props.hideLabel ? c.props.children : ''));
  return { columnCount: columns.length, rowHeader, rowIds, labels };
}

const toSet = (keys: 'all' | Iterable<Key> | undefined, all: Key[]) => new Set(keys === 'all' ? all : (keys ?? []));

/** A table with optional sorting (sortDescriptor/onSortChange) and row selection (selectionMode…). */
export function Table({ label, children, sortDescriptor, onSortChange, selectionMode = 'none', selectedKeys, defaultSelectedKeys, onSelectionChange, disabledKeys, fixedLayout = false, rowHeaders = true }: TableProps) {
  const layout = layoutOf(children, selectionMode !== 'none', rowHeaders);
  const [own, setOwn] = useState(() => toSet(defaultSelectedKeys, layout.rowIds));
  const state: TableState = {
    ...layout,
    columnCount: layout.columnCount + (selectionMode === 'none' ? 0 : 1),
    sort: sortDescriptor ?? null,
    onSortChange,
    selectionMode,
    selected: selectedKeys === undefined ? own : toSet(selectedKeys, layout.rowIds),
    disabled: new Set(disabledKeys ?? []),
    setSelected: (keys) => {
      setOwn(keys);
      onSelectionChange?.(keys);
    },
  };
  return (
    <TableContext.Provider value={state}>
      <div className={fixedLayout ? `${styles.wrap} ${styles.wrapFixed}` : styles.wrap}>
        <table aria-label={label} className={fixedLayout ? `${styles.table} ${styles.fixed}` : styles.table}>
          {children}
        </table>
      </div>
    </TableContext.Provider>
  );
}

function SelectAll() {
  const { selectionMode, selected, disabled, rowIds, setSelected } = useTable();
  if (selectionMode !== 'multiple') return <span className={visuallyHidden}>Select</span>;
  const enabled = rowIds.filter((id) => !disabled.has(id));
  const count = enabled.filter((id) => selected.has(id)).length;
  const all = enabled.length > 0 && count === enabled.length;
  return (
    <TableCheckbox
      label="Select all"
      isSelected={all}
      isIndeterminate={count > 0 && !all}
      isDisabled={enabled.length === 0}
      onChange={() => setSelected(all ? new Set() : new Set(enabled))}
    />
  );
}

/** The header row: Column elements (a select-all column is added when the table selects rows). */
export function TableHeader({ children }: { children: ReactNode }) {
  const { selectionMode } = useTable();
  return (
    <thead className={styles.section}>
      <tr className={styles.headerRow}>
        {selectionMode !== 'none' && (
          <th scope="col" className={`${styles.column} ${styles.checkboxCell}`}>
            <SelectAll />
          </th>
        )}
        {children}
      </tr>
    </thead>
  );
}

/** Props of Column. */
export interface ColumnProps {
  /** Identifies the column in the sort descriptor. */
  id?: Key;
  children: ReactNode;
  /** Shows a sort button; pressing it sorts ascending, then toggles the direction. */
  allowsSorting?: boolean;
  /** This column's cells are row headers (<th scope="row">); default is the first column. */
  isRowHeader?: boolean;
  /** Keep the header text for screen readers only (e.g. an "Actions" column). */
  hideLabel?: boolean;
  /** The column's width in a fixed-layout table ('24%', '8rem'). */
  width?: string;
  /** In a narrow fixed-layout table, the column gives way at this rank (1 first); its cells say the same. */
  drop?: 1 | 2 | 3;
}

function SortMark({ direction }: { direction?: SortDescriptor['direction'] }) {
  const Icon = direction === 'ascending' ? ChevronUpIcon : direction === 'descending' ? ChevronDownIcon : SortIcon;
  return (
    <span className={direction ? styles.sortIconActive : styles.sortIcon} aria-hidden="true">
      <Icon size={14} />
    </span>
  );
}

/** A column header; sortable columns hold a button and expose the direction as `aria-sort`. */
export function Column({ id, children, allowsSorting, hideLabel, width, drop }: ColumnProps) {
  const { sort, onSortChange } = useTable();
  const direction = sort && id !== undefined && sort.column === id ? sort.direction : undefined;
  const text = hideLabel ? <span className={visuallyHidden}>{children}</span> : <span className={styles.sortLabel}>{children}</span>;
  const size = width ? { width } : undefined;
  if (!allowsSorting || id === undefined) {
    return (
      <th scope="col" className={styles.column} style={size} data-drop={drop}>
        {text}
      </th>
    );
  }
  const next = direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={direction} className={`${styles.column} ${styles.sortable}`} style={size} data-drop={drop}>
      <button type="button" className={styles.sortButton} onClick={() => onSortChange?.({ column: id, direction: next })}>
        {text}
        <SortMark direction={direction} />
      </button>
    </th>
  );
}
