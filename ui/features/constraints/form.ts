// The constraint form's values and rules (SPEC §4–5): what a type or operator change does to the
// other fields, the validation messages, and the body sent to the API.
import * as v from 'valibot';
import { DottedKeySchema, validate, type FieldErrors } from '../../lib/forms';
import { isoToZoned, zonedToIso, type TimeMode } from '../../lib/time';
import { CONSTRAINT_TYPES, type Constraint, type ConstraintType } from '../segments';
import { ENTITY_PROPERTY, VALUE_MESSAGES, valueProblem } from '../../lib/validation/constraints';
import { asType, BOOLEAN, DATETIME, ENTITY, STRING, takesList, takesValue } from './operators';

/** The form's fields. A DateTime value is edited as `date` and `time`; other values as `value`. */
export type ConstraintValues = {
  type: ConstraintType;
  property: string;
  operator: string;
  value: string;
  date: string;
  time: string;
  description: string;
  /** The value (or date) input holds text its type cannot read: the browser reports '' for it. */
  badInput: boolean;
};

/** What the API takes to create or update a constraint. */
export interface ConstraintInput {
  property: string;
  type: ConstraintType;
  operator: string;
  value: string;
  description: string;
}

export { ENTITY_PROPERTY, VALUE_MESSAGES };

/** The fields for a new constraint, or for editing one (a DateTime value split in the user's zone). */
export function initialValues(constraint: Constraint | null, mode: TimeMode, zone?: string): ConstraintValues {
  const values: ConstraintValues = { type: STRING, property: '', operator: 'eq', value: '', date: '', time: '', description: '', badInput: false };
  if (!constraint) return values;
  const { property, operator, value, description } = constraint;
  const type = asType(constraint.type);
  const zoned = type === DATETIME && value ? isoToZoned(value, mode, zone) : null;
  return { ...values, type, property, operator, description, ...(zoned ?? { value }) };
}

/**
 * A type change: Boolean sets the operator to `true` (no value), any other type resets it to
 * `eq`; Entity sets the property to `entityId` and leaving Entity clears it. The old value
 * would not fit the new type, so it goes.
 */
export function changeType(values: ConstraintValues, type: ConstraintType): ConstraintValues {
  const property = type === ENTITY ? ENTITY_PROPERTY : values.type === ENTITY ? '' : values.property;
  return { ...values, type, property, operator: type === BOOLEAN ? 'true' : 'eq', value: '', date: '', time: '', badInput: false };
}

/** An operator change keeps the value unless it switches between a single value and a list. */
export function changeOperator(values: ConstraintValues, operator: string): ConstraintValues {
  return takesList(operator) === takesList(values.operator) ? { ...values, operator } : { ...values, operator, value: '' };
}

/** A field edit with the type and operator rules above. */
export function applyChange(values: ConstraintValues, field: keyof ConstraintValues, text: unknown): ConstraintValues {
  if (field === 'type') return changeType(values, text as ConstraintType);
  if (field === 'operator') return changeOperator(values, String(text));
  return { ...values, [field]: text };
}

function valueError(values: ConstraintValues, mode: TimeMode, zone?: string): string | null {
  const { type, operator, value } = values;
  if (!takesValue(operator)) return null;
  if (values.badInput && !takesList(operator)) return type === DATETIME ? VALUE_MESSAGES.date : VALUE_MESSAGES.number;
  if (type === DATETIME) {
    if (!values.date) return VALUE_MESSAGES.required;
    return zonedToIso(values.date, values.time || undefined, mode, zone) ? null : VALUE_MESSAGES.datetime;
  }
  return valueProblem(type, operator, value);
}

/**
 * The form's rules in a time mode (SPEC §5): the property as a key with dots, and the value the
 * type and operator call for. Its output is the body for the API (constraintInput).
 */
export function constraintFormSchema(mode: TimeMode, zone?: string) {
  return v.pipe(
    v.object({
      type: v.picklist(CONSTRAINT_TYPES),
      property: DottedKeySchema,
      operator: v.string(),
      value: v.string(),
      date: v.string(),
      time: v.string(),
      description: v.string(),
      badInput: v.boolean(),
    }),
    v.forward(
      v.check((values) => valueError(values, mode, zone) === null, (issue) => valueError(issue.input as ConstraintValues, mode, zone) ?? ''),
      ['value'],
    ),
    v.transform((values) => constraintInput(values, mode, zone)),
  );
}

/** Messages by field (`property`, `value`) for the values as they stand. */
export function constraintErrors(values: ConstraintValues, mode: TimeMode, zone?: string): FieldErrors {
  return validate(constraintFormSchema(mode, zone), values);
}

/** The body for the API: no value for operators without one, a DateTime value as a UTC RFC 3339 time. */
export function constraintInput(values: ConstraintValues, mode: TimeMode, zone?: string): ConstraintInput {
  const { property, type, operator, description } = values;
  let value = takesValue(operator) ? values.value : '';
  if (type === DATETIME && takesValue(operator)) value = zonedToIso(values.date, values.time || undefined, mode, zone) ?? '';
  return { property: property.trim(), type, operator, value, description: description.trim() };
}
