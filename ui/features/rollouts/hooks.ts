// Rollout hooks: the SWR callers for rollouts. Every write refetches the flag's rollouts when done.
import useSWR from 'swr';
import { useRefetchAfter, useSaveOrder } from '../ordering/hooks';
import { createRollout, deleteRollout, fetchRollouts, rolloutKeys, rolloutsPath, updateRollout, type RolloutBody } from './api';
import type { Rollout } from './schema';

/** The flag's rollouts in rank order; pass a null flag key to hold off. */
export const useRollouts = (ns: string, flagKey: string | null) =>
  useSWR(flagKey === null ? null : rolloutKeys.flag(ns, flagKey), fetchRollouts);

/** Create, update, delete and reorder for the rollouts of one flag. */
export function useRolloutWrites(ns: string, flagKey: string) {
  const key = rolloutKeys.flag(ns, flagKey);
  const after = useRefetchAfter(key);
  return {
    reorder: useSaveOrder<Rollout>({ key, path: `${rolloutsPath(ns, flagKey)}/order`, field: 'rolloutIds', done: 'Successfully reordered rollouts' }),
    create: (body: RolloutBody & { rank: number }) => after(() => createRollout(ns, flagKey, body)),
    update: (id: string, body: RolloutBody) => after(() => updateRollout(ns, flagKey, id, body)),
    remove: (id: string) => after(() => deleteRollout(ns, flagKey, id)),
  };
}
