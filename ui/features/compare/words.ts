// Flags' and segments' parts in words, as the compare screen shows their values side by side.
import { constraintLabel, type ConstraintSpec, type DistributionSpec, type RolloutSpec, type RuleSpec } from '../transfer';

/** What a side shows where it has nothing. */
export const NONE = '(none)';

const AND = 'AND_SEGMENT_OPERATOR';

/** "beta-users AND eu", or the one segment. */
export const segmentsText = (keys: string[], operator: string) => keys.join(operator === AND ? ' AND ' : ' OR ');

export const operatorText = (operator: string) => (operator === AND ? 'AND' : 'OR');

export const distributionsText = (ds: DistributionSpec[]) => (ds.length ? ds.map((d) => `${d.variant} ${d.rollout}%`).join(', ') : 'no distributions');

export const ruleText = (r: RuleSpec) => `${segmentsText(r.segments, r.operator)} → ${distributionsText(r.distributions)}`;

/** "segment internal → true", "40% → true", with the description when there is one. */
export function rolloutText(r: RolloutSpec): string {
  const body = r.segment ? `segment ${segmentsText(r.segment.keys, r.segment.operator)} → ${r.segment.value}` : `${r.threshold?.percentage ?? 0}% → ${r.threshold?.value ?? false}`;
  return r.description ? `${body} (${r.description})` : body;
}

export const constraintText = (c: ConstraintSpec) => `${constraintLabel(c)}${c.description ? ` (${c.description})` : ''}`;

/** A text field's value, quoted so an empty one still shows. */
export const quoted = (value: string) => `"${value}"`;
