// Variant writes with their refreshes (SPEC §4: variant changes refresh that flag). The flag list
// carries variants too, and deleting a variant deletes the rule distributions pointing at it.
import { useSWRConfig } from 'swr';
import { underKey } from '../../lib/swr';
import { flagKeys } from '../flags/api';
import type { Flag, Variant } from '../flags/schema';
import { ruleKeys } from '../rules/api';
import { createVariant, deleteVariant, putDefaultVariant, updateVariant } from './api';
import type { VariantInput } from './schema';

/** Create, update, delete and default-variant calls for one flag; each refreshes it when done. */
export function useVariantWrites(ns: string, flag: Flag) {
  const { mutate } = useSWRConfig();
  const refresh = async <T>(call: Promise<T>, rules = false): Promise<T> => {
    try {
      return await call;
    } finally {
      // Refreshed on failure too: a conflict usually means the flag changed elsewhere.
      await Promise.all([
        mutate(underKey(flagKeys.detail(ns, flag.key))),
        mutate(underKey(flagKeys.list(ns))),
        rules && mutate(underKey(ruleKeys.flag(ns, flag.key))),
      ]);
    }
  };
  return {
    save: (variant: Variant | null, input: VariantInput) =>
      refresh(variant ? updateVariant(ns, flag.key, variant.id, input) : createVariant(ns, flag.key, input)),
    remove: (variant: Variant) => refresh(deleteVariant(ns, flag.key, variant.id), true),
    setDefault: (variant: Variant | null) => refresh(putDefaultVariant(ns, flag, variant?.id ?? null)),
  };
}
