import type { Router } from '../core/router';
import type { Config } from '../config/model';
import type { Services } from '../store/services';
import { authConfigView } from './auth-config';

/** `/meta/info`, `/meta/config` (raw JSON documents, API.md §5.2–5.3) and `/health`. */
export function metaRoutes(router: Router, services: Services) {
  // With CSRF protection on, /meta responses are where the browser gets its token (API.md §6.6).
  router.add('GET', '/meta/info', () => metaInfo(services));
  router.add('GET', '/meta/config', () => metaConfig(services));
  router.add('GET', '/health', () => ({ status: 'SERVING' }));
}

/** Whether the storage refuses writes: declarative storage, or a database with `storage.read_only: true`. */
export const readOnlyStorage = ({ storage }: Config) => storage.readOnly === true || storage.type !== 'database';

export function metaInfo({ config, version }: Services) {
  const ui: Record<string, string> = {};
  if (config.ui.theme) ui.theme = config.ui.theme;
  if (config.ui.topbarColor) ui.topbarColor = config.ui.topbarColor;
  return {
    version,
    updateAvailable: false,
    isRelease: true,
    os: process.platform,
    arch: process.arch === 'x64' ? 'amd64' : process.arch,
    authentication: { required: config.auth.required },
    // As Flipt v1.58 on: read-only when `storage.read_only` is set or the storage is not a database.
    storage: readOnlyStorage(config) ? { type: config.storage.type, readOnly: true } : { type: config.storage.type },
    analytics: config.analytics ? { enabled: true } : {},
    ui,
  };
}

function metaConfig({ config, version }: Services) {
  const storage: Record<string, unknown> = { type: config.storage.type };
  if (config.storage.readOnly !== null) storage.readOnly = config.storage.readOnly;
  if (config.storage.type === 'local') storage.local = { path: config.storage.localPath };
  return {
    version,
    audit: { sinks: {}, buffer: {}, events: [] },
    authentication: authConfigView(config.auth),
    authorization: { required: false },
    cache: { enabled: false },
    cors: config.cors,
    db: { url: config.db === ':memory:' ? 'file::memory:' : `file:${config.db}` },
    diagnostics: { profiling: { enabled: true } },
    experimental: {},
    log: { level: config.logLevel.toUpperCase(), encoding: 'console' },
    meta: { checkForUpdates: false, telemetryEnabled: false },
    analytics: config.analytics ? { storage: { prometheus: { enabled: true } } } : { storage: {} },
    server: { host: config.host, protocol: 'http', httpPort: config.port },
    storage,
    metrics: { enabled: false },
    tracing: { enabled: false },
    ui: { defaultTheme: config.ui.theme, topbar: { color: config.ui.topbarColor, label: config.ui.topbarLabel } },
  };
}
