// Rule keys and fetchers (SPEC §7 "Rules"). No React here. Keys start with 'rules' so a reference
// change resets them; deleting a flag resets `ruleKeys.flag`.
import { request } from '../../lib/http';
import { flagPath } from '../flags/api';
import { RuleListSchema } from './schema';

export const ruleKeys = {
  all: ['rules'] as const,
  flag: (ns: string, flagKey: string) => ['rules', ns, flagKey] as const,
};

export const rulesPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/rules`;

/** Every rule of a flag in rank order (no limit: one page). */
export const fetchRules = ([, ns, flagKey]: ReturnType<typeof ruleKeys.flag>) =>
  request(rulesPath(ns, flagKey), { schema: RuleListSchema });
