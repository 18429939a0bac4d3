import type { Logger } from './log';

/** How often repeats of a failure already logged are reported, as one line with their count. */
export const REPEAT_REPORT_MS = 30_000;

/** A storage failure's kind (SQLite's extended code, `SQLITE_FULL`, `SQLITE_IOERR_WRITE`, …), if it is one. */
function storageCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';

/**
 * Logs unexpected failures of requests without flooding the log: the first failure of a kind is
 * one line (a storage fault: what SQLite said and its code; anything else: its stack, which
 * points at a bug), later ones of the same kind are counted and reported as one line every
 * `everyMs` and on `close()`. A kind that stays quiet for a whole report period is forgotten, so
 * its next failure is logged in full again.
 */
export class FaultLog {
  private repeats = new Map<string, { line: string; count: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: Logger,
    private readonly everyMs = REPEAT_REPORT_MS,
  ) {}

  failed(err: unknown) {
    const code = storageCode(err);
    const line = code ? `storage fault: ${firstLine(err)} (${code})` : firstLine(err);
    const kind = code ?? line;
    const seen = this.repeats.get(kind);
    if (seen) return void (seen.count += 1);
    this.repeats.set(kind, { line, count: 0 });
    if (code) this.log.error(`${line}: the request was refused; the service goes on, and repeats are counted`);
    else this.log.error(err instanceof Error ? (err.stack ?? line) : line);
    this.timer ??= setInterval(() => this.report(), this.everyMs).unref();
  }

  /** Reports the counts so far and forgets the kinds that did not repeat. */
  report() {
    for (const [kind, r] of this.repeats) {
      if (r.count === 0) this.repeats.delete(kind);
      else this.log.error(`${r.line}: ${r.count} more since the last report`);
      r.count = 0;
    }
    if (this.repeats.size > 0) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  close() {
    this.report();
    clearInterval(this.timer);
  }
}
