// Variant writes (SPEC §7 "Flags"). Variants are read as part of their flag (flagKeys.detail), so
// there are no variant keys or fetchers here. No React.
import { request } from '../../lib/http';
import { flagPath } from '../flags';
import type { VariantInput } from './schema';

const variantsPath = (ns: string, flagKey: string) => `${flagPath(ns, flagKey)}/variants`;

/** Creates a variant, or with an id overwrites all four fields of that one. */
export const saveVariant = (ns: string, flagKey: string, input: VariantInput, id = '') =>
  request(`${variantsPath(ns, flagKey)}${id && `/${id}`}`, { method: id ? 'PUT' : 'POST', body: input });

export const deleteVariant = (ns: string, flagKey: string, id: string) => request(`${variantsPath(ns, flagKey)}/${id}`, { method: 'DELETE' });
