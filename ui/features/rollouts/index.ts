export { useRollouts } from './hooks';
export { RolloutsTab } from './RolloutsTab';
export type { Rollout } from './schema';
