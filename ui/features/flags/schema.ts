// Flag and variant shapes as the API returns them (API.md §3.2–3.3, SPEC §3). Loose objects: a
// newer server may add fields, and the console must keep working.
import * as v from 'valibot';
import { JsonMapSchema, ownMap } from '../../lib/json-map';
import { entityEntries, listPageEntries, OptionalStringSchema } from '../entity';

/** How a flag type reads on screen (SPEC §3): anything but the two known types is 'Unknown'. */
export function flagTypeLabel(type: string): 'Variant' | 'Boolean' | 'Unknown' {
  if (type === 'VARIANT_FLAG_TYPE') return 'Variant';
  if (type === 'BOOLEAN_FLAG_TYPE') return 'Boolean';
  return 'Unknown';
}

/** A variant's key by its id among `variants` (the id itself when none has it, null for none): what the conflict view shows. */
export const variantKey = (variants: readonly { id: string; key: string }[], id: unknown) => variants.find((variant) => variant.id === id)?.key ?? (id || null);

export const VariantSchema = v.looseObject({
  id: v.string(),
  key: v.string(),
  name: OptionalStringSchema,
  description: OptionalStringSchema,
  attachment: OptionalStringSchema,
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const FlagSchema = v.looseObject({
  ...entityEntries,
  type: v.optional(v.string(), 'VARIANT_FLAG_TYPE'),
  enabled: v.optional(v.boolean(), false),
  variants: v.optional(v.array(VariantSchema), []),
  defaultVariant: v.optional(v.nullable(VariantSchema)),
  // Every key kept, `__proto__`, `constructor` and `prototype` included (lib/json-map).
  metadata: v.optional(JsonMapSchema, () => ownMap()),
});
export type Flag = v.InferOutput<typeof FlagSchema>;

// Shared by every listed flag without metadata or variants; never changed (a write sends new values).
const NO_METADATA = ownMap();
const NO_VARIANTS: Variant[] = [];
const TYPES = ['VARIANT_FLAG_TYPE', 'BOOLEAN_FLAG_TYPE'];

/**
 * A listed flag holding one copy of what most flags share: the empty metadata and variants, the
 * type's text, and the time of a flag never changed since its creation, which it was created and
 * updated at (issue 28: a namespace of 10,000 flags stays in memory for its search).
 */
function listedFlag(flag: Flag): Flag {
  if (!Object.keys(flag.metadata).length) flag.metadata = NO_METADATA;
  if (!flag.variants.length) flag.variants = NO_VARIANTS;
  if (flag.updatedAt === flag.createdAt) flag.updatedAt = flag.createdAt;
  flag.type = TYPES.find((type) => type === flag.type) ?? flag.type;
  return flag;
}

export const FlagListSchema = v.looseObject({
  flags: v.array(v.pipe(FlagSchema, v.transform(listedFlag))),
  ...listPageEntries,
});
export type FlagList = v.InferOutput<typeof FlagListSchema>;
