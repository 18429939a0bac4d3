// Server metadata hooks. The only SWR callers for meta.
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { resetReferencedData } from '../../lib/swr';
import { applyTheme, resolveTheme, usePreferences, type Theme } from '../../stores/preferences';
import { useReference } from '../../stores/reference';
import { deriveMeta, fetchConfig, fetchInfo, metaKeys } from './api';
import type { Meta } from './schema';

/** `/meta/info`, as SWR returns it. */
export const useMetaInfo = () => useSWR(metaKeys.info(), fetchInfo);

/** `/meta/config` (null when unavailable), as SWR returns it. */
export const useMetaConfig = () => useSWR(metaKeys.config(), fetchConfig);

/** Info and config merged with defaults (SPEC §3). Defaults apply while they load. */
export function useMeta(): Meta {
  const { data: info } = useMetaInfo();
  const { data: config } = useMetaConfig();
  return deriveMeta(info, config);
}

/** The title of every control read-only mode disables (SPEC §6). */
export const READ_ONLY = 'Not allowed in Read-Only mode';

/** The title of a control that writes while its row is the last visit's, not yet refreshed (issue 28). */
export const REFRESHING = 'Refreshing: wait for the server’s answer';

/** True when the storage backend cannot be written (SPEC §4, §6). */
export const useReadOnly = (): boolean => useMeta().readOnly;

/** The theme in force: the user's choice, else the server's default (SPEC §4). */
export function useTheme(): Theme {
  const choice = usePreferences((s) => s.theme);
  return resolveTheme(choice, useMeta().defaultTheme);
}

/** Keeps `data-theme` on <html> in step with the theme in force. Mount once near the root. */
export function useThemeSync(): void {
  const theme = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
}

/**
 * Changes the current reference: stores it, then drops every cached flag, namespace, segment,
 * rule and rollout so nothing from the old reference stays on screen (SPEC §4).
 */
export function useSetReference(): (ref: string | null) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (ref) => {
    useReference.getState().setRef(ref);
    await resetReferencedData(mutate);
  };
}
