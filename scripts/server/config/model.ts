import { defaultAuthSettings, type AuthSettings } from './auth-settings';

/** The service's configuration: Flipt's keys that it honours, after file, environment and flags. */
export interface Config {
  host: string;
  port: number;
  db: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  ui: { theme: 'light' | 'dark' | 'system'; topbarColor: string; topbarLabel: string };
  analytics: boolean;
  storage: { type: 'database' | 'local'; readOnly: boolean; localPath: string };
  auth: AuthSettings;
}

export const defaultConfig: Config = {
  host: '127.0.0.1',
  port: 8080,
  db: './data/flipt.db',
  logLevel: 'info',
  ui: { theme: 'system', topbarColor: '', topbarLabel: '' },
  analytics: false,
  storage: { type: 'database', readOnly: false, localPath: '.' },
  auth: defaultAuthSettings,
};

/** Writes one configuration value (from the file or a `FLIPT_*` variable) into the config. */
export type Apply = (cfg: Config, value: unknown, key: string) => void;
