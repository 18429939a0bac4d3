export { keyColumn, nameColumn, timeColumn, type ListColumn, type Listed } from './columns';
export { ListPage } from './ListPage';
export { useListView, type ListView } from './useListView';
