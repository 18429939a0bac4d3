import type { Db } from './db';
import { nowMicros } from './time';

type Listener = (namespaceKey: string) => void;

/**
 * Records that a namespace's state changed: bumps its last-modified marker (the snapshot ETag
 * derives from it) and tells in-memory caches to drop what they hold for that namespace.
 * Call it inside the write's transaction.
 */
export class Changes {
  private listeners: Listener[] = [];
  private mark;

  constructor(db: Db) {
    this.mark = db.prepare('UPDATE namespaces SET state_modified_at = ? WHERE key = ?');
  }

  onChange(listener: Listener) {
    this.listeners.push(listener);
  }

  touch(namespaceKey: string) {
    this.mark.run(nowMicros(), namespaceKey);
    for (const l of this.listeners) l(namespaceKey);
  }
}
