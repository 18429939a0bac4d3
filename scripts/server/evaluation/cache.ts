import type { Changes } from '../store/changes';
import type { Db } from '../store/db';
import { NamespaceLoader } from './load';
import type { NamespaceData } from './model';

/**
 * Engine-ready namespace data, loaded on first use and dropped whenever a write touches the
 * namespace (`Changes.touch`). A hit reads no database rows. Namespaces that do not exist are
 * not cached, so requests for made-up namespace keys cannot grow the cache.
 */
export class FlagCache {
  private entries = new Map<string, NamespaceData>();
  private loader: NamespaceLoader;

  constructor(db: Db, changes: Changes) {
    this.loader = new NamespaceLoader(db);
    changes.onChange((ns) => this.entries.delete(ns));
  }

  /** The namespace's data, or undefined when the namespace does not exist. */
  namespace(ns: string): NamespaceData | undefined {
    let data = this.entries.get(ns);
    if (data === undefined) {
      data = this.loader.load(ns);
      if (data !== undefined) this.entries.set(ns, data);
    }
    return data;
  }
}
