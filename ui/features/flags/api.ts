// Flag keys, fetchers and writes (SPEC §7 "Flags"). No React here. Every key starts with 'flags' so
// a reference change resets them all (ui/lib/swr.ts REFERENCED_ROOTS).
import { entityApi } from '../entity';
import { FlagListSchema, FlagSchema, type Flag } from './schema';

/** The fields of a flag create (SPEC §7); metadata is an arbitrary JSON object. */
export type FlagBody = Pick<Flag, 'key' | 'name' | 'description' | 'type' | 'enabled' | 'metadata'>;

/** The fields of a flag update: defaultVariantId (an id, or null for none) replaces defaultVariant. */
export type FlagUpdateBody = FlagBody & { defaultVariantId: string | null };

export const flagApi = entityApi<typeof FlagSchema, typeof FlagListSchema, FlagBody, FlagUpdateBody>('flags', {
  schema: FlagSchema,
  listSchema: FlagListSchema,
  fields: ['name', 'description', 'type', 'enabled', 'metadata'],
  children: 'variants',
  childFields: ['key', 'name', 'description', 'attachment'],
});

export const { keys: flagKeys, path: flagPath, fetchList: fetchFlags, fetchFirst: fetchFirstFlags, fetchOne: fetchFlag } = flagApi;

/**
 * The update body of a saved flag with `patch` applied. A flag PUT replaces every mutable field and
 * clears the default variant when it is left out (API.md §3.2), so all of them are sent.
 */
export function flagUpdate(flag: Flag, patch: Partial<FlagUpdateBody>): FlagUpdateBody {
  const { key, name, description, type, enabled, metadata } = flag;
  return { key, name, description, type, enabled, metadata, defaultVariantId: flag.defaultVariant?.id ?? null, ...patch };
}
