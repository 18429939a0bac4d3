// Shared state of the Table parts (Table.tsx, TableRows.tsx): sorting, selection and the layout
// read from the header and body elements.
import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';

/** A row or column id. */
export type Key = string | number;

/** The sorted column and its direction (the shape React Aria uses, so stores can keep it). */
export interface SortDescriptor {
  column: Key;
  direction: 'ascending' | 'descending';
}

/** What every part of a Table reads from it. */
export type TableState = {
  sort: SortDescriptor | null;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode: 'none' | 'single' | 'multiple';
  selected: Set<Key>;
  disabled: Set<Key>;
  rowIds: Key[];
  rowHeader: number;
  columnCount: number;
  /** Each column's visible name ('' for a hidden one), shown beside its value in a stacked row. */
  labels: string[];
  setSelected(keys: Set<Key>): void;
};

/** Provided by Table to its header, rows and cells. */
export const TableContext = createContext<TableState | null>(null);

/** The enclosing Table's state; throws outside a Table. */
export function useTable(): TableState {
  const state = useContext(TableContext);
  if (!state) throw new Error('Table parts must be rendered inside <Table>');
  return state;
}

/** The React elements among `children`. */
export const elements = (children: ReactNode): ReactElement<Record<string, unknown>>[] =>
  Children.toArray(children).filter((child): child is ReactElement<Record<string, unknown>> => isValidElement(child));
