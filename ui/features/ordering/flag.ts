// The flag fields the default cards write: the default variant (Default Rule) and `enabled`, the
// boolean flag's value when no rollout matches (Default Rollout, API.md §7.4).
import { useSWRConfig } from 'swr';
import { request } from '../../lib/http';
import { underKey } from '../../lib/swr';
import { flagKeys, flagPath } from '../flags/api';
import { FlagSchema, type Flag } from '../flags/schema';
import { applyOptimistically } from './reorder';

/**
 * The update body with one field changed. A flag PUT replaces every mutable field and clears the
 * default variant when it is left out (API.md §3.2), so all of them are sent.
 */
export function flagUpdate(flag: Flag, patch: { enabled?: boolean; defaultVariantId?: string | null }) {
  const { key, name, description, enabled, metadata } = flag;
  return { key, name, description, enabled, metadata, defaultVariantId: flag.defaultVariant?.id ?? null, ...patch };
}

/**
 * Writers of the flag's default variant and of its enabled state (shown at once, put back on
 * failure). The saved flag goes into its detail key and the namespace's list refetches (SPEC §4).
 */
export function useFlagDefaults(ns: string, flag: Flag) {
  const { mutate } = useSWRConfig();
  const detail = flagKeys.detail(ns, flag.key);
  const save = async (patch: Parameters<typeof flagUpdate>[1]) => {
    const saved = await request(flagPath(ns, flag.key), { method: 'PUT', body: flagUpdate(flag, patch), schema: FlagSchema });
    await mutate(detail, saved, { revalidate: false });
    void mutate(underKey(flagKeys.list(ns)));
  };
  const show = (value: Flag) => mutate(detail, value, { revalidate: false });
  return {
    setDefaultVariant: (defaultVariantId: string | null) => save({ defaultVariantId }),
    setEnabled: (enabled: boolean) => applyOptimistically(flag, { ...flag, enabled }, show, () => save({ enabled })),
  };
}
