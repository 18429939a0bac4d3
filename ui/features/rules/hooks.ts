// Rule read hook: the SWR caller for rules. Writes live beside it and refresh this key.
import useSWR from 'swr';
import { fetchRules, ruleKeys } from './api';

/** The flag's rules in rank order; pass a null flag key to hold off. */
export const useRules = (ns: string, flagKey: string | null) =>
  useSWR(flagKey === null ? null : ruleKeys.flag(ns, flagKey), fetchRules);
