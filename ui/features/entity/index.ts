export { entityApi, FIRST_PAGE } from './api';
export type { EntityAction } from './EntityActions';
export { EntityForm } from './EntityForm';
export { EntityPage, NewEntityPage } from './EntityPage';
export type { EntityKind } from './kind';
export { entityEntries, listPageEntries, OptionalStringSchema } from './schema';
export { entityFormEntries, useEntityForm, type EntityValues } from './useEntityForm';
export { useListing, type Listing, type ListingApi } from './listing';
export { useEntityWrites } from './writes';
