// Constraint types and their operators (SPEC §3) with Flipt's labels for them (UI-INVENTORY §2.13).
import { CONSTRAINT_TYPES, type ConstraintType } from '../../lib/validation/constraints';
import { operatorsOf } from '../../lib/evaluation/operator-sets';

export { OPERATORS, takesList, takesValue } from '../../lib/validation/constraints';

export const [STRING, NUMBER, BOOLEAN, DATETIME, ENTITY] = CONSTRAINT_TYPES;

/** The type names of SPEC §3, in the order the Type select offers them. */
export const TYPE_LABELS = Object.fromEntries(CONSTRAINT_TYPES.map((type, i) => [type, 'String Number Boolean DateTime Entity'.split(' ')[i]!])) as Record<ConstraintType, string>;

const LABELS: Record<string, string> = {
  eq: '==',
  neq: '!=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  empty: 'IS EMPTY',
  notempty: 'IS NOT EMPTY',
  prefix: 'HAS PREFIX',
  suffix: 'HAS SUFFIX',
  isoneof: 'IS ONE OF',
  isnotoneof: 'IS NOT ONE OF',
  contains: 'CONTAINS',
  notcontains: 'DOES NOT CONTAIN',
  present: 'IS PRESENT',
  notpresent: 'IS NOT PRESENT',
  true: 'TRUE',
  false: 'FALSE',
};

// Comparing instants reads better in words (SPEC §3 names these).
const DATETIME_LABELS: Record<string, string> = { gt: 'IS AFTER', gte: 'IS AFTER OR AT', lt: 'IS BEFORE', lte: 'IS BEFORE OR AT' };

/** A known constraint type, or String for anything else (the API's default). */
export const asType = (type: string): ConstraintType => (type in TYPE_LABELS ? (type as ConstraintType) : STRING);

/** String, Number, Boolean, DateTime or Entity; 'Unknown' for anything else. */
export const typeLabel = (type: string): string => TYPE_LABELS[type as ConstraintType] ?? 'Unknown';

/** The label of an operator for a type; an unknown operator shows as the API names it. */
export function operatorLabel(type: string, operator: string): string {
  return (type === DATETIME ? DATETIME_LABELS[operator] : undefined) ?? LABELS[operator] ?? operator;
}

/**
 * The Operator select's options for a type on a server with (or without) contains/notcontains;
 * an operator the server lacks but the constraint has stays offered, so editing keeps it.
 */
export function operatorOptions(type: ConstraintType, substring: boolean, current?: string) {
  const ids = operatorsOf(type, substring);
  const all = current && !ids.includes(current) && operatorsOf(type, true).includes(current) ? [...ids, current] : ids;
  return all.map((id) => ({ id, label: operatorLabel(type, id) }));
}
