// Rollout read hook: the SWR caller for rollouts. Writes live beside it and refresh this key.
import useSWR from 'swr';
import { fetchRollouts, rolloutKeys } from './api';

/** The flag's rollouts in rank order; pass a null flag key to hold off. */
export const useRollouts = (ns: string, flagKey: string | null) =>
  useSWR(flagKey === null ? null : rolloutKeys.flag(ns, flagKey), fetchRollouts);
