// Flag read hooks: the SWR callers for flags. Writes live beside them and refresh these keys.
import useSWR from 'swr';
import { useEntityWrites } from '../entity/writes';
import { rolloutKeys } from '../rollouts/api';
import { ruleKeys } from '../rules/api';
import { copyFlag, createFlag, deleteFlag, fetchFlag, fetchFlags, flagKeys, updateFlag } from './api';

/** Every flag of the namespace, as SWR returns it. */
export const useFlags = (ns: string) => useSWR(flagKeys.list(ns), fetchFlags);

/** One flag with its variants; pass a null key to hold off. */
export const useFlag = (ns: string, key: string | null) => useSWR(key === null ? null : flagKeys.detail(ns, key), fetchFlag);

const flagCalls = {
  keys: flagKeys,
  create: createFlag,
  update: updateFlag,
  remove: deleteFlag,
  copy: copyFlag,
  dependents: (ns: string, key: string) => [ruleKeys.flag(ns, key), rolloutKeys.flag(ns, key)],
};

/** Create, update, delete and copy flags of a namespace, refreshing the caches SPEC §4 names. */
export const useFlagWrites = (ns: string) => useEntityWrites(ns, flagCalls);
