// Rule keys, fetchers and writes (SPEC §7 "Rules"); deletes and the order call are shared with
// rollouts (ordering). No React here. A flag's rules are keyed under the flag, so a reference
// change and the flag's deletion reset them with it.
import { request } from '../../lib/http';
import { flagKeys, flagPath } from '../flags';
import { RuleListSchema, RuleSchema } from './schema';

export const ruleKeys = {
  flag: (ns: string, flagKey: string) => [...flagKeys.detail(ns, flagKey), 'rules'] as const,
};

export const rulesPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/rules`;

/** Every rule of a flag in rank order (no limit: one page). */
export const fetchRules = ([, ns, , flagKey]: ReturnType<typeof ruleKeys.flag>) =>
  request(rulesPath(ns, flagKey), { schema: RuleListSchema });

/** The segments of a rule as create and update take them. */
export type RuleSegmentsBody = { segmentKeys: string[]; segmentOperator: string };

/** One distribution as create and update take it. */
export type DistributionBody = { variantId: string; rollout: number };

export const createRule = (ns: string, flagKey: string, body: RuleSegmentsBody & { rank: number }) =>
  request(rulesPath(ns, flagKey), { method: 'POST', body, schema: RuleSchema });

/** Replaces the rule's segments and operator (its rank only changes through the order call). */
export const updateRule = (ns: string, flagKey: string, id: string, body: RuleSegmentsBody) =>
  request(`${rulesPath(ns, flagKey)}/${id}`, { method: 'PUT', body });

/** Creates a distribution of the rule, or with an id updates that one. */
export const saveDistribution = (ns: string, flagKey: string, ruleId: string, body: DistributionBody, id = '') =>
  request(`${rulesPath(ns, flagKey)}/${ruleId}/distributions${id && `/${id}`}`, { method: id ? 'PUT' : 'POST', body });
