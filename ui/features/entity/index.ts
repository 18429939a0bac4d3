export { entityApi } from './api';
export type { EntityAction } from './EntityActions';
export { EntityForm } from './EntityForm';
export { EntityPage, NewEntityPage } from './EntityPage';
export type { EntityKind } from './kind';
export { entityEntries, OptionalStringSchema } from './schema';
export { entityFormEntries, useEntityForm, type EntityValues } from './useEntityForm';
export { useEntityWrites } from './writes';
