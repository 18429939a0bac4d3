// Rules, rollouts and distributions in words, as plans and the compare screen name them.
import type { DistributionSpec, RolloutSpec, RuleSpec } from './spec';

const AND = 'AND_SEGMENT_OPERATOR';

/** "beta-users AND eu", or the one segment. */
export const segmentsText = (keys: string[], operator: string) => keys.join(operator === AND ? ' AND ' : ' OR ');

export const distributionsText = (ds: DistributionSpec[]) => (ds.length ? ds.map((d) => `${d.variant} ${d.rollout}%`).join(', ') : 'no distributions');

export const ruleText = (r: RuleSpec) => `${segmentsText(r.segments, r.operator)} → ${distributionsText(r.distributions)}`;

/** "segment internal → true", "40% → true", with the description when there is one. */
export function rolloutText(r: RolloutSpec): string {
  const body = r.segment ? `segment ${segmentsText(r.segment.keys, r.segment.operator)} → ${r.segment.value}` : `${r.threshold?.percentage ?? 0}% → ${r.threshold?.value ?? false}`;
  return r.description ? `${body} (${r.description})` : body;
}

/** "control 50 → 30 %, treatment 50 → 70 %": each distribution that changes, "none" where there is none. */
export function distributionChanges(before: DistributionSpec[], after: DistributionSpec[]): string {
  const keys = [...new Set([...before, ...after].map((d) => d.variant))];
  const of = (ds: DistributionSpec[], key: string) => ds.find((d) => d.variant === key)?.rollout ?? 'none';
  return keys
    .filter((key) => of(before, key) !== of(after, key))
    .map((key) => `${key} ${of(before, key)} → ${of(after, key)} %`)
    .join(', ');
}
