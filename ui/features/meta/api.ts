// Keys, fetchers and derivation for server metadata. No React here.
import * as v from 'valibot';
import { hasSubstringOperators } from '../../lib/evaluation/operator-sets';
import { request } from '../../lib/http';
import { ThemeSchema } from '../../stores/preferences';
import { ConfigSchema, InfoSchema, STORAGE_TYPES, type Config, type Info, type Meta, type StorageType } from './schema';

export const metaKeys = {
  all: ['meta'] as const,
  info: () => ['meta', 'info'] as const,
  config: () => ['meta', 'config'] as const,
};

export const fetchInfo = (_key?: ReturnType<typeof metaKeys.info>): Promise<Info> => request('meta/info', { schema: InfoSchema });

/**
 * `/meta/config` is optional: Flipt deprecated it and a proxy may block it, so any failure reads as
 * "no config" (null) instead of an error toast. A 401 still runs the usual handling in request().
 */
export const fetchConfig = async (_key?: ReturnType<typeof metaKeys.config>): Promise<Config | null> => {
  try {
    return await request('meta/config', { schema: ConfigSchema });
  } catch {
    return null;
  }
};

const text = (value: string | undefined): string | null => (value ? value : null);

function storageTypeOf(value: string | undefined): StorageType {
  return (STORAGE_TYPES as readonly string[]).includes(value ?? '') ? (value as StorageType) : 'database';
}

/**
 * Read-only storage, on every Flipt version: `/meta/info` reporting `storage.readOnly` (v1.58 on,
 * issue 42) or a storage type other than database always wins (Flipt deprecated `/meta/config`,
 * issue 16); otherwise SPEC §4: config's `readOnly` (v1.54's `storage.read_only`) when present,
 * else "not database".
 */
function isReadOnly(info: Info | null | undefined, config: Config | null | undefined, storageType: StorageType): boolean {
  if (info?.storage?.readOnly) return true;
  if (info?.storage?.type !== undefined && storageTypeOf(info.storage.type) !== 'database') return true;
  return config?.storage?.readOnly ?? storageType !== 'database';
}

/** Merges info and config with SPEC §3's defaults (version 0.0.0, database, writable, system theme, analytics off). */
export function deriveMeta(info: Info | null | undefined, config: Config | null | undefined): Meta {
  const storageType = storageTypeOf(info?.storage?.type ?? config?.storage?.type);
  const analytics = config?.analytics?.storage;
  const theme = config?.ui?.defaultTheme ?? info?.ui?.theme;
  const version = info?.version || config?.version || '0.0.0';
  return {
    version,
    commit: text(info?.commit),
    isRelease: info?.isRelease ?? false,
    buildDate: text(info?.buildDate),
    updateAvailable: info?.updateAvailable ?? false,
    latestVersion: text(info?.latestVersion),
    latestVersionURL: text(info?.latestVersionURL),
    authRequired: info?.authentication?.required ?? config?.authentication?.required ?? false,
    authorizationRequired: config?.authorization?.required ?? false,
    storageType,
    readOnly: isReadOnly(info, config, storageType),
    substringOperators: hasSubstringOperators(version),
    gitRef: text(config?.storage?.git?.ref ?? info?.storage?.metadata?.ref),
    gitRepository: text(config?.storage?.git?.repository ?? info?.storage?.metadata?.repository),
    analyticsEnabled: Boolean(info?.analytics?.enabled || analytics?.clickhouse?.enabled || analytics?.prometheus?.enabled),
    defaultTheme: v.is(ThemeSchema, theme) ? theme : 'system',
    topbarColor: text(info?.ui?.topbarColor ?? config?.ui?.topbar?.color),
    topbarLabel: text(config?.ui?.topbar?.label),
  };
}

/** Commit ids are shown shortened to 7 characters (SPEC §9). */
export const SHORT_COMMIT = 7;

/**
 * The footer's version link (SPEC §2): the release tag on releases, else the short commit, each
 * pointing at its GitHub page; null when neither is known.
 */
export function versionLink(meta: Meta): { label: string; href: string } | null {
  if (meta.isRelease || !meta.commit) {
    return { label: meta.version, href: `https://github.com/flipt-io/flipt/releases/tag/${meta.version}` };
  }
  return { label: meta.commit.slice(0, SHORT_COMMIT), href: `https://github.com/flipt-io/flipt/commit/${meta.commit}` };
}
