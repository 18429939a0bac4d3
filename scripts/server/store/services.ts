import type { Config } from '../config/model';
import type { Db } from './db';
import type { Changes } from './changes';
import type { StateGate } from './state-gate';

/** What every route module gets: the databases, the change notifier and the configuration. */
export interface Services {
  /** Flag state: namespaces, flags, segments, rules, rollouts. In `local` storage mode an
   *  in-memory mirror of the declarative files. */
  db: Db;
  /** State that is never declarative: authentications and evaluation counts. The same
   *  database as `db` in `database` storage mode, the `--db` file in `local` mode. */
  sys: Db;
  /** True when flag state comes from declarative files: every state write fails as Flipt's do. */
  readOnly: boolean;
  changes: Changes;
  /** Declarative storage holds flag-state reads here while it replaces the state. */
  gate: StateGate;
  config: Config;
  version: string;
}
