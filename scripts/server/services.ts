import type { Config } from './config';
import type { Db } from './store/db';
import type { Changes } from './store/changes';

/** What every route module gets: the database, the change notifier and the configuration. */
export interface Services {
  db: Db;
  changes: Changes;
  config: Config;
  version: string;
}
