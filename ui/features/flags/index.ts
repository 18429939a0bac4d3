export { fetchFirstFlags, fetchFlags, flagKeys, flagPath } from './api';
export { FlagForm } from './FlagForm';
export { FlagsPage } from './FlagsPage';
export { useCurrentFlag, useFlag, useFlagDefaults, useFlags, useFlagWrites } from './hooks';
export { NewFlagPage } from './NewFlagPage';
export { flagDeleteGuard } from './patch';
export { FlagListSchema, flagTypeLabel, variantKey, type Flag, type Variant } from './schema';
export { targetingNote } from './targeting';
export type { FlagTabProps } from './tabs';
