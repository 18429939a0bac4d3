export { READ_ONLY, useMeta, useMetaConfig, useMetaInfo, useReadOnly, useSetReference, useTheme, useThemeSync } from './hooks';
export { deriveMeta, fetchConfig, fetchInfo, metaKeys, SHORT_COMMIT, versionLink } from './api';
export type { Config, Info, Meta, StorageType } from './schema';
