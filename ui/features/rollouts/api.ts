// Rollout keys and fetchers (SPEC §7 "Rollouts"). No React here. Keys start with 'rollouts' so a
// reference change resets them; deleting a flag resets `rolloutKeys.flag`.
import { request } from '../../lib/http';
import { flagPath } from '../flags/api';
import { RolloutListSchema } from './schema';

export const rolloutKeys = {
  all: ['rollouts'] as const,
  flag: (ns: string, flagKey: string) => ['rollouts', ns, flagKey] as const,
};

export const rolloutsPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/rollouts`;

/** Every rollout of a flag in rank order (no limit: one page). */
export const fetchRollouts = ([, ns, flagKey]: ReturnType<typeof rolloutKeys.flag>) =>
  request(rolloutsPath(ns, flagKey), { schema: RolloutListSchema });
