// Flag and variant shapes as the API returns them (API.md §3.2–3.3, SPEC §3). Loose objects: a
// newer server may add fields, and the console must keep working.
import * as v from 'valibot';

export const FLAG_TYPES = ['VARIANT_FLAG_TYPE', 'BOOLEAN_FLAG_TYPE'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

/** How a flag type reads on screen (SPEC §3): anything but the two known types is 'Unknown'. */
export function flagTypeLabel(type: string): 'Variant' | 'Boolean' | 'Unknown' {
  if (type === 'VARIANT_FLAG_TYPE') return 'Variant';
  if (type === 'BOOLEAN_FLAG_TYPE') return 'Boolean';
  return 'Unknown';
}

export const VariantSchema = v.looseObject({
  id: v.string(),
  key: v.string(),
  name: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  attachment: v.optional(v.string(), ''),
  createdAt: v.optional(v.string(), ''),
  updatedAt: v.optional(v.string(), ''),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const FlagSchema = v.looseObject({
  key: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  namespaceKey: v.optional(v.string(), ''),
  type: v.optional(v.string(), 'VARIANT_FLAG_TYPE'),
  enabled: v.optional(v.boolean(), false),
  variants: v.optional(v.array(VariantSchema), []),
  defaultVariant: v.optional(v.nullable(VariantSchema)),
  metadata: v.optional(v.record(v.string(), v.unknown()), {}),
  createdAt: v.optional(v.string(), ''),
  updatedAt: v.optional(v.string(), ''),
});
export type Flag = v.InferOutput<typeof FlagSchema>;

export const FlagListSchema = v.looseObject({
  flags: v.array(FlagSchema),
  nextPageToken: v.optional(v.string(), ''),
  totalCount: v.optional(v.number(), 0),
});
export type FlagList = v.InferOutput<typeof FlagListSchema>;
