// A flag update outside the flag form (the list's switch, bulk actions, the Default Rule card's
// Remove) through the conflict guard (issue 26): a flag PUT replaces every field, so it is built
// on the flag as it is now, with only the patched fields from what the operator saw. And what a
// delete of a flag compares first. No React here.
import { deleteGuard, fieldLabel, guardedWrite, type ConflictView } from '../../lib/conflicts';
import { flagApi, flagUpdate, type FlagUpdateBody } from './api';
import { metadataShown, type MetadataEntry } from './metadata';
import { variantKey, type Flag, type Variant } from './schema';

/** How the conflict view shows a flag's fields: the default variant by key among `variants()`, the form's metadata as "key: value". */
export const flagView = (variants: () => readonly Variant[]): ConflictView => ({
  label: (field) => (field === 'defaultVariantId' ? 'Default Variant' : fieldLabel(field)),
  show: (field, value) => {
    if (field === 'defaultVariantId') return variantKey(variants(), value);
    return field === 'metadata' && Array.isArray(value) ? metadataShown(value as MetadataEntry[]) : value;
  },
});

/** The fields a flag update sends, but its key: what a flag save depends on. */
export function flagFields(flag: Flag): Omit<FlagUpdateBody, 'key'> {
  const { key: _key, ...fields } = flagUpdate(flag, {});
  return fields;
}

/**
 * Updates the flag `seen` (as the operator saw it) with `patch` over the flag as `read` finds it
 * now; asks when a patched field changed elsewhere. Resolves to the saved flag; throws NotSaved
 * when nothing was written.
 */
export function patchFlag(ns: string, seen: Flag, patch: Partial<Omit<FlagUpdateBody, 'key'>>, read: () => Promise<Flag | null>): Promise<Flag> {
  let now: Flag | null = null;
  return guardedWrite({
    ...flagView(() => [...seen.variants, ...(now?.variants ?? [])]),
    what: `flag ${seen.key}`,
    started: flagFields(seen),
    mine: { ...flagFields(seen), ...patch },
    read: async () => {
      now = await read();
      return now && flagFields(now);
    },
    write: (fields) => flagApi.update(ns, seen.key, { ...flagUpdate(now ?? seen, {}), ...fields }),
  });
}

/** A flag's contents as its delete compares them: its fields, the default variant and the variants by key. */
const flagContents = ({ name, description, enabled, defaultVariant, metadata, variants }: Flag) => ({
  name,
  description,
  enabled,
  defaultVariant: defaultVariant?.key,
  metadata,
  variants: variants.map((variant) => variant.key),
});

/** The guard of deleting `flag` (its page's Delete, the list's bulk Delete); `read` finds a flag now. */
export const flagDeleteGuard = (flag: Flag, read: (key: string) => Promise<Flag | null>) => deleteGuard(`flag ${flag.key}`, flag, flagContents, () => read(flag.key));
