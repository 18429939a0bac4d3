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

export const rolloutPath = (ns: string, flagKey: string, id: string) => `${rolloutsPath(ns, flagKey)}/${id}`;

/** A rollout's description and its threshold or segment part, as create and update take them. */
export type RolloutBody = { description: string } & (
  | { threshold: { percentage: number; value: boolean } }
  | { segment: { segmentKeys: string[]; segmentOperator: string; value: boolean } }
);

export const createRollout = (ns: string, flagKey: string, body: RolloutBody & { rank: number }) =>
  request(rolloutsPath(ns, flagKey), { method: 'POST', body });

/** Replaces the description and the rule part; the type cannot change (API.md §3.8). */
export const updateRollout = (ns: string, flagKey: string, id: string, body: RolloutBody) =>
  request(rolloutPath(ns, flagKey, id), { method: 'PUT', body });

export const deleteRollout = (ns: string, flagKey: string, id: string) => request(rolloutPath(ns, flagKey, id), { method: 'DELETE' });
