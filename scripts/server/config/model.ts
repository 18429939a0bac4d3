import { defaultAuthSettings, type AuthSettings } from './auth-settings';

/** The service's configuration: Flipt's keys that it honours, after file, environment and flags. */
export interface Config {
  host: string;
  port: number;
  /** Host names besides its own address and localhost that requests may name (`server.allowed_hosts`, the host guard). */
  allowedHosts: string[];
  db: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  ui: { theme: 'light' | 'dark' | 'system'; topbarColor: string; topbarLabel: string };
  analytics: boolean;
  /** `readOnly` is Flipt's `storage.read_only`: null when not set. */
  storage: { type: 'database' | 'local'; readOnly: boolean | null; localPath: string };
  auth: AuthSettings;
  /** Flipt's `cors` section; here it also names the other origins allowed to write. */
  cors: { enabled: boolean; allowedOrigins: string[]; allowedHeaders: string[] };
}

/** Flipt's default request headers a cross-origin page may send when CORS is on. */
const CORS_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-CSRF-Token',
  'X-Fern-Language',
  'X-Fern-SDK-Name',
  'X-Fern-SDK-Version',
  'X-Flipt-Namespace',
  'X-Flipt-Accept-Server-Version',
];

export const defaultConfig: Config = {
  host: '127.0.0.1',
  port: 8080,
  allowedHosts: [],
  db: './data/flipt.db',
  logLevel: 'info',
  ui: { theme: 'system', topbarColor: '', topbarLabel: '' },
  analytics: false,
  storage: { type: 'database', readOnly: null, localPath: '.' },
  auth: defaultAuthSettings,
  cors: { enabled: false, allowedOrigins: ['*'], allowedHeaders: CORS_HEADERS },
};

/** Writes one configuration value (from the file or a `FLIPT_*` variable) into the config. */
export type Apply = (cfg: Config, value: unknown, key: string) => void;
