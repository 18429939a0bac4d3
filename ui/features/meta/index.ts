export { READ_ONLY, REFRESHING, useMeta, useMetaConfig, useMetaInfo, useReadOnly, useSetReference, useTheme, useThemeSync } from './hooks';
export { deriveMeta, fetchConfig, fetchInfo, metaKeys, SHORT_COMMIT, versionLink } from './api';
export { ConfigSchema, InfoSchema, type Config, type Info, type Meta, type StorageType } from './schema';
