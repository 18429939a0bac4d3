// The body parts of Table: TableBody, Row, Cell and TableEmpty.
import { Children, createContext, Fragment, useContext, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Badge } from './Badge';
import { Anchor } from './Link';
import { TableCheckbox } from './TableCheckbox';
import { elements, useTable, type Key } from './TableContext';
import * as styles from './Table.css';

/** Props of TableBody: static Rows, or `items` with a function returning a Row per item. */
export interface TableBodyProps<T extends object> {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
  /** Shown in one full-width cell when there are no rows. */
  renderEmptyState?: () => ReactNode;
}

/** The ids of the rows a TableBody renders (for select-all). */
export function rowIdsOf<T extends object>({ items, children }: TableBodyProps<T>): Key[] {
  const rows = typeof children === 'function' ? Array.from(items ?? [], children) : elements(children);
  return rows.map((row) => (row.props as { id: Key }).id);
}

function rowsOf<T extends object>({ items, children }: TableBodyProps<T>): ReactNode {
  if (typeof children !== 'function') return children;
  return Array.from(items ?? [], (item, index) => {
    const row = children(item);
    return <Fragment key={row.key ?? String((row.props as { id?: Key }).id ?? index)}>{row}</Fragment>;
  });
}

/** The rows; `renderEmptyState` shows when there are none. */
export function TableBody<T extends object>(props: TableBodyProps<T>) {
  const { columnCount } = useTable();
  const rows = rowsOf(props);
  if (props.renderEmptyState && Children.count(rows) === 0) {
    return (
      <tbody className={styles.section}>
        <tr>
          <td colSpan={columnCount} className={styles.cell}>
            {props.renderEmptyState()}
          </td>
        </tr>
      </tbody>
    );
  }
  return <tbody className={styles.section}>{rows}</tbody>;
}

/** Props of Row. */
export interface RowProps {
  id: Key;
  children: ReactNode;
  /** Makes the row header a link; a click elsewhere on the row follows it too. */
  href?: string;
  /** Names the row in its checkbox label ("Select {textValue}"); defaults to the id. */
  textValue?: string;
  /** A word after the row header ("New") that marks the row (`data-marked` holds its id). */
  badge?: string | undefined;
}

const CellContext = createContext<{ isRowHeader: boolean; href?: string; label: string; badge?: string | undefined }>({ isRowHeader: false, label: '' });

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

/** Mouse convenience for linked rows: a click outside any control follows the row-header link. */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element;
  if (target.closest(INTERACTIVE)) return;
  event.currentTarget.querySelector<HTMLElement>('[data-row-link]')?.click();
}

/** A row (`id` required) of Cells, with its selection checkbox when the table selects rows. */
export function Row({ id, children, href, textValue, badge }: RowProps) {
  const { selectionMode, selected, disabled, rowHeader, labels, setSelected } = useTable();
  const isSelected = selected.has(id);
  const toggle = (on: boolean) => {
    const next = new Set(selectionMode === 'single' ? [] : selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  return (
    <tr className={href ? `${styles.row} ${styles.linkedRow}` : styles.row} data-selected={isSelected || undefined} data-marked={badge && String(id)} onClick={href ? followRowLink : undefined}>
      {selectionMode !== 'none' && (
        <td className={`${styles.cell} ${styles.checkboxCell}`}>
          <TableCheckbox label={`Select ${textValue ?? String(id)}`} isSelected={isSelected} isDisabled={disabled.has(id)} onChange={toggle} />
        </td>
      )}
      {Children.map(children, (child, index) => (
        <CellContext.Provider value={{ isRowHeader: index === rowHeader, href, label: labels[index] ?? '', badge }}>{child}</CellContext.Provider>
      ))}
    </tr>
  );
}

/** Props of Cell. */
export interface CellProps {
  children?: ReactNode;
  /**
   * Its place when the row is a stacked card (phones, a narrow list): beside the row header
   * ('pin', e.g. a switch that must not move between lines), a line of its own ('line', e.g. a
   * name), or by default a value after its column's name ("Updated 3 days ago").
   */
  stack?: 'pin' | 'line';
  /** Its column's `drop` rank (Column). */
  drop?: 1 | 2 | 3;
}

/** A cell; in the row-header column it is a <th scope="row"> (holding the row's link, if any). */
export function Cell({ children, stack, drop }: CellProps) {
  const { isRowHeader, href, label, badge } = useContext(CellContext);
  if (!isRowHeader) {
    // The column's name goes in a stacked row's `::before`, out of the cell's text.
    return (
      <td className={styles.cell} data-stack={stack} data-label={(!stack && label) || undefined} data-drop={drop}>
        {children}
      </td>
    );
  }
  return (
    <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
      {href ? (
        <Anchor href={href} className={styles.rowLink} data-row-link="">
          {children}
        </Anchor>
      ) : (
        children
      )}
      {badge && (
        <>
          {' '}
          <Badge tone="accent">{badge}</Badge>
        </>
      )}
    </th>
  );
}

/** The centred message for an empty table body (pass to renderEmptyState). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
