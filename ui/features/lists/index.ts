export { timeValue } from './arrange';
export { keyColumn, nameColumn, searchText, timeColumn, type ListColumn, type Listed } from './columns';
export { ListControls } from './ListControls';
export { ListPage } from './ListPage';
export { listLoad } from './load';
export { useLoadEveryRow } from './useLoadEveryRow';
export type { ListRest } from './RestStatus';
export type { ListSelection } from './ListTable';
export { useListView, type ListOptions, type ListView, type SortColumn } from './useListView';
