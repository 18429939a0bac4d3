// Variant writes (SPEC §7 "Flags"). Variants are read as part of their flag (flagKeys.detail), so
// there are no variant keys or fetchers here. No React.
import { request } from '../../lib/http';
import { flagPath } from '../flags/api';
import { FlagSchema, VariantSchema, type Flag } from '../flags/schema';
import type { VariantInput } from './schema';

export const variantsPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/variants`;
export const variantPath = (ns: string, flagKey: string, id: string) => `${variantsPath(ns, flagKey)}/${id}`;

export const createVariant = (ns: string, flagKey: string, input: VariantInput) =>
  request(variantsPath(ns, flagKey), { method: 'POST', body: input, schema: VariantSchema });

export const updateVariant = (ns: string, flagKey: string, id: string, input: VariantInput) =>
  request(variantPath(ns, flagKey, id), { method: 'PUT', body: input, schema: VariantSchema });

export const deleteVariant = (ns: string, flagKey: string, id: string) => request(variantPath(ns, flagKey, id), { method: 'DELETE' });

/**
 * Sets (or with null clears) the flag's default variant. A flag PUT replaces every mutable field
 * (API.md §3.2), so the saved flag's own values go with it.
 */
export function putDefaultVariant(ns: string, flag: Flag, defaultVariantId: string | null) {
  const { key, name, description, enabled, metadata } = flag;
  return request(flagPath(ns, key), { method: 'PUT', body: { key, name, description, enabled, metadata, defaultVariantId }, schema: FlagSchema });
}
