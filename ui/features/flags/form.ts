// The flag form's values, its rules and the request bodies made from them (SPEC §4, §5, §7). No
// React here.
import * as v from 'valibot';
import { entityFormEntries } from '../entity';
import { flagUpdate, type FlagBody, type FlagUpdateBody } from './api';
import { entriesOf, metadataObject, metadataValid, type MetadataEntry } from './metadata';
import type { Flag } from './schema';

/** The form's type values (SPEC §3); the API's are these with '_FLAG_TYPE' appended. */
export type FormFlagType = 'VARIANT' | 'BOOLEAN';

/** What the form edits. `metadata` is its entries, `defaultVariantId` '' for none. */
export type FlagFormValues = {
  name: string;
  key: string;
  description: string;
  type: FormFlagType;
  enabled: boolean;
  defaultVariantId: string;
  metadata: readonly MetadataEntry[];
};

export const NEW_FLAG: FlagFormValues = { name: '', key: '', description: '', type: 'VARIANT', enabled: false, defaultVariantId: '', metadata: [] };

/** The flag form's rules (SPEC §5): the entity fields and the metadata. Its output is the trimmed values. */
export const FlagFormSchema = v.object({
  ...entityFormEntries,
  type: v.picklist(['VARIANT', 'BOOLEAN']),
  enabled: v.boolean(),
  defaultVariantId: v.string(),
  // Each entry's problem shows beside it (MetadataEditor); this only keeps the form from saving.
  metadata: v.custom<readonly MetadataEntry[]>((entries) => Array.isArray(entries) && metadataValid(entries), 'Some metadata entries need a fix'),
});

/** The form values of a saved flag; its metadata as locked entries. */
export function flagFormValues({ name, key, description, type, enabled, defaultVariant, metadata }: Flag): FlagFormValues {
  return {
    name,
    key,
    description,
    type: type === 'BOOLEAN_FLAG_TYPE' ? 'BOOLEAN' : 'VARIANT',
    enabled,
    defaultVariantId: defaultVariant?.id ?? '',
    metadata: entriesOf(metadata),
  };
}

/** The create body: a boolean flag's enabled state is its default value. */
export function createBody({ key, name, description, type, enabled, metadata }: FlagFormValues): FlagBody {
  return { key, name, description, type: `${type}_FLAG_TYPE`, enabled, metadata: metadataObject(metadata) };
}

/**
 * The update body: the form's values with defaultVariantId (SPEC §7); a boolean flag's enabled
 * state is its Default Value. A default variant deleted meanwhile is sent as none.
 */
export function updateBody({ name, description, enabled, defaultVariantId, metadata }: FlagFormValues, flag: Flag): FlagUpdateBody {
  return flagUpdate(flag, {
    name,
    description,
    enabled,
    defaultVariantId: flag.variants.some((variant) => variant.id === defaultVariantId) ? defaultVariantId : null,
    metadata: metadataObject(metadata),
  });
}
