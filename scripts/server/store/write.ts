import { internal } from '../core/errors';
import type { Services } from './services';

/**
 * The one way flag state is written: `fn` runs in a single transaction that ends by marking
 * `ns` as changed (`null` leaves the marker alone). Declarative storage refuses every write
 * the way Flipt's read-only stores do, with 500 `not implemented` (API.md §8); callers validate
 * the request first, so a bad request still gets its 400.
 */
export function write<T>(services: Services, ns: string | null, fn: () => T): T {
  if (services.readOnly) throw internal('not implemented');
  return services.db.transaction(() => {
    const result = fn();
    if (ns !== null) services.changes.touch(ns);
    return result;
  })();
}
