// The constraint rules of the editor, shared by every write path (the constraint form, import,
// promote, deep copy) on the engine's lists of types and operators (lib/evaluation/operator-sets,
// which the local service shares): which operators a server allows, which take no value or a list,
// and whether a value fits them, in the form's words (SPEC §5).
import { checkNumberArray, checkStringArray } from '../json';
import { CONSTRAINT_TYPES, LIST_OPERATORS, NO_VALUE_OPERATORS, OPERATORS_BY_TYPE, operatorsOf, SUBSTRING_OPERATORS, SUBSTRING_SINCE, type ConstraintType } from '../evaluation/operator-sets';

export { CONSTRAINT_TYPES, type ConstraintType } from '../evaluation/operator-sets';


/** Every operator each type allows on the newest server, as the API names them, in the Operator select's order. */
export const OPERATORS = OPERATORS_BY_TYPE as Readonly<Record<ConstraintType, readonly string[]>>;

/** What the server being written to offers, by the version its `/meta/info` reports. */
export type ServerOffers = { version: string; substringOperators: boolean };

/** A server with every operator this console knows (files read without a server in view). */
export const EVERY_OPERATOR: ServerOffers = { version: 'v1.61.1', substringOperators: true };

/** False for the operators that take no value (empty, notempty, true, false, present, notpresent). */
export const takesValue = (operator: string): boolean => !NO_VALUE_OPERATORS.includes(operator);

/** True for the operators whose value is a JSON array (isoneof, isnotoneof). */
export const takesList = (operator: string): boolean => LIST_OPERATORS.includes(operator);

/** Entity constraints always match the request's entity id (API.md §7.3). */
export const ENTITY_PROPERTY = 'entityId';

export const VALUE_MESSAGES = {
  required: 'Value is required',
  datetime: 'Value is not a valid datetime',
  number: 'Value must be a finite number, such as 200, -1.5 or 2e6',
  date: 'Date is incomplete or not a real day (such as 02/31)',
} as const;

// RFC 3339 with an offset, as Go's time package reads it, or a date alone.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a date-time the API stores (RFC 3339 with an offset) that names a real instant. */
export const isDateTime = (value: string) => RFC3339.test(value) && !Number.isNaN(Date.parse(value));

/** Why a stored value does not fit its type and operator, in the form's words; null when it does. */
export function valueProblem(type: string, operator: string, value: string): string | null {
  if (!takesValue(operator)) return null;
  if (value.trim() === '' || /^\s*\[\s*\]\s*$/.test(value)) return VALUE_MESSAGES.required;
  if (takesList(operator)) return type === 'NUMBER_COMPARISON_TYPE' ? checkNumberArray(value) : checkStringArray(value);
  if (type === 'NUMBER_COMPARISON_TYPE' && !Number.isFinite(Number(value))) return VALUE_MESSAGES.number;
  if (type === 'DATETIME_COMPARISON_TYPE' && !isDateTime(value) && !DATE.test(value)) return VALUE_MESSAGES.datetime;
  return null;
}

/** Why the operator does not fit the type on `server`, or null. */
export function operatorProblem(type: string, operator: string, server: ServerOffers = EVERY_OPERATOR): string | null {
  const every = OPERATORS[type as ConstraintType];
  if (!every) return `Type must be one of ${CONSTRAINT_TYPES.join(', ')}`;
  if (!server.substringOperators && SUBSTRING_OPERATORS.includes(operator) && every.includes(operator)) {
    return `Operator "${operator}" needs Flipt ${SUBSTRING_SINCE} or later; this server is ${server.version}`;
  }
  const allowed = operatorsOf(type, server.substringOperators);
  if (allowed.includes(operator)) return null;
  const hint = operator === 'le' ? ' (Flipt has lt and lte, not le)' : '';
  return `Operator "${operator}" is not valid for ${type}${hint}; valid: ${allowed.join(', ')}`;
}
