// Form helpers (STYLE §5): parse a form's values with a valibot schema into its output or errors
// by field, map server errors to fields, and the shared key rules with the texts SPEC §5 gives.
// The form engine built on them is design/components/useForm.
import * as v from 'valibot';
import { isApiError, errorText } from './http';

/** The validation texts of SPEC §5 ("hypens" is Flipt's spelling, kept for familiarity). */
export const FORM_MESSAGES = {
  required: 'Required',
  key: 'Only letters, numbers, hypens and underscores allowed',
  dottedKey: 'Only letters, numbers, hypens, dots and underscores allowed',
} as const;

/** Missing form fields read as '' so they fail with the field's own message, not "Invalid key". */
const text = () => v.optional(v.string(FORM_MESSAGES.required), '');

/** A required text field: trimmed, 'Required' when empty. */
export const RequiredSchema = v.pipe(text(), v.trim(), v.nonEmpty(FORM_MESSAGES.required));

/** An optional text field: missing becomes ''. */
export const OptionalTextSchema = v.optional(v.pipe(v.string(), v.trim()), '');

/** The characters of flag, segment and namespace keys (the comma is Flipt's), and of variant keys and constraint properties. */
export const [KEY, DOTTED_KEY] = [/^[-_,A-Za-z0-9]*$/, /^[-_,.A-Za-z0-9]*$/];

/** Flag, segment and namespace keys: `^[-_,A-Za-z0-9]+$`. */
export const KeySchema = v.pipe(RequiredSchema, v.regex(KEY, FORM_MESSAGES.key));

/** Variant keys and constraint properties: dots are allowed too. */
export const DottedKeySchema = v.pipe(RequiredSchema, v.regex(DOTTED_KEY, FORM_MESSAGES.dottedKey));

/** Where a copy goes (Copy to Namespace, Deep Copy): another namespace, and a new key or '' to keep the source's. */
export const CopyTargetSchema = v.object({
  target: v.pipe(v.string(), v.nonEmpty('Choose a namespace')),
  key: v.pipe(v.string(), v.trim(), v.regex(KEY, FORM_MESSAGES.key)),
});

/** Error messages by field name (dot paths when nested), the shape RAC `validationErrors` takes. */
export type FieldErrors = Record<string, string[]>;

/** A form's values parsed with its schema: the output, or the errors by field name (dot paths when nested). */
export function parseForm<O>(schema: v.GenericSchema<unknown, O>, values: unknown): { ok: true; value: O } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path) (errors[path] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The errors by field name of a form's values (none when they parse). */
export function validate(schema: v.GenericSchema, values: unknown): FieldErrors {
  const parsed = parseForm(schema, values);
  return parsed.ok ? {} : parsed.errors;
}

const FIELD_MESSAGE = /^invalid field ([\w.]+)(?: or \w+)?: /;
const NOT_UNIQUE = / is not unique\b/;

/**
 * Splits a failed save into per-field errors and a form-level message. The server names the field
 * in validation failures ("invalid field key: …"); a duplicate key ("… is not unique") belongs to
 * `key`; anything else, or a field not among `fields` (when given), is form-level.
 */
export function serverErrors(error: unknown, fields?: readonly string[]): { fields: FieldErrors; form: string | null } {
  const message = errorText(error);
  const field = isApiError(error, 400) ? (FIELD_MESSAGE.exec(message)?.[1] ?? (NOT_UNIQUE.test(message) ? 'key' : null)) : null;
  return field && (!fields || fields.includes(field)) ? { fields: { [field]: [message] }, form: null } : { fields: {}, form: message };
}
