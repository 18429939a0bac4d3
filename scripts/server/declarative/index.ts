import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../core/log';
import type { Services } from '../store/services';
import { describeFailure } from './errors';
import { scanDirectory, shownIn, type Scan } from './files';
import { LIMITS } from './limits';
import type { FlagState } from './merge';
import { watchDirectory } from './watch';
import type { LoadJob, WorkerMessage } from './worker';
import { StateBuilder } from './chunks';
import { writeState } from './write';

/** The parser thread's bundle, built next to the service's own. */
const WORKER_URL = new URL('./declarative-worker.mjs', import.meta.url);

/**
 * Loads flag state from declarative files when `storage.type` is `local` and keeps it in sync;
 * returns a function that stops watching. Does nothing for `database` storage.
 *
 * Files are read and parsed on a worker thread. As in Flipt, files that do not load at start-up
 * stop the service: the returned promise rejects with one `file:line: reason` line. Later, a
 * state that fails to load is reported on such a line and the last valid state keeps serving;
 * so does a directory whose state files have all gone.
 */
export async function startStorage(services: Services, log: Logger): Promise<() => void> {
  if (!services.readOnly) return () => {};
  const sync = new DirectorySync(services, log);
  await sync.check();
  return watchDirectory(sync.root, () => void sync.check());
}

class DirectorySync {
  readonly root: string;
  private readonly configured: string;
  private seen: string | undefined;
  private loaded = false;
  private busy: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly services: Services,
    private readonly log: Logger,
  ) {
    this.configured = services.config.storage.localPath;
    this.root = resolve(this.configured);
  }

  /** Loads the directory when it changed; a change during a load is looked at right after it. */
  async check(): Promise<void> {
    if (this.busy) return void (this.again = true);
    const scan = scanDirectory(this.root, shownIn(this.configured));
    if (scan.fingerprint === this.seen) return;
    this.seen = scan.fingerprint;
    this.busy = this.load(scan);
    await this.busy;
    this.busy = undefined;
    if (this.again) {
      this.again = false;
      await this.check();
    }
  }

  /** Replaces the served state; flag-state reads wait until it is whole. */
  private write(state: FlagState): Promise<void> {
    const { db, changes, gate } = this.services;
    return gate.hold(writeState(db, changes, state));
  }

  private async load(scan: Scan) {
    if (!scan.error && scan.files.length === 0 && this.loaded) {
      return this.log.warn(`${this.configured}: no state files left (still serving the last valid flag state)`);
    }
    const job: LoadJob = { root: this.root, files: scan.files, configured: this.configured };
    const result = scan.error ? { error: describeFailure(scan.error, this.configured) } : await loadInWorker(job);
    if ('error' in result) {
      if (!this.loaded) throw new Error(result.error);
      return this.log.error(`${result.error} (still serving the last valid flag state)`);
    }
    await this.write(result.state);
    this.loaded = true;
    this.log.info(`loaded ${describe(result.state)} from ${scan.files.length} state file(s) in ${this.configured}`);
  }
}

type LoadResult = { state: FlagState } | { error: string };

function loadInWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((done) => {
    const worker = new Worker(WORKER_URL, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: LIMITS.parserHeapMb } });
    const limit = setTimeout(() => void worker.terminate(), LIMITS.loadMs);
    const finish = (result: LoadResult) => {
      clearTimeout(limit);
      done(result);
    };
    const built = new StateBuilder();
    // One chunk per turn of the event loop: the next is asked for once this one is in.
    worker.on('message', (m: WorkerMessage) => {
      if ('chunk' in m) return void (built.add(m.chunk), worker.postMessage('next'));
      finish('done' in m ? { state: built.state } : m);
    });
    // Later calls are no-ops once the message arrived.
    worker.once('error', (err) => finish({ error: `${job.configured}: ${err.message}` }));
    worker.once('exit', () => finish({ error: `${job.configured}: reading the state files took over ${LIMITS.loadMs / 1000} s; stopped` }));
  });
}

function describe(state: FlagState): string {
  let flags = 0;
  let segments = 0;
  for (const ns of state.values()) {
    flags += ns.flags.size;
    segments += ns.segments.size;
  }
  return `${state.size} namespace(s), ${flags} flag(s), ${segments} segment(s)`;
}
