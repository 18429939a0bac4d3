// Variant writes with their refreshes (SPEC §4: variant changes refresh that flag). The flag list
// carries variants too, and deleting a variant deletes the rule distributions pointing at it: the
// flag's rules are keyed under the flag, so refreshing the flag's keys covers them.
import { useSWRConfig } from 'swr';
import { underKey } from '../../lib/swr';
import { flagKeys, useCurrentFlag, type Variant } from '../flags';
import { deleteVariant, saveVariant } from './api';
import type { VariantInput } from './schema';

/** Create, update and delete calls for the variants of one flag; each refreshes it when done. */
export function useVariantWrites(ns: string, flagKey: string) {
  const { mutate } = useSWRConfig();
  const currentFlag = useCurrentFlag(ns);
  const refresh = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } finally {
      // Refreshed on failure too: a conflict usually means the flag changed elsewhere.
      await Promise.all([mutate(underKey(flagKeys.detail(ns, flagKey))), mutate(underKey(flagKeys.list(ns)))]);
    }
  };
  return {
    save: (variant: Variant | null, input: VariantInput) => refresh(saveVariant(ns, flagKey, input, variant?.id)),
    remove: (variant: Variant) => refresh(deleteVariant(ns, flagKey, variant.id)),
    /** The variant as the server holds it now (null when it or its flag is gone). */
    current: async (id: string) => (await currentFlag(flagKey))?.variants.find((v) => v.id === id) ?? null,
  };
}
