// Rollout keys, fetchers and writes (SPEC §7 "Rollouts"); deletes and the order call are shared
// with rules (ordering). No React here. A flag's rollouts are keyed under the flag, so a
// reference change and the flag's deletion reset them with it.
import { request } from '../../lib/http';
import { flagKeys, flagPath } from '../flags';
import { RolloutListSchema } from './schema';

export const rolloutKeys = {
  flag: (ns: string, flagKey: string) => [...flagKeys.detail(ns, flagKey), 'rollouts'] as const,
};

export const rolloutsPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/rollouts`;

/** Every rollout of a flag in rank order (no limit: one page). */
export const fetchRollouts = ([, ns, , flagKey]: ReturnType<typeof rolloutKeys.flag>) =>
  request(rolloutsPath(ns, flagKey), { schema: RolloutListSchema });

/** A rollout's description and its threshold or segment part, as create and update take them. */
export type RolloutBody = { description: string } & (
  | { threshold: { percentage: number; value: boolean } }
  | { segment: { segmentKeys: string[]; segmentOperator: string; value: boolean } }
);

/**
 * Creates a rollout at `rank`, or with an id replaces that one's description and rule part (its
 * type cannot change, API.md §3.8).
 */
export const saveRollout = (ns: string, flagKey: string, body: RolloutBody & { rank?: number }, id = '') =>
  request(`${rolloutsPath(ns, flagKey)}${id && `/${id}`}`, { method: id ? 'PUT' : 'POST', body });
