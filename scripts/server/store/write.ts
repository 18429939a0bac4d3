import { internal } from '../core/errors';
import type { Services } from './services';

/** Flipt v1.61.1's answer to a write on read-only storage. */
export const READ_ONLY_REFUSAL = 'modification is not allowed in read-only mode';

/**
 * The one way flag state is written: `fn` runs in a single transaction that ends by marking
 * `ns` as changed (`null` leaves the marker alone). Read-only storage (declarative, or a
 * database with `storage.read_only: true`) refuses every write as Flipt v1.61.1 does, with 500
 * (v1.54 said `not implemented` for declarative storage and let the database setting pass);
 * callers validate the request first, so a bad request still gets its 400.
 */
export function write<T>(services: Services, ns: string | null, fn: () => T): T {
  if (services.readOnly || services.config.storage.readOnly) throw internal(READ_ONLY_REFUSAL);
  return services.db.transaction(() => {
    const result = fn();
    if (ns !== null) services.changes.touch(ns);
    return result;
  })();
}
