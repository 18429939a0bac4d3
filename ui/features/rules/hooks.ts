// Rule hooks: the SWR callers for rules. Every write refetches the flag's rules when it is done.
import useSWR from 'swr';
import { toast } from '../../design/components';
import { errorText } from '../../lib/http';
import type { Flag } from '../flags';
import { useRankedWrites } from '../ordering';
import type { Segment } from '../segments';
import { createRule, fetchRules, saveDistribution, ruleKeys, rulesPath, updateRule, type DistributionBody, type RuleSegmentsBody } from './api';

/** The flag's rules in rank order; pass a null flag key to hold off. */
export const useRules = (ns: string, flagKey: string | null) =>
  useSWR(flagKey === null ? null : ruleKeys.flag(ns, flagKey), fetchRules);

/** True for a failure that came after the rule itself was created (one of its distributions). */
const ruleWasCreated = (error: unknown) => (error as { ruleCreated?: boolean } | null)?.ruleCreated === true;

/** Create, update, delete and reorder for the rules of one flag. */
export function useRuleWrites(ns: string, flagKey: string) {
  const { run, ...writes } = useRankedWrites('rules', ruleKeys.flag(ns, flagKey), rulesPath(ns, flagKey), fetchRules);
  return {
    ...writes,
    /**
     * Creates the rule, then its distributions one at a time in order (SPEC §7), stopping at the
     * first failure, which is thrown marked `ruleWasCreated`.
     */
    create: (rule: RuleSegmentsBody & { rank: number }, distributions: DistributionBody[]) =>
      run(async () => {
        const created = await createRule(ns, flagKey, rule);
        try {
          for (const body of distributions) await saveDistribution(ns, flagKey, created.id, body);
        } catch (error) {
          throw Object.assign(error as Error, { ruleCreated: true });
        }
        return created;
      }),
    /** Saves a quick edit: the segments when they changed, then each changed distribution in turn. */
    update: (id: string, changes: { rule: RuleSegmentsBody | null; distributions: (DistributionBody & { id: string })[] }) =>
      run(async () => {
        if (changes.rule) await updateRule(ns, flagKey, id, changes.rule);
        for (const { id: distributionId, ...body } of changes.distributions) await saveDistribution(ns, flagKey, id, body, distributionId);
      }),
  };
}

/** What every rule card and form of a tab shares. */
export type RuleContext = {
  namespaceKey: string;
  flag: Flag;
  segments: readonly Segment[];
  readOnly: boolean;
  writes: ReturnType<typeof useRuleWrites>;
};

/**
 * A form's create of a rule and its distributions (the New Rule panel, a re-created rule). When a
 * distribution fails after the rule exists, says so, runs `done` (the list shows what was saved)
 * and resolves false, which tells the form the outcome is reported.
 */
export async function createRuleFrom(writes: RuleContext['writes'], done: () => void, ...[rule, distributions]: Parameters<RuleContext['writes']['create']>) {
  try {
    await writes.create(rule, distributions);
  } catch (error) {
    if (!ruleWasCreated(error)) throw error;
    toast.error(errorText(error));
    done();
    return false;
  }
}
