// Constraints as the server stores them (API.md §7.3): the operators each type allows, values
// that operators without one lose, date-times rewritten to UTC seconds. Used to refuse what the
// server would refuse and to compare a file's constraints with stored ones.
import { LIST_OPERATORS, NO_VALUE_OPERATORS, operatorsOf, SUBSTRING_OPERATORS, SUBSTRING_SINCE } from '../../lib/evaluation/operator-sets';
import type { ConstraintSpec } from './spec';

const NO_VALUE = new Set(NO_VALUE_OPERATORS);
const LISTS = new Set(LIST_OPERATORS);

/** What the server being written to offers, by the version its `/meta/info` reports. */
export type ServerOffers = { version: string; substringOperators: boolean };

/** A server with every operator this console knows (files read without a server in view). */
export const EVERY_OPERATOR: ServerOffers = { version: 'v1.61.1', substringOperators: true };

// RFC 3339 with an offset, as Go's time package reads it.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date-time value as the server stores it: UTC, whole seconds (date-only stays as it is). */
export function normalDateTime(value: string): string {
  if (!RFC3339.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(Math.floor(time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A constraint as the server would store it. */
export function normalConstraint(c: ConstraintSpec): ConstraintSpec {
  const operator = c.operator.toLowerCase();
  const value = NO_VALUE.has(operator) ? '' : c.type === 'DATETIME_COMPARISON_TYPE' ? normalDateTime(c.value) : c.value;
  return { ...c, operator, value };
}

function listProblem(c: ConstraintSpec): string | null {
  let items: unknown;
  try {
    items = JSON.parse(c.value);
  } catch {
    items = null;
  }
  const kind = c.type === 'NUMBER_COMPARISON_TYPE' ? 'number' : 'string';
  if (!Array.isArray(items) || !items.every((i) => typeof i === kind)) return `value must be a JSON list of ${kind}s for ${c.operator}`;
  return items.length > 100 ? 'value may hold at most 100 items' : null;
}

/** Why the server would refuse this constraint, or null. */
export function constraintProblem(c: ConstraintSpec, server: ServerOffers = EVERY_OPERATOR): string | null {
  const allowed = operatorsOf(c.type, server.substringOperators);
  if (!server.substringOperators && SUBSTRING_OPERATORS.includes(c.operator) && operatorsOf(c.type, true).includes(c.operator)) {
    return `operator "${c.operator}" needs Flipt ${SUBSTRING_SINCE} or later; this server is ${server.version}`;
  }
  if (!allowed.includes(c.operator)) {
    const hint = c.operator === 'le' ? ' (Flipt has lt and lte, not le)' : '';
    return `operator "${c.operator}" is not valid for ${c.type}${hint}; valid: ${allowed.join(', ')}`;
  }
  if (c.type === 'ENTITY_ID_COMPARISON_TYPE' && c.property !== 'entityId') return `property must be "entityId" for ${c.type}`;
  if (NO_VALUE.has(c.operator)) return null;
  if (!c.value) return `operator "${c.operator}" needs a value`;
  if (LISTS.has(c.operator)) return listProblem(c);
  if (c.type === 'DATETIME_COMPARISON_TYPE' && !RFC3339.test(c.value) && !DATE.test(c.value)) return 'value must be an RFC 3339 date-time or a YYYY-MM-DD date';
  return null;
}
