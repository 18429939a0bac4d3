// Flags' and segments' parts in words, as the compare screen shows their values side by side.
import { constraintLabel, type ConstraintSpec } from '../transfer';

/** What a side shows where it has nothing. */
export const NONE = '(none)';

export { distributionsText, rolloutText, ruleText, segmentsText } from '../transfer';

export const operatorText = (operator: string) => (operator === 'AND_SEGMENT_OPERATOR' ? 'AND' : 'OR');

export const constraintText = (c: ConstraintSpec) => `${constraintLabel(c)}${c.description ? ` (${c.description})` : ''}`;

/** A text field's value, quoted so an empty one still shows. */
export const quoted = (value: string) => `"${value}"`;
