// Constraint types and their operators (SPEC §3) with Flipt's labels for them (UI-INVENTORY §2.13).
import { CONSTRAINT_TYPES, type ConstraintType } from '../segments';

export const [STRING, NUMBER, BOOLEAN, DATETIME, ENTITY] = CONSTRAINT_TYPES;

const words = (list: string) => list.split(' ');
/** Each type's entry from a list in CONSTRAINT_TYPES order. */
const byType = <T>(list: T[]) => Object.fromEntries(CONSTRAINT_TYPES.map((type, i) => [type, list[i]!])) as Record<ConstraintType, T>;

/** The type names of SPEC §3, in the order the Type select offers them. */
export const TYPE_LABELS = byType(words('String Number Boolean DateTime Entity'));

const COMPARE = 'eq neq gt gte lt lte present notpresent';

/** Operators each type allows, as the API names them, in the order the Operator select offers them. */
export const OPERATORS = byType(
  ['eq neq empty notempty prefix suffix isoneof isnotoneof', `${COMPARE} isoneof isnotoneof`, 'true false present notpresent', COMPARE, 'eq neq isoneof isnotoneof'].map(words),
);

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
  present: 'IS PRESENT',
  notpresent: 'IS NOT PRESENT',
  true: 'TRUE',
  false: 'FALSE',
};

// Comparing instants reads better in words (SPEC §3 names these).
const DATETIME_LABELS: Record<string, string> = { gt: 'IS AFTER', gte: 'IS AFTER OR AT', lt: 'IS BEFORE', lte: 'IS BEFORE OR AT' };

const NO_VALUE = words('empty notempty true false present notpresent');

/** A known constraint type, or String for anything else (the API's default). */
export const asType = (type: string): ConstraintType => (type in TYPE_LABELS ? (type as ConstraintType) : STRING);

/** String, Number, Boolean, DateTime or Entity; 'Unknown' for anything else. */
export const typeLabel = (type: string): string => TYPE_LABELS[type as ConstraintType] ?? 'Unknown';

/** The label of an operator for a type; an unknown operator shows as the API names it. */
export function operatorLabel(type: string, operator: string): string {
  return (type === DATETIME ? DATETIME_LABELS[operator] : undefined) ?? LABELS[operator] ?? operator;
}

/** The Operator select's options for a type. */
export const operatorOptions = (type: ConstraintType) => OPERATORS[type].map((id) => ({ id, label: operatorLabel(type, id) }));

/** False for the operators that take no value (empty, notempty, true, false, present, notpresent). */
export const takesValue = (operator: string): boolean => !NO_VALUE.includes(operator);

/** True for the operators whose value is a JSON array (isoneof, isnotoneof). */
export const takesList = (operator: string): boolean => operator === 'isoneof' || operator === 'isnotoneof';
