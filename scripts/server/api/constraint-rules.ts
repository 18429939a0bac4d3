import { emptyField, invalid } from '../core/errors';
import type { ComparisonTypeName } from '../store/constraint-rows';
import { normaliseDatetime } from './constraint-datetime';
import { goQuote } from '../core/quote';
import { NO_VALUE_OPERATORS, OPERATORS_BY_TYPE } from '../../../ui/lib/evaluation';

// The service follows Flipt v1.61.1: string and entity-id constraints also take contains/notcontains.
const ops = (type: string) => new Set(OPERATORS_BY_TYPE[type]);
const numberOps = ops('NUMBER_COMPARISON_TYPE');
const noValueOps = new Set(NO_VALUE_OPERATORS);

/** Datetime shares the number operator set (API.md §7.3). */
const opsByType: Partial<Record<ComparisonTypeName, [Set<string>, string]>> = {
  STRING_COMPARISON_TYPE: [ops('STRING_COMPARISON_TYPE'), 'string'],
  NUMBER_COMPARISON_TYPE: [numberOps, 'number'],
  BOOLEAN_COMPARISON_TYPE: [ops('BOOLEAN_COMPARISON_TYPE'), 'boolean'],
  DATETIME_COMPARISON_TYPE: [numberOps, 'datetime'],
  ENTITY_ID_COMPARISON_TYPE: [ops('ENTITY_ID_COMPARISON_TYPE'), 'entityId'],
};

export interface ConstraintInput {
  type: ComparisonTypeName;
  property: string;
  operator: string;
  value: string;
}

/**
 * Validates a constraint in Flipt's order and returns what is stored: the operator lower-cased,
 * the value normalised (datetime) or blanked (operators that take no value).
 */
export function checkConstraint(c: ConstraintInput): { operator: string; value: string } {
  if (c.property === '') throw emptyField('property');
  if (c.operator === '') throw emptyField('operator');
  const operator = c.operator.toLowerCase();
  const rule = opsByType[c.type];
  if (!rule) throw invalid(`invalid constraint type: ${goQuote(c.type)}`);
  if (c.type === 'ENTITY_ID_COMPARISON_TYPE' && c.property !== 'entityId') {
    throw invalid(`property is ${c.property} instead of "entityId"`);
  }
  const [allowed, typeName] = rule;
  if (!allowed.has(operator)) {
    throw invalid(`constraint operator ${goQuote(c.operator)} is not valid for type ${typeName}`);
  }
  let value = c.value;
  if (value === '') {
    if (!noValueOps.has(operator)) throw emptyField('value');
  } else if (c.type === 'DATETIME_COMPARISON_TYPE') {
    // Runs even for present/notpresent, whose value is then dropped anyway: Flipt does the same.
    value = normaliseDatetime(value);
  } else if (operator === 'isoneof' || operator === 'isnotoneof') {
    checkListValue(c.type, value, c.property);
  }
  return { operator, value: noValueOps.has(operator) ? '' : value };
}

const MAX_LIST_ITEMS = 100;

/**
 * isoneof/isnotoneof take a JSON array of strings (string, entityId) or numbers (number).
 * Like Go's json.Unmarshal into a slice, `null` and null items are accepted.
 */
function checkListValue(type: ComparisonTypeName, value: string, property: string) {
  const kind = type === 'NUMBER_COMPARISON_TYPE' ? 'number' : type === 'STRING_COMPARISON_TYPE' ? 'string' : 'entityId';
  const item = kind === 'number' ? 'number' : 'string';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const ok = (v: unknown) => v === null || (typeof v === item && (item === 'string' || Number.isFinite(v)));
  if (parsed !== null && !(Array.isArray(parsed) && parsed.every(ok))) {
    throw invalid(`invalid value provided for property ${goQuote(property)} of type ${kind}`);
  }
  if (Array.isArray(parsed) && parsed.length > MAX_LIST_ITEMS) {
    const limit = `(maximum ${MAX_LIST_ITEMS})`;
    throw invalid(`too many values provided for property ${goQuote(property)} of type ${kind} ${limit}`);
  }
}
