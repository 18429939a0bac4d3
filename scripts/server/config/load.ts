import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { authKeys, authPatternKey } from './auth-keys';
import { validateAuth } from './auth-check';
import { defaultConfig, type Apply, type Config } from './model';
import { ConfigError, bool, list, oneOf, port } from './values';

const levels = ['debug', 'info', 'warn', 'error'] as const;
const themes = ['light', 'dark', 'system'] as const;
const storageTypes = ['database', 'local'] as const;

/** The Flipt configuration keys this service honours (dotted snake_case, as in Flipt's file). */
const supported: Record<string, Apply> = {
  'log.level': (c, v, k) => (c.logLevel = oneOf(k, String(v).toLowerCase(), levels)),
  'ui.default_theme': (c, v, k) => (c.ui.theme = oneOf(k, String(v), themes)),
  'ui.topbar.color': (c, v) => (c.ui.topbarColor = String(v)),
  'ui.topbar.label': (c, v) => (c.ui.topbarLabel = String(v)),
  'analytics.storage.clickhouse.enabled': (c, v, k) => (c.analytics ||= bool(k, v)),
  'analytics.storage.prometheus.enabled': (c, v, k) => (c.analytics ||= bool(k, v)),
  'storage.type': (c, v, k) => (c.storage.type = oneOf(k, String(v), storageTypes)),
  'storage.read_only': (c, v, k) => (c.storage.readOnly = bool(k, v)),
  'storage.local.path': (c, v) => (c.storage.localPath = String(v)),
  'server.host': (c, v) => (c.host = String(v)),
  'server.http_port': (c, v, k) => (c.port = port(k, v)),
  // The local service's own key (Flipt has no host guard): FLIPT_SERVER_ALLOWED_HOSTS.
  'server.allowed_hosts': (c, v, k) => (c.allowedHosts = list(k, v)),
  'db.url': (c, v) => (c.db = String(v).replace(/^(file|sqlite):(\/\/)?/, '')),
  'cors.enabled': (c, v, k) => (c.cors.enabled = bool(k, v)),
  'cors.allowed_origins': (c, v, k) => (c.cors.allowedOrigins = list(k, v)),
  'cors.allowed_headers': (c, v, k) => (c.cors.allowedHeaders = list(k, v)),
  ...authKeys,
};

const applierFor = (key: string): Apply | undefined => supported[key] ?? authPatternKey(key);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out.set(prefix, value);
}

const envName = (key: string) => `FLIPT_${key.toUpperCase().replace(/\./g, '_')}`;

export interface CliOptions {
  host?: string;
  port?: number;
  db?: string;
  /** `--allowed-host`, each given once; added to the configured ones. */
  allowedHosts?: string[];
  config?: string;
}

/** What the local service says when a configuration asks for an authorization policy. */
export const AUTHORIZATION_UNSUPPORTED =
  'authorization.required: the local service cannot evaluate authorization policies (Rego); it answers as a Flipt without authorization, so every authenticated caller may do everything';

/** Builds the configuration: defaults, then the Flipt config file, then FLIPT_* variables, then flags. */
export function loadConfig(cli: CliOptions, env: NodeJS.ProcessEnv): { config: Config; warnings: string[] } {
  const config: Config = structuredClone(defaultConfig);
  const warnings: string[] = [];
  let policy = false;
  if (cli.config) {
    const entries = new Map<string, unknown>();
    flatten(readYaml(cli.config), '', entries);
    for (const [key, value] of entries) {
      const apply = applierFor(key);
      if (apply) apply(config, value, key);
      else if (key.startsWith('authorization.')) policy ||= key === 'authorization.required' && String(value) === 'true';
      else warnings.push(`config key ${key} is not supported by the local service and has no effect`);
    }
  }
  const known = new Map(Object.keys(supported).map((k) => [envName(k), k]));
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('FLIPT_') || value === undefined || name === 'FLIPT_URL') continue;
    const key = known.get(name);
    if (key) (supported[key] as Apply)(config, value, name);
    else if (name.startsWith('FLIPT_AUTHORIZATION_')) policy ||= name === 'FLIPT_AUTHORIZATION_REQUIRED' && value === 'true';
    else warnings.push(`environment variable ${name} is not supported by the local service and has no effect`);
  }
  if (cli.host !== undefined) config.host = cli.host;
  if (cli.port !== undefined) config.port = cli.port;
  if (cli.db !== undefined) config.db = cli.db;
  config.allowedHosts.push(...(cli.allowedHosts ?? []));
  // Flipt's own check, word for word: only turning read-only mode off needs database storage.
  if (config.storage.readOnly === false && config.storage.type !== 'database') {
    throw new ConfigError('storage.read_only: setting read only mode is only supported with database storage');
  }
  warnings.push(...validateAuth(config.auth));
  if (policy) warnings.push(AUTHORIZATION_UNSUPPORTED);
  return { config, warnings };
}

function readYaml(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`cannot read config file ${file}: ${(err as NodeJS.ErrnoException).code ?? err}`);
  }
  let doc: unknown;
  try {
    doc = parseYaml(text) ?? {};
  } catch (err) {
    throw new ConfigError(`config file ${file}: ${(err as Error).message.split('\n')[0]}`);
  }
  // Flipt's file is a mapping of sections; a list or a bare value would otherwise start with
  // every setting silently left at its default.
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ConfigError(`config file ${file}: must be a mapping of configuration keys, not ${Array.isArray(doc) ? 'a list' : `a ${typeof doc}`}`);
  }
  return doc;
}
