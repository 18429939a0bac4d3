// Flag hooks: the SWR callers for flags. Writes live beside them and refresh these keys.
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useReadFresh } from '../../lib/swr';
import { useEntityWrites, useListing, whenIdle } from '../entity';
import type { ListOptions } from '../lists';
import { fetchFlag, fetchFlags, flagApi, flagKeys, flagUpdate, type FlagUpdateBody } from './api';
import { patchFlag } from './patch';
import type { Flag, FlagList } from './schema';
import { fetchTargeting, targetingKey, type ListedFlag } from './targeting';

/** Every flag of the namespace, as SWR returns it; a null namespace fetches nothing. */
export const useFlags = (ns: string | null) => useSWR(ns === null ? null : flagKeys.list(ns), fetchFlags);

/**
 * The flags list (issue 15: time to list): its view by the address, from the first page until
 * every flag is in; `rowsOf` (stable) makes its rows of an answer.
 */
export const useFlagList = (ns: string, options: ListOptions<ListedFlag>, rowsOf: (list: FlagList) => readonly ListedFlag[]) => useListing(flagApi, ns, options, rowsOf);

/** How many rules or rollouts each flag of `ns` has, read once the list is drawn (`listed`) and the browser idle. */
export function useTargeting(ns: string, listed: boolean) {
  const [after, setAfter] = useState<string | null>(null);
  useEffect(() => {
    if (listed) whenIdle(() => setAfter(ns));
  }, [listed, ns]);
  return useSWR(after === ns ? targetingKey(ns) : null, fetchTargeting).data;
}

/** One flag with its variants; pass a null key to hold off. */
export const useFlag = (ns: string, key: string | null) => useSWR(key === null ? null : flagKeys.detail(ns, key), fetchFlag);

/**
 * Create, update, delete and copy flags of a namespace, refreshing the caches SPEC §4 names; a
 * delete drops the flag's rules, rollouts and counts with it (their keys are under the flag's).
 */
export const useFlagWrites = (ns: string) => useEntityWrites(ns, flagApi);

/** Reads flags of namespace `ns` as the server holds them now, refreshing their cache (null when gone). */
export function useCurrentFlag(ns: string) {
  const read = useReadFresh();
  return (key: string) => read(flagKeys.detail(ns, key), fetchFlag);
}

/**
 * Writers of the field the Default Rule card owns: the default variant. Its form passes the flag
 * as just read by its conflict guard (`now`); Remove is guarded here.
 */
export function useFlagDefaults(ns: string, flag: Flag) {
  const { mutate } = useSWRConfig();
  const { update } = useFlagWrites(ns);
  const current = useCurrentFlag(ns);
  const save = (patch: Partial<FlagUpdateBody>, now: Flag) => update(flag.key, flagUpdate(now, patch));
  const show = (value: Flag) => mutate(flagKeys.detail(ns, flag.key), value, { revalidate: false });
  return {
    /** The flag now, as the default cards' forms compare it. */
    current: () => current(flag.key),
    setDefaultVariant: (defaultVariantId: string, now = flag) => save({ defaultVariantId }, now),
    removeDefaultVariant: async () => {
      const saved = await patchFlag(ns, flag, { defaultVariantId: null }, () => current(flag.key));
      await show(saved);
    },
  };
}
