// Constraints as the server stores them (API.md §7.3): values that operators without one lose,
// date-times rewritten to UTC seconds. Used to compare a file's constraints with stored ones.
import { isDateTime, takesValue } from '../../lib/validation/constraints';
import type { ConstraintSpec } from './spec';

export { EVERY_OPERATOR, type ServerOffers } from '../../lib/validation/constraints';

/** A date-time value as the server stores it: UTC, whole seconds (date-only stays as it is). */
function normalDateTime(value: string): string {
  return isDateTime(value) ? new Date(Math.floor(Date.parse(value) / 1000) * 1000).toISOString().replace('.000Z', 'Z') : value;
}

/** A constraint as the server would store it. */
export function normalConstraint(c: ConstraintSpec): ConstraintSpec {
  const operator = c.operator.toLowerCase();
  const value = !takesValue(operator) ? '' : c.type === 'DATETIME_COMPARISON_TYPE' ? normalDateTime(c.value) : c.value;
  return { ...c, operator, value };
}
