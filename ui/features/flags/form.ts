// The flag form's values and the request bodies made from them (SPEC §4, §5, §7). No React here.
import * as v from 'valibot';
import { KeySchema, OptionalTextSchema, RequiredSchema, validate, type FieldErrors } from '../../lib/forms';
import { parseJson } from '../../lib/json';
import type { FlagBody, FlagUpdateBody } from './api';
import type { Flag } from './schema';

/** The form's type values (SPEC §3); the API's are these with '_FLAG_TYPE' appended. */
export type FormFlagType = 'VARIANT' | 'BOOLEAN';

/** What the form edits. `metadata` is JSON text, `defaultVariantId` '' for none. */
export type FlagFormValues = {
  name: string;
  key: string;
  description: string;
  type: FormFlagType;
  enabled: boolean;
  defaultVariantId: string;
  metadata: string;
};

export const NEW_FLAG: FlagFormValues = { name: '', key: '', description: '', type: 'VARIANT', enabled: false, defaultVariantId: '', metadata: '' };

const FlagFieldsSchema = v.object({ name: RequiredSchema, key: KeySchema, description: OptionalTextSchema });

/** Metadata as the editor shows it: indented JSON, or nothing for none. */
export const metadataText = (metadata: Record<string, unknown>) => (Object.keys(metadata).length ? JSON.stringify(metadata, null, 2) : '');

/** The metadata editor's rule: empty, or a JSON object (its values may be anything). */
export function checkMetadata(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  if (!parsed.ok) return `Must be valid JSON (line ${parsed.line}, column ${parsed.column})`;
  const { value } = parsed;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'Must be a JSON object';
}

const parseMetadata = (text: string): Record<string, unknown> => (text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {});

/** The form values of a saved flag. */
export function flagFormValues(flag: Flag): FlagFormValues {
  return {
    name: flag.name,
    key: flag.key,
    description: flag.description,
    type: flag.type === 'BOOLEAN_FLAG_TYPE' ? 'BOOLEAN' : 'VARIANT',
    enabled: flag.enabled,
    defaultVariantId: flag.defaultVariant?.id ?? '',
    metadata: metadataText(flag.metadata),
  };
}

/** Client-side errors by field. */
export function checkFlag(values: FlagFormValues): FieldErrors {
  const metadata = checkMetadata(values.metadata);
  return { ...validate(FlagFieldsSchema, values), ...(metadata ? { metadata: [metadata] } : {}) };
}

/** The create body: a boolean flag starts disabled (its default rollout is set on its page). */
export function createBody(values: FlagFormValues): FlagBody {
  return {
    key: values.key.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    type: `${values.type}_FLAG_TYPE`,
    enabled: values.type === 'VARIANT' && values.enabled,
    metadata: parseMetadata(values.metadata),
  };
}

/**
 * The update body: the form's values with defaultVariantId (SPEC §7). A boolean flag's enabled
 * state belongs to its Default Rollout card, so the live flag's value is sent, never the form's;
 * a default variant deleted meanwhile is sent as none.
 */
export function updateBody(values: FlagFormValues, flag: Flag): FlagUpdateBody {
  const isVariant = flag.type !== 'BOOLEAN_FLAG_TYPE';
  const variantExists = flag.variants.some((variant) => variant.id === values.defaultVariantId);
  return {
    key: flag.key,
    name: values.name.trim(),
    description: values.description.trim(),
    type: flag.type,
    enabled: isVariant ? values.enabled : flag.enabled,
    defaultVariantId: variantExists ? values.defaultVariantId : null,
    metadata: parseMetadata(values.metadata),
  };
}
