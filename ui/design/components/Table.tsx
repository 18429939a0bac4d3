// RAC Table wrapped once: sortable columns (sortDescriptor/onSortChange on Table, allowsSorting on
// Column) and optional row selection, whose checkbox column is added automatically.
import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  CheckboxButton,
  CheckboxField,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { CheckboxIndicator } from './Checkbox';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './Icon';
import * as styles from './Table.css';
import * as toggle from './Toggle.css';

/** Props of Table: `label` names the grid for screen readers. */
export interface TableProps extends Omit<RACTableProps, 'className' | 'style' | 'aria-label'> {
  label: string;
}

/** A data grid with keyboard navigation, optional sorting and selection (selectionMode, selectedKeys…). */
export function Table({ label, ...props }: TableProps) {
  return (
    <div className={styles.wrap}>
      <RACTable {...props} aria-label={label} className={styles.table} />
    </div>
  );
}

function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection" className={toggle.field}>
      <CheckboxButton className={toggle.button}>{({ isSelected, isIndeterminate }) => <CheckboxIndicator isSelected={isSelected} isIndeterminate={isIndeterminate} />}</CheckboxButton>
    </CheckboxField>
  );
}

/** The header row; adds the select-all column when the table allows selection. */
export function TableHeader<T extends object>({ columns, children, ...props }: Omit<RACTableHeaderProps<T>, 'className' | 'style'>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader {...props}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <RACColumn className={`${styles.column} ${styles.checkboxCell}`}>{selectionMode === 'multiple' && <SelectionCheckbox />}</RACColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

/** Props of Column: text children; `allowsSorting`, `isRowHeader`, `id`. */
export interface ColumnProps extends Omit<RACColumnProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** A column header; sortable columns show their direction and toggle it on press. */
export function Column({ children, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={styles.column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {children}
          {allowsSorting && (
            <span className={sortDirection ? styles.sortIconActive : styles.sortIcon} aria-hidden="true">
              {sortDirection === 'ascending' ? <ChevronUpIcon size={14} /> : sortDirection === 'descending' ? <ChevronDownIcon size={14} /> : <SortIcon size={14} />}
            </span>
          )}
        </span>
      )}
    </RACColumn>
  );
}

/** The rows; `renderEmptyState` shows when there are none. */
export function TableBody<T extends object>(props: Omit<RACTableBodyProps<T>, 'className' | 'style'>) {
  return <RACTableBody {...props} />;
}

/** A row (`id` required); `href` or `onAction` make the whole row a link or action. */
export function Row<T extends object>({ columns, children, ...props }: Omit<RACRowProps<T>, 'className' | 'style'>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACRow {...props} className={styles.row}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <RACCell className={`${styles.cell} ${styles.checkboxCell}`}>
          <SelectionCheckbox />
        </RACCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

/** A cell. */
export function Cell(props: Omit<RACCellProps, 'className' | 'style'>) {
  return <RACCell {...props} className={styles.cell} />;
}

/** The centred message for an empty table body (pass to renderEmptyState). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
