// Rollout hooks: the SWR callers for rollouts. Every write refetches the flag's rollouts when done.
import useSWR from 'swr';
import { useRankedWrites } from '../ordering';
import { fetchRollouts, saveRollout, rolloutKeys, rolloutsPath, type RolloutBody } from './api';

/** The flag's rollouts in rank order; pass a null flag key to hold off. */
export const useRollouts = (ns: string, flagKey: string | null) =>
  useSWR(flagKey === null ? null : rolloutKeys.flag(ns, flagKey), fetchRollouts);

/** Create, update, delete and reorder for the rollouts of one flag. */
export function useRolloutWrites(ns: string, flagKey: string) {
  const { run, ...writes } = useRankedWrites('rollouts', rolloutKeys.flag(ns, flagKey), rolloutsPath(ns, flagKey), fetchRollouts);
  return {
    ...writes,
    create: (body: RolloutBody & { rank: number }) => run(() => saveRollout(ns, flagKey, body)),
    update: (id: string, body: RolloutBody) => run(() => saveRollout(ns, flagKey, body, id)),
  };
}
