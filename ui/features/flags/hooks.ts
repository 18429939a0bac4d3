// Flag read hooks: the SWR callers for flags. Writes live beside them and refresh these keys.
import useSWR from 'swr';
import { fetchFlag, fetchFlags, flagKeys } from './api';

/** Every flag of the namespace, as SWR returns it. */
export const useFlags = (ns: string) => useSWR(flagKeys.list(ns), fetchFlags);

/** One flag with its variants; pass a null key to hold off. */
export const useFlag = (ns: string, key: string | null) => useSWR(key === null ? null : flagKeys.detail(ns, key), fetchFlag);
