import { join, resolve } from 'node:path';
import type { Logger } from '../core/log';
import type { Services } from '../store/services';
import { DEFAULT_NAMESPACE } from './document';
import { LoadError } from './errors';
import { scanDirectory } from './files';
import { loadState } from './load';
import type { FlagState } from './merge';
import { watchDirectory } from './watch';
import { writeState } from './write';

/**
 * Loads flag state from declarative files when `storage.type` is `local` and keeps it in sync;
 * returns a function that stops watching. Does nothing for `database` storage.
 *
 * A state that fails to load is reported on one `file:line: reason` line and the last valid
 * state keeps serving. Flipt refuses to start when its files are invalid at start-up; this
 * service starts anyway, serving the empty state (only `default`), because it is a local tool
 * whose console should open while the author fixes the file, and the fix loads by itself.
 */
export async function startStorage(services: Services, log: Logger): Promise<() => void> {
  if (!services.readOnly) return () => {};
  const configured = services.config.storage.localPath;
  const root = resolve(configured);
  const shown = (rel: string) => (rel ? join(configured, rel) : configured);
  let seen: string | undefined;
  let serving: 'nothing' | 'empty' | 'files' = 'nothing';
  const check = () => {
    const scan = scanDirectory(root, shown);
    if (scan.fingerprint === seen) return;
    seen = scan.fingerprint;
    try {
      if (scan.error) throw scan.error;
      const state = loadState(root, scan.files, shown);
      writeState(services.db, services.changes, state);
      serving = 'files';
      log.info(`loaded ${describe(state)} from ${scan.files.length} state file(s) in ${configured}`);
    } catch (err) {
      if (serving === 'nothing') writeState(services.db, services.changes, emptyState());
      serving = serving === 'files' ? 'files' : 'empty';
      const reason = err instanceof LoadError ? err.describe() : `${configured}: ${err instanceof Error ? err.message : String(err)}`;
      log.error(`${reason} (${serving === 'files' ? 'still serving the last valid flag state' : 'serving an empty flag state'})`);
    }
  };
  check();
  return watchDirectory(root, check);
}

const emptyState = (): FlagState =>
  new Map([[DEFAULT_NAMESPACE.key, { ...DEFAULT_NAMESPACE, flags: new Map(), segments: new Map() }]]);

function describe(state: FlagState): string {
  let flags = 0;
  let segments = 0;
  for (const ns of state.values()) {
    flags += ns.flags.size;
    segments += ns.segments.size;
  }
  return `${state.size} namespace(s), ${flags} flag(s), ${segments} segment(s)`;
}
