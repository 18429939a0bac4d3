import type { Db } from '../store/db';

type Row = [namespaceKey: string, flagKey: string, minute: number, count: number];

/**
 * Counts flag evaluations per namespace, flag and minute (`floor(unix seconds / 60)`). Counts
 * gather in memory and reach `evaluation_counts` at most about once a second, so an evaluation
 * never waits for a write.
 */
export class EvaluationCounter {
  private minute = -1;
  private current = new Map<string, Map<string, number>>();
  private backlog: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private upsert;

  constructor(private db: Db, private intervalMs = 1000) {
    this.upsert = db.prepare(`INSERT INTO evaluation_counts (namespace_key, flag_key, minute, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (namespace_key, flag_key, minute) DO UPDATE SET count = count + excluded.count`);
  }

  record(namespaceKey: string, flagKey: string) {
    if (this.closed) return;
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== this.minute) {
      this.closeMinute();
      this.minute = minute;
    }
    let flags = this.current.get(namespaceKey);
    if (flags === undefined) this.current.set(namespaceKey, (flags = new Map()));
    flags.set(flagKey, (flags.get(flagKey) ?? 0) + 1);
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flushQuietly(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes every buffered count now (readers call it first so they see their own evaluations). */
  flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.closeMinute();
    if (this.backlog.length === 0 || !this.db.open) return;
    const rows = this.backlog;
    this.db.transaction(() => {
      for (const row of rows) this.upsert.run(...row);
    })();
    this.backlog = [];
  }

  /** Final flush; call before the database closes. Later counts are dropped. */
  close() {
    this.flush();
    this.closed = true;
  }

  // A failed background write (e.g. a busy database) keeps its rows for the next attempt.
  private flushQuietly() {
    try {
      this.flush();
    } catch {
      if (!this.closed && this.timer === undefined) {
        this.timer = setTimeout(() => this.flushQuietly(), this.intervalMs);
        this.timer.unref();
      }
    }
  }

  private closeMinute() {
    for (const [ns, flags] of this.current) {
      for (const [flag, count] of flags) this.backlog.push([ns, flag, this.minute, count]);
    }
    this.current.clear();
  }
}
