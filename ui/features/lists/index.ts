export { timeValue, withParams } from './arrange';
export { keyColumn, nameColumn, searchText, shortText, timeColumn, type ListColumn, type Listed } from './columns';
export { ListControls } from './ListControls';
export { ListPage } from './ListPage';
export { createListPipeline, needsEveryRow, type ListParams, type ListResult, type ListSpec, type RowFilter } from './pipeline';
export type { ListRest } from './RestStatus';
export { ListTable, type ListSelection } from './ListTable';
export { SEARCH_URL_DELAY_MS, useSearchText } from './useSearchText';
export { useListState, useListView, useListViewOf, type ListOptions, type ListState, type ListView, type SortColumn } from './useListView';
